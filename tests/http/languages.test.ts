import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { testApp, ORIGIN } from '../helpers/app.js';
import { allPaths, staticPaths } from '../helpers/paths.js';
import { articles } from '../../shared/content/articles/catalogue.js';
import { langs, localePath, locales, translationLangs } from '../../shared/i18n/locales.js';
import { categories } from '../../shared/content/categories.js';
import { addressLine, site } from '../../shared/content/site.js';
import { catalogueMessages } from '../../builder/messages.js';

/*
 * The site in three languages: English where it always was, Arabic under /ar and Simplified
 * Chinese under /zh-hans, on the one route table. The language comes from the URL alone.
 */
let app: RequestListener;
beforeAll(async () => {
  app = await testApp();
});

const translated = articles.filter((a) => (a.translatedInto ?? []).length > 0);

/** A page's head: canonical URL and hreflang alternates, as a crawler reads them. */
function headOf(html: string) {
  const canonical = /<link rel="canonical" href="([^"]+)">/u.exec(html)?.[1] ?? null;
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/giu)].map(
    ([, hreflang = '', href = '']) => [hreflang, href] as const,
  );
  return { canonical, alternates: new Map(alternates) };
}

describe('every route in every language', () => {
  it.each(langs.flatMap((lang) => allPaths.map((path) => [lang, localePath(lang, path)] as const)))(
    '%s %s answers 200 with its lang, dir and Content-Language',
    async (lang, path) => {
      const res = await request(app).get(path).expect(200);
      const { htmlLang, dir } = locales[lang];
      expect(res.headers['content-language']).toBe(htmlLang);
      expect(res.text).toContain(lang === 'en' ? `<html lang="en-GB">` : `<html lang="${htmlLang}" dir="${dir}">`);
    },
  );

  it.each(translationLangs.flatMap((lang) => ['/no-such-page', '/insights/no-such-article'].map((p) => [lang, p])))(
    '%s: both kinds of 404 under the prefix (%s)',
    async (lang, path) => {
      const res = await request(app)
        .get(localePath(lang as 'ar', path))
        .expect(404);
      expect(res.text).toContain(`lang="${locales[lang as 'ar'].htmlLang}"`);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    },
  );

  it('an unknown prefix is an unknown path', async () => {
    for (const path of ['/fr/about', '/fr', '/en/about', '/arabic', '/zh/about', '/zh-hant/about'])
      await request(app).get(path).expect(404);
  });

  it('spelling rules extend to the prefixes', async () => {
    for (const [from, to] of [
      ['/AR/about', '/ar/about'],
      ['/ar/about/', '/ar/about'],
      ['/ar/', '/ar'],
      ['/ZH-Hans/insights', '/zh-hans/insights'],
      ['/ar/insights/all-articles?page=1&category=banking', '/ar/insights/all-articles?category=banking'],
    ]) {
      const res = await request(app).get(from!).expect(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('keeps slugs and query values in every language', async () => {
    const res = await request(app).get('/ar/insights/all-articles?category=banking').expect(200);
    expect(headOf(res.text).canonical).toBe(`${ORIGIN}/ar/insights/all-articles`);
    expect(res.text).toContain('href="/ar/insights/all-articles?category=licensing"');
  });
});

describe('no language chosen from the request', () => {
  it.each(['/', '/ar/about', '/zh-hans/insights', '/ar/search?q=visa'])(
    '%s: the same bytes whatever the Accept-Language, no Vary on it, no redirect',
    async (path) => {
      const bodies = new Set<string>();
      for (const accept of [undefined, 'ar', 'zh-CN,zh;q=0.9', 'en-GB', 'fr']) {
        const req = request(app).get(path);
        const res = await (accept === undefined ? req : req.set('Accept-Language', accept)).expect(200);
        expect(res.headers.vary ?? '').not.toMatch(/accept-language/iu);
        bodies.add(res.text.replace(/data-year="\d+"/u, ''));
      }
      expect(bodies.size).toBe(1);
    },
  );
});

describe('hreflang', () => {
  /** Every page that exists in more than one language, in each language. */
  const multilingual = [
    ...staticPaths.flatMap((p) => langs.map((lang) => localePath(lang, p))),
    ...translated.flatMap((a) => ['en' as const, ...(a.translatedInto ?? [])].map((lang) => localePath(lang, a.path))),
    ...langs.map((lang) => localePath(lang, '/insights/all-articles?category=banking')),
  ];

  it.each(multilingual)('%s lists every version, itself included, and x-default, reciprocally', async (path) => {
    const { canonical, alternates } = headOf((await request(app).get(path).expect(200)).text);
    expect(canonical).toBe(`${ORIGIN}${path.replace(/\?.*$/u, '')}`);
    const versions = [...alternates].filter(([hreflang]) => hreflang !== 'x-default');
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(versions.map(([, href]) => href)).toContain(canonical);
    expect(alternates.get('x-default')).toBe(alternates.get('en'));
    for (const [hreflang, href] of versions) {
      // Each alternate answers 200, is its own canonical URL, and lists the same set.
      const other = headOf((await request(app).get(href.slice(ORIGIN.length)).expect(200)).text);
      expect(other.canonical, hreflang).toBe(href);
      expect([...other.alternates]).toEqual([...alternates]);
    }
  });

  it('every article is translated into every language (an English-only one is tested on a scratch build)', () => {
    for (const a of articles) expect(a.translatedInto, a.id).toEqual([...translationLangs]);
  });

  it('the sitemap carries the same alternates as the head', async () => {
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    for (const path of [
      localePath('ar', '/about'),
      ...translated.slice(0, 2).map((a) => localePath('zh-Hans', a.path)),
    ]) {
      const { alternates } = headOf((await request(app).get(path).expect(200)).text);
      const entry = new RegExp(
        `<url><loc>${ORIGIN}${path}</loc>(?:<lastmod>[^<]+</lastmod>)?((?:<xhtml:link [^>]+/>)+)</url>`,
        'u',
      ).exec(sitemap);
      expect(entry, path).not.toBeNull();
      const listed = [...entry![1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/gu)].map(([, h, u]) => [h, u]);
      expect(listed).toEqual([...alternates]);
    }
  });
});

describe('a translated article', () => {
  it('a translated article is shown in its language, its own canonical', async () => {
    const a = translated[0]!;
    const res = await request(app).get(localePath('ar', a.path)).expect(200);
    expect(headOf(res.text).canonical).toBe(`${ORIGIN}${localePath('ar', a.path)}`);
    expect(res.text).not.toContain('class="notice article__notice"');
    expect(res.text).not.toContain(`<h1>${a.title}`);
    expect(res.text).toMatch(/"inLanguage":"ar"/u);
  });
});

describe('the language switcher', () => {
  it("links the same page in every other language, keeping the list's category and page, without JavaScript", async () => {
    const res = await request(app).get('/insights/all-articles?category=banking').expect(200);
    expect(res.text).toContain(
      '<a href="/ar/insights/all-articles?category=banking" lang="ar" hrefLang="ar">العربية</a>',
    );
    expect(res.text).toContain(
      '<a href="/zh-hans/insights/all-articles?category=banking" lang="zh-Hans" hrefLang="zh-Hans">简体中文</a>',
    );
    const ar = await request(app).get('/ar').expect(200);
    expect(ar.text).toContain('<a href="/" lang="en-GB" hrefLang="en-GB">English</a>');
  });
});

describe('feeds and search descriptions per language', () => {
  it.each(translationLangs)(
    '%s: an Atom feed of its translated articles, with xml:lang, linked from its pages',
    async (lang) => {
      const path = localePath(lang, '/insights/feed.xml');
      const res = await request(app).get(path).expect(200);
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(res.text).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locales[lang].htmlLang}">`);
      const ids = [...res.text.matchAll(/<entry>\s*<title[^>]*>[\s\S]*?<id>([^<]+)<\/id>/gu)].map((m) => m[1]);
      expect(ids.sort()).toEqual(
        translated
          .filter((a) => a.translatedInto?.includes(lang))
          .map((a) => `${ORIGIN}${localePath(lang, a.path)}`)
          .sort(),
      );
      const page = await request(app).get(localePath(lang, '/about')).expect(200);
      expect(page.text).toContain(`<link rel="alternate" type="application/atom+xml" href="${path}"`);
      expect(page.text).toContain(`href="${localePath(lang, '/opensearch.xml')}"`);
    },
  );

  /** The ids of a feed's entries, sorted. */
  const entryIds = (xml: string) =>
    [...xml.matchAll(/<entry>\s*<title[^>]*>[\s\S]*?<id>([^<]+)<\/id>/gu)].map((m) => m[1]).sort();
  /** A category's name and its feed's title in each translated language, spelt out, the firm's name isolated in Arabic. */
  const banking = {
    ar: ['الخدمات المصرفية', '\u2068Aldermere Advisory\u2069: \u2068الخدمات المصرفية\u2069'],
    'zh-Hans': ['银行', 'Aldermere Advisory：银行'],
  } as const;

  it.each(translationLangs.flatMap((lang) => categories.map((c) => [lang, c.slug] as const)))(
    '%s: a feed per category (%s) of its translated articles in that category, in its language',
    async (lang, slug) => {
      const path = localePath(lang, `/insights/feed/${slug}.xml`);
      const res = await request(app).get(path).expect(200);
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(res.text).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locales[lang].htmlLang}">`);
      expect(res.text).toContain(`<link rel="self" href="${ORIGIN}${path}"/>`);
      const name = catalogueMessages(lang, 'common').categories[slug]();
      expect(res.text).toContain(
        `<title>${catalogueMessages(lang, 'meta').feed.title({ name: site.name, topic: name })}</title>`,
      );
      expect(res.text).not.toContain(`<title>${site.name}: ${categories.find((c) => c.slug === slug)!.label}</title>`);
      const expected = translated.filter((a) => a.category.slug === slug && a.translatedInto?.includes(lang));
      expect(entryIds(res.text)).toEqual(expected.map((a) => `${ORIGIN}${localePath(lang, a.path)}`).sort());
      // Every entry is filed under the category, named in the feed's language.
      expect(res.text.match(/<category [^>]+>/gu) ?? []).toEqual(
        expected.map(() => `<category label="${name}" term="${slug}"/>`),
      );
    },
  );

  it.each(translationLangs)('%s: the banking feed is titled in its language and has entries', async (lang) => {
    const res = await request(app).get(localePath(lang, '/insights/feed/banking.xml')).expect(200);
    const [name, title] = banking[lang];
    expect(res.text).toContain(`<title>${title}</title>`);
    expect(res.text).toContain(`<category label="${name}" term="banking"/>`);
    expect(entryIds(res.text).length).toBeGreaterThan(0);
  });

  it.each(langs)('%s: an unknown category feed is 404, another spelling of a known one redirects', async (lang) => {
    await request(app).get(localePath(lang, '/insights/feed/nope.xml')).expect(404);
    await request(app).get(localePath(lang, '/insights/feed/banking')).expect(404);
    const res = await request(app).get(localePath(lang, '/insights/feed/Banking.xml')).expect(301);
    expect(res.headers.location).toBe(localePath(lang, '/insights/feed/banking.xml'));
  });

  it.each(translationLangs)(
    "%s: a list links its language's feeds, in the head and beside the filter",
    async (lang) => {
      const filtered = await request(app).get(localePath(lang, '/insights/all-articles?category=banking')).expect(200);
      const feed = localePath(lang, '/insights/feed/banking.xml');
      expect(filtered.text).toContain(
        `<link rel="alternate" type="application/atom+xml" href="${feed}" title="${banking[lang][1]}">`,
      );
      expect(filtered.text).toContain(`<a class="filter__follow" href="${feed}" type="application/atom+xml">`);
      expect(filtered.text).not.toMatch(/href="\/insights\/feed/u);
      const all = await request(app).get(localePath(lang, '/insights')).expect(200);
      expect(all.text).toContain(
        `<a class="filter__follow" href="${localePath(lang, '/insights/feed.xml')}" type="application/atom+xml">`,
      );
    },
  );

  it.each(translationLangs)('%s: an OpenSearch description searching its own results page', async (lang) => {
    const res = await request(app).get(localePath(lang, '/opensearch.xml')).expect(200);
    expect(res.text).toContain(`template="${ORIGIN}${localePath(lang, '/search')}?q={searchTerms}"`);
    expect(res.text).toContain(`<Language>${locales[lang].htmlLang}</Language>`);
  });
});

describe('Latin-script runs in Arabic text', () => {
  /** First-strong isolate … pop directional isolate (UAX #9), as <bdi> renders. */
  const isolated = (text: string) => `\u2068${text}\u2069`;

  it("isolates a message's arguments: the firm's names, its address, number and email", async () => {
    const about = (await request(app).get('/ar/about').expect(200)).text;
    expect(about).toContain(`<h1>نبذة عن ${isolated(site.name)}</h1>`);
    expect(about).toContain(`جزء من ${isolated(site.parent)}</h2>`);
    expect(about).toContain(`المسجل: ${isolated(addressLine)}.</p>`);
    // The footer: the registered office and the copyright line.
    expect(about).toContain(`<span>المكتب المسجل: ${isolated(addressLine)}</span>`);
    const year = /data-year="(\d+)"/u.exec(about)![1]!;
    expect(about).toContain(`© ${isolated(year)} ${isolated(site.legalName)}. `);
    expect(about).toContain(`رقم الشركة ${isolated(site.companyNumber)}`);
    expect(about).toContain(`لشركة ${isolated(site.parent)}.</p>`);
    // An element in a message (the email link) is isolated with it.
    const legal = (await request(app).get('/ar/legal/privacy-policy').expect(200)).text;
    expect(legal).toMatch(new RegExp(`\u2068<a href="mailto:${site.email}">${site.email}</a>\u2069`, 'u'));
    // Words typed by the reader too.
    const search = (
      await request(app)
        .get(`/ar/search?q=${encodeURIComponent('2025 VARA')}`)
        .expect(200)
    ).text;
    expect(search).toContain(`«${isolated('2025 VARA')}»`);
  });

  it('an isolated name is still a word the Arabic search finds, at either edge of its isolate', async () => {
    for (const word of ['Aldermere', 'Ltd', 'Kingdom']) {
      const res = await request(app).get(`/ar/search?q=${word}`).expect(200);
      const results = /<ol class="results">[\s\S]*?<\/ol>/u.exec(res.text)?.[0] ?? '';
      expect(results, word).toMatch(/<h2 class="result__title"><a href="\/ar\/about"/u);
    }
  });

  it.each(['/', '/about', '/legal/privacy-policy', '/search?q=bank', '/zh-hans/about', '/zh-hans/search?q=bank'])(
    '%s: a left-to-right page has no isolate characters',
    async (path) => {
      expect((await request(app).get(path).expect(200)).text).not.toMatch(/[\u2066-\u2069]/u);
    },
  );

  it.each(langs)("%s: the search box reads a query in its own direction, and is empty in the page's", async (lang) => {
    const box = async (path: string) =>
      /<input id="search-page-q"[^>]*>/u.exec((await request(app).get(localePath(lang, path)).expect(200)).text)![0];
    expect(await box('/search')).not.toContain(' dir=');
    expect(await box('/search?q=bank')).toContain(' dir="auto"');
  });
});
