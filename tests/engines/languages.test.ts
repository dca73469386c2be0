import { describe, expect, it } from 'vitest';
import { decodeHTML } from 'entities';
import { articles } from '../../shared/content/articles/catalogue.js';
import { localePath, locales, type Lang } from '../../shared/i18n/locales.js';
import type { SearchResults } from '../../shared/search.js';
import type { EngineName, EnginePage } from './drivers/index.js';
import { browserHead, markerAlive, plantMarker, serverHead, useEngine, useServer, visible } from './harness.js';

/**
 * The Arabic and Chinese sites in Chromium, Firefox ESR and WebKitGTK: hydration without console
 * problems, the language switcher keeping the page, client navigation keeping the language and
 * the head tags, the right-to-left layout at 375 and 1280 px, and search as you type.
 */
const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];
const LANGS = ['ar', 'zh-Hans'] as const satisfies readonly Lang[];

/** A word each language's index holds for its residency pages (Arabic with the hamza, as written). */
const RESIDENCY: Record<(typeof LANGS)[number], string> = { ar: 'الإقامة', 'zh-Hans': '签证' };
/** The same Arabic word as readers often type it, without the hamza: search treats both alike. */
const RESIDENCY_TYPED: Record<(typeof LANGS)[number], string> = { ar: 'الاقامة', 'zh-Hans': '签证' };
/** Letters of each language's script, to tell a translated title from an English one. */
const SCRIPT: Record<(typeof LANGS)[number], RegExp> = { ar: /\p{Script=Arabic}/u, 'zh-Hans': /\p{Script=Han}/u };
/** A query with two pages of results in both languages' indexes. */
const TWO_PAGES = '2025';

const ctx = useServer();
const at = (path: string) => `${ctx.server.url}${path}`;
const translated = articles.find((a) => a.translatedInto?.includes('ar') && a.translatedInto.includes('zh-Hans'))!;

/** The language and direction of the document now, and its first heading's text. */
const documentRead = (page: EnginePage) =>
  page.evaluate(() => ({
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
    h1: document.querySelector('main h1')?.textContent ?? null,
  }));

/** The same three as the server's document for `path` has them. */
async function serverDocument(path: string): Promise<{ lang: string | null; dir: string | null; h1: string | null }> {
  const html = await (await fetch(at(path))).text();
  const root = /<html\b([^>]*)>/u.exec(html)?.[1] ?? '';
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/u.exec(html)?.[1];
  return {
    lang: /\blang="([^"]*)"/u.exec(root)?.[1] ?? null,
    dir: /\bdir="([^"]*)"/u.exec(root)?.[1] ?? null,
    h1: h1 === undefined ? null : decodeHTML(h1.replace(/<[^>]*>/gu, '')),
  };
}

/** A language's search hits as the server's endpoint gives them. */
async function searchHits(lang: Lang, q: string): Promise<SearchResults['hits']> {
  const url = at(`${localePath(lang, '/api/search')}?${new URLSearchParams({ q }).toString()}`);
  return ((await (await fetch(url)).json()) as SearchResults).hits;
}

/** Every switcher link in the document (top bar, menu, footer) as "hreflang href". */
const switcherLinks = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[hreflang]')].map((a) => `${a.getAttribute('hreflang')} ${a.getAttribute('href')}`),
  );

/** Waits for the document a full load brings to hydrate. */
const hydrated = (page: EnginePage) =>
  page.waitFor('hydration', () => document.documentElement.dataset.hydrated === 'true', undefined, 30_000);

/** Box edges in CSS pixels from the viewport's left. */
type Edges = { left: number; right: number };

/**
 * The right-to-left layout as the page lays it out now: direction, overflow (the scroll width,
 * and any shown element reaching past either edge, which a right-to-left document cannot scroll
 * to on the right), the top bar's inline start and the wordmark's and menu button's edges.
 */
const rtlLayout = (page: EnginePage) =>
  page.evaluate(() => {
    const html = document.documentElement;
    const edges = (selector: string): Edges => {
      const { left, right } = document.querySelector(selector)!.getBoundingClientRect();
      return { left, right };
    };
    const clientWidth = html.clientWidth;
    // A box inside one that clips its overflow (a scroller, a visually hidden label) shows nothing outside.
    const clipped = (element: Element) => {
      for (let e = element.parentElement; e !== null && e !== document.body; e = e.parentElement) {
        if (getComputedStyle(e).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = [...document.body.querySelectorAll('*')]
      .filter((e) => {
        const { left, right, width } = e.getBoundingClientRect();
        return width > 0 && (left < -1 || right > clientWidth + 1) && e.checkVisibility() && !clipped(e);
      })
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
    const bar = document.querySelector('.topbar__inner')!;
    return {
      dir: html.dir,
      direction: getComputedStyle(html).direction,
      clientWidth,
      scrollWidth: html.scrollWidth,
      outside,
      barStart: bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight),
      wordmark: edges('.wordmark'),
      menuButton: edges('.mobile-menu__button'),
    };
  });

/** The mobile menu panel's edges and its first link's words' edges. */
const menuLayout = (page: EnginePage) =>
  page.evaluate(() => {
    const panel = document.querySelector('#mobile-menu-panel')!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('#mobile-menu-panel .nav-link')!);
    const words = range.getBoundingClientRect();
    return { panel: { left: panel.left, right: panel.right }, words: { left: words.left, right: words.right } };
  });

describe.each(ENGINES)('%s', (name) => {
  const open = useEngine(name, ctx);

  const pages = LANGS.flatMap((lang) =>
    [
      '/',
      translated.path,
      '/insights/all-articles?category=banking',
      '/services/migration-residency',
      `/search?q=${encodeURIComponent(RESIDENCY[lang])}`,
    ].map((path) => localePath(lang, path)),
  );
  it.each(pages)('%s hydrates with no console errors or warnings, as the server sent it', async (path) => {
    const p = await open(path);
    expect(await p.problems()).toEqual([]);
    // A mismatch React recovered from by rendering on the client could change the words or the root.
    expect(await documentRead(p)).toEqual(await serverDocument(path));
  });

  it('the top bar’s switcher follows a category chosen on the client and opens that list in Chinese', async () => {
    const p = await open('/ar/insights/all-articles');
    const chinese = '.topbar .lang-switch__panel a[hreflang="zh-Hans"]';
    expect(await p.attribute(chinese, 'href')).toBe('/zh-hans/insights/all-articles');
    await plantMarker(p);
    await p.click('a.button--filter[href="/ar/insights/all-articles?category=banking"]');
    await expect.poll(() => p.url()).toBe(at('/ar/insights/all-articles?category=banking'));
    expect(await markerAlive(p)).toBe(true);
    await expect.poll(() => p.attribute(chinese, 'href')).toBe('/zh-hans/insights/all-articles?category=banking');
    await p.click('.topbar .lang-switch__button');
    await p.click(chinese);
    await expect.poll(() => p.url()).toBe(at('/zh-hans/insights/all-articles?category=banking'));
    await hydrated(p);
    expect(await documentRead(p)).toMatchObject({ lang: 'zh-Hans', dir: 'ltr' });
    const banking = 'a.button--filter[href="/zh-hans/insights/all-articles?category=banking"]';
    expect(await p.attribute(banking, 'aria-current')).toBe('true');
  });

  it('the footer’s switcher keeps the query and the page of search results chosen on the client', async () => {
    const q = encodeURIComponent(TWO_PAGES);
    const p = await open(`/zh-hans/search?q=${q}`);
    await plantMarker(p);
    await p.click('.pagination a[rel="next"]');
    await expect.poll(() => p.url()).toBe(at(`/zh-hans/search?q=${q}&page=2`));
    expect(await markerAlive(p)).toBe(true);
    // Each switcher (top bar, menu, footer) names the same page in the other languages.
    await expect
      .poll(async () => [...new Set(await switcherLinks(p))].sort())
      .toEqual([`ar /ar/search?q=${q}&page=2`, `en-GB /search?q=${q}&page=2`]);
    expect(await switcherLinks(p)).toHaveLength(6);
    await p.click('.footer .lang-switch a[hreflang="ar"]');
    await expect.poll(() => p.url()).toBe(at(`/ar/search?q=${q}&page=2`));
    await hydrated(p);
    expect(await documentRead(p)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(await p.count('.pagination a[rel="prev"]')).toBe(1);
    expect(await p.count('.pagination a[rel="next"]')).toBe(0);
    expect(await p.count('.result__title a[href^="/ar/"]')).toBeGreaterThan(0);
  });

  it('a click from an Arabic list to an article keeps lang and dir, and the head tags match the server’s', async () => {
    const p = await open('/ar/insights/all-articles');
    const href = localePath('ar', translated.path);
    const expected = await serverHead(at(href));
    expect(expected.alternates).toHaveLength(4);
    // The article's own card in Arabic, named by its Arabic title, where the list shows the site's.
    expect(expected.ogImage).toContain(`/assets/og/ar/${translated.id}-`);
    expect(expected.ogImageAlt).toMatch(SCRIPT.ar);
    expect((await browserHead(p)).ogImage).toContain('/assets/og/site-');
    await plantMarker(p);
    await p.click(`.article-card__title a[href="${href}"]`);
    await expect.poll(() => browserHead(p)).toEqual(expected);
    expect(await p.url()).toBe(at(href));
    expect(await documentRead(p)).toEqual(await serverDocument(href));
    expect(await markerAlive(p)).toBe(true);
  });

  it('a click from the Chinese insights to search drops the other versions and their Open Graph locales', async () => {
    const p = await open('/zh-hans/insights');
    const href = '/zh-hans/search';
    const expected = await serverHead(at(href));
    expect(expected.alternates).toEqual([]);
    expect(expected.ogLocaleAlternates).toEqual([]);
    expect((await browserHead(p)).ogLocaleAlternates).toEqual(['ar_AE', 'en_GB']);
    await plantMarker(p);
    await p.click(`.topbar__search[href="${href}"]`);
    await expect.poll(() => p.url()).toBe(at(href));
    await expect.poll(() => browserHead(p)).toEqual(expected);
    expect(await markerAlive(p)).toBe(true);
  });

  it('a click from Chinese search results to a service page keeps lang, and the head tags match the server’s', async () => {
    // 移民 (migration): the service page is the first result, in view without scrolling in every engine.
    const p = await open(`/zh-hans/search?q=${encodeURIComponent('移民')}`);
    const href = '/zh-hans/services/migration-residency';
    const expected = await serverHead(at(href));
    // The search page has no language versions; the service page has three and x-default.
    expect((await browserHead(p)).alternates).toEqual([]);
    expect(expected.alternates).toHaveLength(4);
    await plantMarker(p);
    await p.click(`.result__title a[href="${href}"]`);
    await expect.poll(() => browserHead(p)).toEqual(expected);
    expect(await p.url()).toBe(at(href));
    expect(await documentRead(p)).toEqual(await serverDocument(href));
    expect(await markerAlive(p)).toBe(true);
  });

  it.each([
    [1280, '/ar'],
    [375, '/ar/insights/all-articles'],
  ])('at %i px %s reads right to left: wordmark at the right, nothing past either edge', async (width, path) => {
    const p = await open(path, width);
    const layout = await rtlLayout(p);
    expect(layout).toMatchObject({ dir: 'rtl', direction: 'rtl', outside: [] });
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
    expect(Math.abs(layout.wordmark.right - layout.barStart)).toBeLessThanOrEqual(1);
    expect(layout.wordmark.left).toBeGreaterThan(width / 2 - (layout.wordmark.right - layout.wordmark.left));
  });

  it('at 375 px the Arabic menu button sits at the left and its panel opens from the right', async () => {
    const p = await open('/ar', 375);
    const closed = await rtlLayout(p);
    expect(closed).toMatchObject({ dir: 'rtl', outside: [] });
    expect(closed.scrollWidth).toBeLessThanOrEqual(closed.clientWidth);
    expect(Math.abs(closed.wordmark.right - closed.barStart)).toBeLessThanOrEqual(1);
    expect(closed.menuButton.right).toBeLessThan(closed.wordmark.left);
    await p.click('.mobile-menu__button');
    await expect.poll(() => visible(p, '#mobile-menu-panel')).toBe(true);
    const { panel, words } = await menuLayout(p);
    expect(Math.abs(panel.right - closed.clientWidth)).toBeLessThanOrEqual(1);
    // The first link's words begin at the panel's right, less its padding, and end well before its left.
    expect(panel.right - words.right).toBeLessThan(48);
    expect(words.left - panel.left).toBeGreaterThan(48);
    const opened = await rtlLayout(p);
    expect(opened.outside).toEqual([]);
    expect(opened.scrollWidth).toBeLessThanOrEqual(opened.clientWidth);
  });

  it.each(LANGS)(
    'in %s, results come as you type, the same for either spelling, and Enter shows them all',
    async (lang) => {
      const p = await open(localePath(lang, '/insights'));
      const expected = (await searchHits(lang, RESIDENCY[lang])).slice(0, 5);
      expect(expected.map((hit) => hit.url)).toContain('/services/migration-residency');
      expect(expected.every((hit) => SCRIPT[lang].test(hit.title))).toBe(true);
      await plantMarker(p);
      await p.type('#insights-search', RESIDENCY_TYPED[lang]);
      const titles = () =>
        p.evaluate(() => [...document.querySelectorAll('[role="option"] .instant__title')].map((e) => e.textContent));
      // The hits, then one option for all results.
      await expect.poll(async () => (await titles()).slice(0, -1)).toEqual(expected.map((hit) => hit.title));
      expect(await p.url()).toBe(at(localePath(lang, '/insights')));
      // Enter with no option chosen submits the box: the language's search page, on the client.
      await p.press('Enter');
      const search = `${localePath(lang, '/search')}?q=${encodeURIComponent(RESIDENCY_TYPED[lang])}`;
      await expect.poll(() => p.url()).toBe(at(search));
      const service = `.result__title a[href="${localePath(lang, '/services/migration-residency')}"]`;
      await expect.poll(() => p.count(service)).toBe(1);
      expect(await p.text(service)).toMatch(SCRIPT[lang]);
      expect(await documentRead(p)).toMatchObject({ lang: locales[lang].htmlLang, dir: locales[lang].dir });
      expect(await markerAlive(p)).toBe(true);
    },
  );
});
