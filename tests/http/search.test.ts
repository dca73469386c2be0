import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { Writable } from 'node:stream';
import { symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ORIGIN, testApp } from '../helpers/app.js';
import { staticPaths } from '../helpers/paths.js';
import { createLogger } from '../../server/logger.js';
import type { SiteApp } from '../../server/app.js';
import { SEARCH_PAGE_SIZE, type SearchResults } from '../../shared/search.js';
import { contentWithEnglishOnly, ENGLISH_ONLY, tempIndex, type TempIndex } from '../search/fixture.js';

/** What a search for visas in Arabic or Chinese finds first: the service page and the article. */
const TOP_VISA = ['/services/migration-residency', '/insights/residency-by-investment'];

/**
 * Site search over HTTP against the real app and the build's real index: the results page
 * without JavaScript, its JSON twin, its bounds and bad input, its privacy (no query in the
 * logs or metrics), and the search controls on other pages.
 */
let app: SiteApp;
const logged: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logged.push(chunk.toString('utf8'));
      callback();
    },
  });
  app = await testApp({ METRICS_PORT: '9999' }, createLogger('info', stream));
});

/** The page data the document carries for hydration. */
function pageDataOf(html: string): { key: string; data: SearchResults | null } {
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/su.exec(html);
  if (block === null) throw new Error('no page data block');
  return JSON.parse(block[1]!) as { key: string; data: SearchResults | null };
}

/** The JSON results of a query string. */
async function api(query: string): Promise<SearchResults> {
  return (await request(app).get(`/api/search?${query}`).expect(200).expect('Content-Type', /json/u))
    .body as SearchResults;
}

/** The JSON results of a language's endpoint (prefix '' for English), from `site` (the app over the real build by default). */
async function apiIn(prefix: string, q: string, site: SiteApp = app): Promise<SearchResults> {
  return (
    await request(site)
      .get(`${prefix}/api/search?${new URLSearchParams({ q }).toString()}`)
      .expect(200)
      .expect('Content-Type', /json/u)
  ).body as SearchResults;
}

describe('the results page, without JavaScript', () => {
  it('renders ranked results with the form, the count line, kinds, dates and marked snippets', async () => {
    const html = (await request(app).get('/search?q=golden+visa').expect(200)).text;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Search results for “golden visa” | Aldermere Advisory</title>');
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/u);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="golden visa"/u);
    const { data } = pageDataOf(html);
    expect(data!.total).toBeGreaterThan(0);
    expect(html).toContain(`${data!.total} result${data!.total === 1 ? '' : 's'} for “golden visa”`);
    expect(html).toContain('class="result"');
    expect(html).toMatch(/<mark>golden<\/mark>|<mark>Golden<\/mark>/u);
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">|<time datetime="\d{4}-\d{2}-\d{2}">/iu);
    // Every result links to a canonical URL of the site.
    for (const hit of data!.hits) expect(html).toContain(`href="${hit.url}"`);
  });

  it('matches the JSON endpoint, result for result', async () => {
    const html = (await request(app).get('/search?q=licence').expect(200)).text;
    const json = await api('q=licence');
    expect(pageDataOf(html).data).toEqual(json);
    expect(json.hits.length).toBeGreaterThan(0);
    expect(json.hits.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
  });

  it('filters by category: the count line names it, and every article result is in it', async () => {
    const all = await api('q=bank');
    const banking = await api('q=bank&category=banking');
    expect(banking.total).toBeGreaterThan(0);
    expect(banking.total).toBeLessThanOrEqual(all.total);
    for (const hit of banking.hits) expect(hit.category).toBe('banking');
    const html = (await request(app).get('/search?q=bank&category=banking').expect(200)).text;
    expect(html).toContain(`for “bank” in Banking`);
    expect(html).toContain('aria-current="true"');
  });

  it('an empty query shows the form and ways in, no count line', async () => {
    const html = (await request(app).get('/search').expect(200)).text;
    expect(html).toContain('<title>Search | Aldermere Advisory</title>');
    expect(html).toContain('Browse by category');
    expect(html).toContain('href="/insights/all-articles?category=banking"');
    expect(html).toContain('href="/insights/all-articles"');
    // The page's words travel in a data block; the markup has no count line.
    expect(html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/gsu, '')).not.toContain('results for');
    expect((await request(app).get('/search?q=').expect(200)).text).toContain('Browse by category');
  });

  it('no match: a clear message, ways to browse and the enquiry mailto; fuzzy matching invents nothing', async () => {
    const html = (await request(app).get('/search?q=qzxv+wplk').expect(200)).text;
    expect(html).toContain('0 results for “qzxv wplk”');
    expect(html).toContain('Nothing on the site matches “qzxv wplk”');
    expect(html).toContain('Browse by category');
    expect(html).toContain('href="mailto:');
    expect(pageDataOf(html).data!.hits).toEqual([]);
  });

  it('a misspelt query shows the likely words, says so, and links to the words as typed', async () => {
    const results = await api('q=residancy');
    expect(results.correctedFrom).toBe('residancy');
    expect(results.total).toBeGreaterThan(0);
    const html = (await request(app).get('/search?q=residancy').expect(200)).text;
    expect(html).toContain('Showing results for <strong>');
    expect(html).toContain('href="/search?q=residancy&amp;spelling=exact"');
    const exact = await api('q=residancy&spelling=exact');
    expect(exact.correctedFrom).toBeUndefined();
    expect(exact.searched).toBe('residancy');
  });
});

describe('search in each language', () => {
  it.each([
    ['/ar', 'ar', 'الإقامة', /<mark>[^<]*إقامة<\/mark>/u],
    ['/zh-hans', 'zh-Hans', '签证', /<mark>签证<\/mark>/u],
  ])(
    '%s/search renders that language’s results without JavaScript, linked under its prefix',
    async (prefix, htmlLang, q, mark) => {
      const res = await request(app)
        .get(`${prefix}/search?${new URLSearchParams({ q }).toString()}`)
        .expect(200);
      expect(res.headers['content-language']).toBe(htmlLang);
      expect(res.text).toContain(`<html lang="${htmlLang}"`);
      expect(res.text).toMatch(
        new RegExp(`<form[^>]*role="search"[^>]*action="${prefix}/search"[^>]*method="get"`, 'u'),
      );
      expect(res.text).toMatch(mark);
      const { data } = pageDataOf(res.text);
      expect(data!.total).toBeGreaterThan(0);
      // The visas service page and the residency article, both in the page's language, lead.
      expect(data!.hits.slice(0, 2).map((hit) => hit.url)).toEqual(expect.arrayContaining(TOP_VISA));
      // The router's basename is the prefix: hits are paths below it, links carry it.
      for (const hit of data!.hits) {
        expect(hit.url.startsWith(`${prefix}/`)).toBe(false);
        expect(res.text).toContain(`href="${prefix}${hit.url}"`);
      }
      expect(data).toEqual(await apiIn(prefix, q));
    },
  );

  it('each endpoint answers from its language’s index: the same words, different pages', async () => {
    expect((await apiIn('', '签证')).total).toBe(0);
    expect((await apiIn('/zh-hans', '签证')).hits.slice(0, 2).map((hit) => hit.url)).toEqual(
      expect.arrayContaining(TOP_VISA),
    );
    expect((await apiIn('/ar', 'سياسة الخصوصية')).hits[0]).toMatchObject({
      url: '/legal/privacy-policy',
      title: 'سياسة الخصوصية',
    });
    expect((await apiIn('', 'سياسة الخصوصية')).total).toBe(0);
    // Every real article is translated: the guide is found in each language's words.
    expect((await apiIn('/ar', 'الجنسية الثانية')).hits[0]?.url).toBe('/knowledge/second-citizenship-overview');
    expect((await apiIn('/zh-hans', '第二公民身份')).hits[0]?.url).toBe('/knowledge/second-citizenship-overview');
  });

  it('an Arabic or Chinese query is never shown as corrected', async () => {
    for (const [prefix, q] of [
      ['/ar', 'الاقامت'],
      ['/ar', 'تأشيرت ذهبيه'],
      ['/zh-hans', '签正'],
    ] as const) {
      const html = (
        await request(app)
          .get(`${prefix}/search?${new URLSearchParams({ q }).toString()}`)
          .expect(200)
      ).text;
      expect(html, q).not.toContain('Showing results for');
      expect((await apiIn(prefix, q)).correctedFrom, q).toBeUndefined();
    }
  });

  it('the same bounds: 404 past the last page, 414 for a query no one types, no shared caching', async () => {
    const { pages } = await apiIn('/ar', 'الإقامة');
    await request(app)
      .get(`/ar/search?q=${encodeURIComponent('الإقامة')}&page=${pages + 1}`)
      .expect(404);
    await request(app)
      .get(`/ar/api/search?q=${encodeURIComponent('الإقامة')}&page=${pages + 1}`)
      .expect(404);
    // Over 2,000 characters, within Node's 16 KB of request head once percent-encoded.
    const long = encodeURIComponent(`${'a'.repeat(1000)}${'签证'.repeat(501)}`);
    expect((await request(app).get(`/zh-hans/search?q=${long}`)).status).toBe(414);
    expect((await request(app).get(`/zh-hans/api/search?q=${long}`)).status).toBe(414);
    const cc = (await request(app).get('/zh-hans/api/search?q=%E7%AD%BE%E8%AF%81').expect(200)).headers[
      'cache-control'
    ];
    expect(cc).toMatch(/^private, max-age=\d+$/u);
  });

  it('the request log records neither Arabic nor Chinese query text, raw or percent-encoded', async () => {
    const words = ['سرية', '机密合并'];
    await request(app)
      .get(`/ar/search?q=${encodeURIComponent(words[0]!)}`)
      .set('X-Request-Id', 'search-log-ar')
      .expect(200);
    await request(app)
      .get(`/zh-hans/api/search?q=${encodeURIComponent(words[1]!)}`)
      .set('X-Request-Id', 'search-log-zh')
      .expect(200);
    await vi.waitFor(() => expect(logged.join('')).toContain('search-log-zh'), { timeout: 2_000 });
    const all = logged.join('');
    expect(all).toContain('"path":"/ar/search"');
    for (const word of words) {
      expect(all).not.toContain(word);
      expect(all).not.toContain(encodeURIComponent(word));
    }
  });
});

describe('an article with no translation, served from indexes of a copy of the content without its translations', () => {
  let index: TempIndex;
  let site: SiteApp;
  beforeAll(async () => {
    index = await tempIndex(await contentWithEnglishOnly(ENGLISH_ONLY.id));
    // The build's client beside the copy's indexes, laid out as dist/.
    for (const entry of ['manifest.json', 'public']) symlinkSync(resolve('dist', entry), join(index.dir, entry));
    site = await testApp({}, undefined, index.dir);
  });
  afterAll(() => index?.remove());

  it('is on every language’s site, in English, found by its English words', async () => {
    for (const prefix of ['/ar', '/zh-hans']) {
      const hits = (await apiIn(prefix, 'second citizenship', site)).hits;
      expect(hits[0]?.url, prefix).toBe(ENGLISH_ONLY.url);
    }
  });

  it('its hit is marked lang="en" dir="ltr" on title and snippet; a translated one is not', async () => {
    const english = ENGLISH_ONLY.url;
    const translated = '/insights/residency-by-investment';
    const html = (await request(site).get('/ar/search?q=visa').expect(200)).text;
    /** A result's title and snippet elements, opening tags only. */
    const tagsOf = (url: string) => {
      const item = new RegExp(`<li class="result">(?:(?!</li>).)*href="/ar${url}"(?:(?!</li>).)*</li>`, 'su').exec(
        html,
      );
      expect(item, url).not.toBeNull();
      return [/<h2 class="result__title"[^>]*>/u, /<p class="result__snippet"[^>]*>/u].map(
        (tag) => tag.exec(item![0])?.[0],
      );
    };
    expect(tagsOf(english)).toEqual([
      '<h2 class="result__title" lang="en" dir="ltr">',
      '<p class="result__snippet" lang="en" dir="ltr">',
    ]);
    expect(tagsOf(translated)).toEqual(['<h2 class="result__title">', '<p class="result__snippet">']);
    // The JSON says so on the hit; English search's hits carry no `lang`.
    const hits = (await apiIn('/ar', 'visa', site)).hits;
    expect(hits.find((hit) => hit.url === english)?.lang).toBe('en');
    expect(hits.find((hit) => hit.url === translated)).not.toHaveProperty('lang');
    for (const hit of (await apiIn('', 'second citizenship', site)).hits) expect(hit).not.toHaveProperty('lang');
  });
});

describe('pages of results follow the list pages rules', () => {
  it('page=1 redirects to the URL without it, words and category kept', async () => {
    const res = await request(app).get('/search?q=tax&page=1&category=legal').expect(301);
    expect(res.headers.location).toBe('/search?q=tax&category=legal');
  });

  it('a page past the last, zero or not a number answers 404', async () => {
    const { pages } = await api('q=company');
    for (const page of [String(pages + 1), '0', 'abc', '-1', '02']) {
      const res = await request(app).get(`/search?q=company&page=${page}`).expect(404);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      await request(app).get(`/api/search?q=company&page=${page}`).expect(404);
    }
  });

  it('a later page is its own document when there is one', async () => {
    const first = await api('q=the');
    if (first.pages < 2) return expect(first.total).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
    const second = await api('q=the&page=2');
    expect(second.page).toBe(2);
    expect(second.hits.map((h) => h.url)).not.toEqual(first.hits.map((h) => h.url));
    const html = (await request(app).get('/search?q=the&page=2').expect(200)).text;
    expect(html).toContain('rel="prev"');
  });
});

describe('bad input never answers 5xx', () => {
  const syntax = ['"', '""', '*', 'visa*', '^visa', '(visa', 'visa)', 'NEAR', 'NEAR(visa bank)', 'AND', 'OR', 'NOT'];
  const more = ['visa AND', 'OR bank', 'NOT NOT', 'title:visa', ':', '\\', 'visa\\', '-visa', '+visa', "'", '{', '}'];
  it.each([...syntax, ...more])('treats %j as text', async (q) => {
    const query = new URLSearchParams({ q }).toString();
    const res = await request(app).get(`/search?${query}`);
    expect(res.status).toBe(200);
    const json = await api(query);
    expect(json.q).toBe(q.trim());
  });

  it('answers 10,000 characters of q with a clear 414, never a 500', async () => {
    const long = 'visa '.repeat(2000);
    expect((await request(app).get(`/search?q=${encodeURIComponent(long)}`)).status).toBe(414);
    expect((await request(app).get(`/api/search?q=${encodeURIComponent(long)}`)).status).toBe(414);
  });

  it('cuts a long query to its word and character bounds', async () => {
    const json = await api(`q=${'banking '.repeat(40)}`);
    expect(json.q.split(' ').length).toBeLessThanOrEqual(12);
  });

  it.each([
    ['NUL', 'q=visa%00bank'],
    ['invalid UTF-8', 'q=%FF%FE%C3'],
    ['a lone escape', 'q=%'],
    ['repeated q', 'q=visa&q=bank'],
    ['repeated page', 'q=visa&page=2&page=1'],
    ['q as an array', 'q[]=visa&q[]=bank'],
    ['q as an object', 'q[a]=visa'],
    ['an unknown category', 'q=visa&category=nope'],
    ['control characters', 'q=%01%02visa%1F'],
  ])('%s', async (_name, query) => {
    const page = await request(app).get(`/search?${query}`);
    expect(page.status).toBeLessThan(500);
    expect([200, 301, 404]).toContain(page.status);
    const json = await request(app).get(`/api/search?${query}`);
    expect(json.status).toBeLessThan(500);
  });
});

describe('privacy and operations', () => {
  it('the request log records /search without its query', async () => {
    await request(app).get('/search?q=confidential+merger+plans').set('X-Request-Id', 'search-log-1').expect(200);
    await request(app).get('/api/search?q=secret+words').set('X-Request-Id', 'search-log-2').expect(200);
    await vi.waitFor(() => expect(logged.join('')).toContain('search-log-2'), { timeout: 2_000 });
    const all = logged.join('');
    expect(all).toContain('"path":"/search"');
    expect(all).not.toContain('confidential');
    expect(all).not.toContain('merger');
    expect(all).not.toContain('secret');
  });

  it('no search answer may be kept by a shared cache: the words are in its URL', async () => {
    const shared = /\b(?:public|s-maxage)\b/u;
    for (const [path, status] of [
      ['/search?q=golden+visa', 200],
      ['/search?q=golden+visa&page=99', 404],
      ['/api/search?q=golden+visa', 200],
      // Redirects to the canonical spelling carry the words too.
      ['/Search?q=golden+visa', 301],
      ['/search?q=golden+visa&page=1', 301],
    ] as const) {
      const cc = (await request(app).get(path).expect(status)).headers['cache-control'] as string;
      expect(cc, path).toMatch(/^private, max-age=\d+$/u);
      expect(cc, path).not.toMatch(shared);
    }
    // What is not a results page is not stored at all.
    for (const path of ['/api/search?q=golden+visa&page=99', `/api/search?q=${'visa+'.repeat(500)}`]) {
      expect((await request(app).get(path)).headers['cache-control'], path).toBe('no-store');
    }
    expect(
      (
        await request(app)
          .get(`/search?q=${'visa+'.repeat(500)}`)
          .expect(414)
      ).headers['cache-control'],
    ).toBe('no-store');
  });

  it('metrics count searches, zero-result searches and query time, with no query text', async () => {
    await api('q=metricsword+qzxv');
    await api('q=banking');
    const text = await app.metrics!.registry.metrics();
    expect(text).toMatch(/^search_queries_total \d+/mu);
    expect(text).toMatch(/^search_zero_results_total [1-9]\d*/mu);
    expect(text).toMatch(/^search_query_duration_seconds_count [1-9]\d*/mu);
    expect(text).not.toContain('metricsword');
    expect(text).not.toContain('banking');
  });

  it('the sitemap does not list the search page; an OpenSearch description is served and linked', async () => {
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).not.toContain('/search');
    const description = await request(app).get('/opensearch.xml').expect(200);
    expect(description.headers['content-type']).toContain('application/opensearchdescription+xml');
    expect(description.text).toContain(`template="${ORIGIN}/search?q={searchTerms}"`);
    expect(description.text).toMatch(/<ShortName>.{1,16}<\/ShortName>/u);
    const home = (await request(app).get('/').expect(200)).text;
    expect(home).toContain('<link rel="search" type="application/opensearchdescription+xml" href="/opensearch.xml"');
  });
});

describe('a search control on every page', () => {
  it.each(staticPaths.filter((p) => p !== '/search'))('%s links to search in the top bar', async (path) => {
    const html = (await request(app).get(path).expect(200)).text;
    expect(html).toMatch(/<a (?=[^>]*class="topbar__search")(?=[^>]*href="\/search")/u);
  });

  it.each(['/insights', '/insights/all-articles', '/knowledge/all-articles', '/no-such-page', '/search'])(
    '%s has a search box that submits without JavaScript',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.text).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/u);
      expect(res.text).toMatch(/<input[^>]*type="search"[^>]*name="q"/u);
    },
  );
});
