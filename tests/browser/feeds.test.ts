import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../helpers/harness.js';
import { articles } from '../../shared/content/articles/catalogue.js';
import { categories, type Category } from '../../shared/content/categories.js';
import { site } from '../../shared/content/site.js';

/*
 * The Atom feeds: one of every article at /insights/feed.xml and one per category at
 * /insights/feed/<slug>.xml, each the newest 20 of its articles. Each is checked as a feed reader
 * reads it: parsed by Chromium's XML parser (a malformed document is a parse error), then held to
 * RFC 4287. The filtered lists link their category's feed, in the head and beside the filter.
 */
const ORIGIN = 'https://www.aldermere.example';
const harness = useServerAndBrowser({ PUBLIC_ORIGIN: ORIGIN });

/** Entries a feed carries at most. */
const FEED_ENTRIES = 20;

/** A feed's path, spelt out here so that the test does not share the code it checks. */
const pathOf = (category: Category | undefined) =>
  category === undefined ? '/insights/feed.xml' : `/insights/feed/${category.slug}.xml`;

/** The feed as the XML parser read it: its own elements and its entries'. */
interface ParsedFeed {
  parseError: string | null;
  root: string;
  ids: string[];
  titles: string[];
  updated: string[];
  links: { rel: string | null; href: string | null }[];
  authorNames: string[];
  /** Every href, src and uri in the feed document, and every link and image in the entries' HTML content. */
  references: string[];
  entries: {
    ids: string[];
    titles: string[];
    updated: string[];
    published: string[];
    links: { rel: string | null; href: string | null }[];
    categories: { term: string | null; label: string | null }[];
    summaries: number;
    contents: number;
  }[];
}

let page: Page;
beforeAll(async () => {
  const context = await harness.browser.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await page?.context().close();
});

/** Parses an Atom document with Chromium's XML parser (DOMParser, application/xml). */
function parseAtom(xml: string): Promise<ParsedFeed> {
  return page.evaluate((source) => {
    const ATOM = 'http://www.w3.org/2005/Atom';
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    const children = (el: Element, name: string) =>
      [...el.children].filter((c) => c.namespaceURI === ATOM && c.localName === name);
    const texts = (el: Element, name: string) => children(el, name).map((c) => c.textContent ?? '');
    const links = (el: Element) =>
      children(el, 'link').map((l) => ({ rel: l.getAttribute('rel'), href: l.getAttribute('href') }));
    const root = doc.documentElement;
    const references = [...doc.querySelectorAll('[href], [src]')].map(
      (el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '',
    );
    references.push(...[...doc.getElementsByTagNameNS(ATOM, 'uri')].map((u) => u.textContent ?? ''));
    for (const content of doc.getElementsByTagNameNS(ATOM, 'content')) {
      const html = new DOMParser().parseFromString(content.textContent ?? '', 'text/html');
      for (const el of html.querySelectorAll('a[href], [src]'))
        references.push(el.getAttribute('href') ?? el.getAttribute('src') ?? '');
    }
    return {
      parseError: error === undefined ? null : (error.textContent ?? 'parse error'),
      root: `{${root.namespaceURI}}${root.localName}`,
      ids: texts(root, 'id'),
      titles: texts(root, 'title'),
      updated: texts(root, 'updated'),
      links: links(root),
      authorNames: children(root, 'author').flatMap((a) => texts(a, 'name')),
      references,
      entries: children(root, 'entry').map((entry) => ({
        ids: texts(entry, 'id'),
        titles: texts(entry, 'title'),
        updated: texts(entry, 'updated'),
        published: texts(entry, 'published'),
        links: links(entry),
        categories: children(entry, 'category').map((c) => ({
          term: c.getAttribute('term'),
          label: c.getAttribute('label'),
        })),
        summaries: children(entry, 'summary').length,
        contents: children(entry, 'content').length,
      })),
    };
  }, xml);
}

/** A date-time as RFC 3339 writes it (RFC 4287 §3.3). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/u;

describe.each([undefined, ...categories].map((c) => [pathOf(c), c] as const))(
  'the Atom feed at %s',
  (path, category) => {
    const url = `${ORIGIN}${path}`;
    let feed: ParsedFeed;
    beforeAll(async () => {
      const res = await fetch(`${harness.server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      feed = await parseAtom(await res.text());
    });

    it('is well-formed XML whose root is an Atom feed', () => {
      expect(feed.parseError).toBeNull();
      expect(feed.root).toBe('{http://www.w3.org/2005/Atom}feed');
    });

    it('has one id, title and updated, an author, a self link equal to its URL and an alternate page', () => {
      expect(feed.ids).toHaveLength(1);
      expect(feed.titles).toEqual([`${site.name}: ${category?.label ?? 'Insights'}`]);
      expect(feed.updated).toHaveLength(1);
      expect(feed.updated[0]).toMatch(RFC3339);
      expect(feed.authorNames).toEqual([site.name]);
      expect(feed.links.filter((l) => l.rel === 'self').map((l) => l.href)).toEqual([url]);
      expect(feed.links.filter((l) => l.rel === 'alternate')).toHaveLength(1);
    });

    it("makes every link absolute, in its elements and in its entries' content", () => {
      // At least each entry's link plus the links of its body (section links among them).
      expect(feed.references.length).toBeGreaterThan(feed.entries.length * 2);
      for (const reference of feed.references) expect(reference).toMatch(/^https:\/\/[^/]/u);
      for (const id of [...feed.ids, ...feed.entries.flatMap((e) => e.ids)])
        expect(id.startsWith(`${ORIGIN}/`)).toBe(true);
    });

    it(`holds the newest ${FEED_ENTRIES} of its articles, newest first, each entry complete`, () => {
      const expected = articles
        .filter((a) => category === undefined || a.category.slug === category.slug)
        .slice(0, FEED_ENTRIES);
      expect(expected.length).toBeGreaterThan(0);
      expect(feed.entries.length).toBeLessThanOrEqual(FEED_ENTRIES);
      expect(feed.entries.map((e) => e.ids[0])).toEqual(expected.map((a) => `${ORIGIN}${a.path}`));
      const updated = feed.entries.map((e) => e.updated[0]!);
      expect(updated).toEqual([...updated].sort().reverse());
      expect(feed.updated[0]).toBe(updated[0]);
      for (const [i, entry] of feed.entries.entries()) {
        const article = expected[i]!;
        expect(entry.ids).toHaveLength(1);
        expect(entry.titles).toEqual([article.title]);
        expect(entry.updated).toHaveLength(1);
        expect(entry.updated[0]).toMatch(RFC3339);
        expect(entry.published[0]).toMatch(RFC3339);
        expect(entry.links.filter((l) => l.rel === null || l.rel === 'alternate').map((l) => l.href)).toEqual([
          `${ORIGIN}${article.path}`,
        ]);
        expect(entry.categories).toEqual([{ term: article.category.slug, label: article.category.label }]);
        if (category !== undefined) expect(entry.categories[0]!.term).toBe(category.slug);
        expect(entry.summaries).toBe(1);
        expect(entry.contents).toBe(1);
      }
    });
  },
);

describe('feed URLs', () => {
  it('another spelling of a category feed redirects to it; an unknown category is 404', async () => {
    const get = (path: string) => fetch(`${harness.server.url}${path}`, { redirect: 'manual' });
    const redirect = await get('/insights/feed/Banking.xml');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/insights/feed/banking.xml');
    expect((await get('/insights//feed/legal.xml')).headers.get('location')).toBe('/insights/feed/legal.xml');
    expect((await get('/insights/feed/nope.xml')).status).toBe(404);
    expect((await get('/insights/feed/banking')).status).toBe(404);
  });

  it('are not in the sitemap', async () => {
    const sitemap = await (await fetch(`${harness.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('feed');
  });
});

describe('the lists link their feeds', () => {
  const lists = ['/insights', '/insights/all-articles', '/knowledge/all-articles'];
  const html = (path: string) => fetch(`${harness.server.url}${path}`).then((r) => r.text());
  /** The category feed links in a document's head. */
  const headFeeds = (document: string) =>
    [
      ...document
        .slice(0, document.indexOf('</head>'))
        .matchAll(
          /<link rel="alternate" type="application\/atom\+xml" href="(\/insights\/feed\/[^"]+)" title="([^"]+)">/gu,
        ),
    ].map((m) => [m[1], m[2]]);
  const followLinks = (document: string) =>
    [...document.matchAll(/<a class="filter__follow" href="([^"]+)" type="application\/atom\+xml">([^<]+)</gu)].map(
      (m) => [m[1], m[2]],
    );

  it.each(lists.flatMap((list) => categories.map((c) => [list, c.slug] as const)))(
    '%s?category=%s: in the head and beside the filter',
    async (list, slug) => {
      const category = categories.find((c) => c.slug === slug)!;
      const document = await html(`${list}?category=${category.slug}`);
      const feed = `/insights/feed/${category.slug}.xml`;
      expect(headFeeds(document)).toEqual([[feed, `${site.name}: ${category.label}`]]);
      expect(followLinks(document)).toEqual([[feed, 'Follow this topic']]);
    },
  );

  it.each(lists)('%s: the feed of every article', async (list) => {
    const document = await html(list);
    expect(headFeeds(document)).toEqual([]);
    expect(document).toContain(
      `<link rel="alternate" type="application/atom+xml" href="/insights/feed.xml" title="${site.name}: Insights">`,
    );
    expect(followLinks(document)).toEqual([['/insights/feed.xml', 'Follow all articles']]);
  });

  it('a list page that does not exist links no category feed, nor does a search', async () => {
    const missing = await fetch(`${harness.server.url}/insights/all-articles?category=banking&page=2`);
    expect(missing.status).toBe(404);
    expect(headFeeds(await missing.text())).toEqual([]);
    const search = await html('/search?q=bank&category=banking');
    expect(headFeeds(search)).toEqual([]);
    expect(followLinks(search)).toEqual([]);
  });

  it('without JavaScript, "Follow this topic" opens the feed', async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false });
    try {
      const list = await context.newPage();
      await list.goto(`${harness.server.url}/insights?category=licensing`);
      const [response] = await Promise.all([
        list.waitForEvent('response', (r) => r.url().endsWith('/insights/feed/licensing.xml')),
        list.getByRole('link', { name: /^Follow this topic/u }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    } finally {
      await context.close();
    }
  });

  it.each([375, 1280])('at %i px the link sits beside the filter, inside the page', async (width) => {
    const context = await harness.browser.newContext({ viewport: { width, height: 800 } });
    try {
      const list = await context.newPage();
      await list.goto(`${harness.server.url}/insights/all-articles?category=asset-protection`);
      const follow = list.locator('.filter__follow');
      const label = list.locator('.filter__label');
      const options = list.locator('.filter__options');
      expect(await follow.isVisible()).toBe(true);
      const [f, l, o] = await Promise.all([follow.boundingBox(), label.boundingBox(), options.boundingBox()]);
      // Above the options, clear of the label, inside the viewport, no page-wide scroll.
      expect(f!.y + f!.height).toBeLessThanOrEqual(o!.y);
      const overlaps =
        f!.x < l!.x + l!.width && l!.x < f!.x + f!.width && f!.y < l!.y + l!.height && l!.y < f!.y + f!.height;
      expect(overlaps).toBe(false);
      expect(f!.x + f!.width).toBeLessThanOrEqual(width);
      expect(f!.height).toBeGreaterThanOrEqual(24);
      expect(await list.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // On a wide screen it shares the label's row, at its end.
      if (width === 1280) expect(Math.abs(f!.y + f!.height / 2 - (l!.y + l!.height / 2))).toBeLessThan(4);
    } finally {
      await context.close();
    }
  });
});
