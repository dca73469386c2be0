import { describe, expect, it } from 'vitest';
import { setTimeout as delay } from 'node:timers/promises';
import { articles } from '../../shared/content/articles/catalogue.js';
import type { EngineName } from './drivers/index.js';
import {
  browserHead,
  cardHrefs,
  markerAlive,
  plantMarker,
  serverHead,
  useEngine,
  useServer,
  visible,
} from './harness.js';

/**
 * The part of the browser suites that must hold in every engine, run in Chromium, Firefox ESR
 * and WebKitGTK alike through one driver interface (./drivers): hydration without console
 * problems, client navigation and its head tags, the category filter and pagination, the 404
 * page, the mobile menu, prefetch on intent and the search box.
 */
const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];

/** Time a pointer rests on a link: well past the 65 ms after which a hover counts as intent. */
const DWELL_MS = 300;

const ctx = useServer();

const featured = articles.find((a) => a.featured)!;
const byPath = (path: string) => articles.find((a) => a.path === path);

describe.each(ENGINES)('%s', (name) => {
  const open = useEngine(name, ctx);

  it.each(['/', '/about', featured.path, '/insights/all-articles', '/search?q=visa'])(
    '%s hydrates with no console errors or warnings',
    async (path) => {
      const p = await open(path);
      expect(await p.problems()).toEqual([]);
    },
  );

  it('follows a card link from the home page on the client and scrolls to the top', async () => {
    const p = await open('/');
    const href = (await cardHrefs(p))[0]!;
    const card = `.article-card__title a[href="${href}"]`;
    await plantMarker(p);
    await p.evaluate((s) => document.querySelector(s)!.scrollIntoView({ block: 'center' }), card);
    expect(await p.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await p.click(card);
    await expect.poll(() => p.url()).toBe(`${ctx.server.url}${href}`);
    await expect.poll(() => p.text('h1')).toBe(byPath(href)!.title);
    await expect.poll(() => p.evaluate(() => window.scrollY)).toBe(0);
    expect(await markerAlive(p)).toBe(true);
  });

  it('after a client navigation, the head tags equal what the server sends for the URL', async () => {
    const p = await open('/insights/all-articles');
    const href = (await cardHrefs(p)).find((h) => h.startsWith('/knowledge/'))!;
    const expected = await serverHead(`${ctx.server.url}${href}`);
    expect(expected.title).toBeTruthy();
    expect(await browserHead(p)).not.toEqual(expected);
    await plantMarker(p);
    await p.click(`.article-card__title a[href="${href}"]`);
    await expect.poll(() => browserHead(p)).toEqual(expected);
    expect(await p.url()).toBe(`${ctx.server.url}${href}`);
    expect(await markerAlive(p)).toBe(true);
  });

  it('filters /insights/all-articles by category on the client', async () => {
    const p = await open('/insights/all-articles');
    const legal = 'a.button--filter[href="/insights/all-articles?category=legal"]';
    const all = 'a.button--filter[href="/insights/all-articles"]';
    const legalPaths = articles.filter((a) => a.category.slug === 'legal').map((a) => a.path);
    expect((await cardHrefs(p)).length).toBeGreaterThan(legalPaths.length);
    expect(await p.attribute(all, 'aria-current')).toBe('true');
    await plantMarker(p);
    await p.click(legal);
    await expect.poll(() => p.url()).toBe(`${ctx.server.url}/insights/all-articles?category=legal`);
    await expect.poll(async () => (await cardHrefs(p)).sort()).toEqual([...legalPaths].sort());
    expect(await p.attribute(legal, 'aria-current')).toBe('true');
    expect(await p.attribute(all, 'aria-current')).toBeNull();
    expect(await markerAlive(p)).toBe(true);
  });

  it('pages through search results with rel=next on the client', async () => {
    const api = (await (await fetch(`${ctx.server.url}/api/search?q=the`)).json()) as { pages: number };
    // Pagination needs a second page of results; the word must stay common enough for that.
    expect(api.pages).toBeGreaterThan(1);
    const p = await open('/search?q=the');
    expect(await p.text('.pagination__status')).toBe(`Page 1 of ${api.pages}`);
    const firstResult = await p.attribute('.result__title a', 'href');
    await plantMarker(p);
    await p.click('.pagination a[rel="next"]');
    await expect.poll(async () => new URL(await p.url()).searchParams.get('page')).toBe('2');
    expect(new URL(await p.url()).searchParams.get('q')).toBe('the');
    await expect.poll(() => p.text('.pagination__status')).toBe(`Page 2 of ${api.pages}`);
    expect(await p.attribute('.result__title a', 'href')).not.toBe(firstResult);
    expect(await markerAlive(p)).toBe(true);
  });

  it('shows the 404 page with no menu item marked current', async () => {
    const p = await open('/no-such-page');
    expect(await p.text('#root')).toContain('Oops! Page not found');
    expect(await p.count('nav [aria-current], nav .is-active')).toBe(0);
    // The page reports the missing path on the console (and Chromium the 404 status), nothing
    // else; that report reaching the test also shows that the engine's console capture works.
    const reported = (lines: string[]) =>
      lines.some((line) => line.startsWith('error: ') && line.includes('/no-such-page'));
    await expect.poll(async () => reported(await p.problems())).toBe(true);
    expect((await p.problems()).filter((line) => !/404/u.test(line))).toEqual([]);
  });

  it('at 375 px the menu button opens the panel, and a link in it navigates and closes it', async () => {
    const p = await open('/', 375);
    const panel = '#mobile-menu-panel';
    const isOpen = () => p.evaluate(() => document.querySelector<HTMLDetailsElement>('details.mobile-menu')!.open);
    expect(await visible(p, panel)).toBe(false);
    await plantMarker(p);
    await p.click('.mobile-menu__button');
    await expect.poll(() => visible(p, panel)).toBe(true);
    expect(await isOpen()).toBe(true);
    await p.click(`${panel} a[href="/knowledge-center"]`);
    await expect.poll(() => p.url()).toBe(`${ctx.server.url}/knowledge-center`);
    await expect.poll(() => visible(p, panel)).toBe(false);
    expect(await isOpen()).toBe(false);
    expect(await markerAlive(p)).toBe(true);
  });

  it('prefetches a hovered link once (chunk and data), and never a mailto: or off-site link', async () => {
    const p = await open('/insights');
    const hrefs = await cardHrefs(p);
    const [first, second] = hrefs.filter((h) => h.startsWith('/insights/'));
    const third = hrefs.find((h) => h.startsWith('/knowledge/'));
    if (first === undefined || second === undefined || third === undefined) throw new Error(`cards: ${hrefs.join()}`);
    const chunk = /\/assets\/chunks\/Article-[\w-]+\.js$/u;
    const data = (href: string) => new RegExp(`/assets/data/[^/]+/article/${href.split('/').pop()!}\\.json$`, 'u');
    const matching = async (since: number, pattern: RegExp) =>
      (await p.requestsSince(since)).filter((url) => pattern.test(url)).length;
    // The cards' page data loads on intent only. Their page chunk may have loaded already: the
    // links in view load it once the browser is idle.
    expect(await matching(0, data(first))).toBe(0);

    await p.hover(`.article-card__title a[href="${first}"]`);
    await expect.poll(async () => [await matching(0, chunk), await matching(0, data(first))]).toEqual([1, 1]);

    // Off the link and onto it again: the second hover must request nothing new.
    await p.hover('h1');
    const again = await p.mark();
    await p.hover(`.article-card__title a[href="${first}"]`);
    await delay(DWELL_MS);
    // A hover on another card is the barrier: once its data has arrived, anything the repeated
    // hover started has had time to show too. (Other requests may show: scrolling to that card
    // can slide another link under the resting pointer, which is intent as well.)
    await p.hover(`.article-card__title a[href="${second}"]`);
    await expect.poll(() => matching(again, data(second))).toBe(1);
    expect([await matching(again, chunk), await matching(again, data(first))]).toEqual([0, 0]);

    // A mailto: link and a link to another site whose path is one of this site's pages (a
    // prefetch that ignored the origin would fetch that page's data from here).
    await p.evaluate(() => {
      const link = document.createElement('a');
      link.id = 'engines-offsite';
      link.href = 'https://elsewhere.example/legal/terms-of-use';
      link.textContent = 'Elsewhere';
      Object.assign(link.style, { position: 'fixed', left: '16px', top: '50%', zIndex: '2147483647', padding: '16px' });
      link.style.background = '#fff';
      document.body.append(link);
    });
    const mailto = 'a[href^="mailto:"].topbar__contact';
    expect(await p.attribute(mailto, 'href')).toMatch(/^mailto:/u);
    const later = await p.mark();
    await p.hover(mailto);
    await delay(DWELL_MS);
    await p.hover('#engines-offsite');
    await delay(DWELL_MS);
    await p.hover(`.article-card__title a[href="${third}"]`);
    await expect.poll(() => matching(later, data(third))).toBe(1);
    // Its page data, which only intent loads (the Legal chunk may load for a footer link in view).
    const legal = /\/assets\/data\/[^/]+\/legal\/terms-of-use\.json$/u;
    expect(await matching(later, legal)).toBe(0);
    const everything = await p.requestsSince(0);
    expect(everything.filter((url) => !url.startsWith(`${ctx.server.url}/`))).toEqual([]);
  });

  it('a page a hover rendered ahead turns inert at the first key press, before the key acts', async () => {
    const p = await open('/');
    const link = `.article-card a[href="${featured.path}"]`;
    await p.hover(link);
    await p.waitFor(
      'the page rendered ahead',
      (title) => {
        const ahead = document.querySelector('[data-ahead]');
        return ahead !== null && [...ahead.querySelectorAll('h1')].some((h) => h.textContent === title);
      },
      featured.title,
    );
    expect(await p.attribute('[data-ahead]', 'inert')).toBeNull();
    // A listener after the site's own sees the page as the key's default action will.
    await p.evaluate(() => {
      const w = window as unknown as { inertAtKey: boolean[] };
      w.inertAtKey = [];
      window.addEventListener('keydown', () =>
        w.inertAtKey.push(document.querySelector<HTMLElement>('[data-ahead]')!.inert),
      );
    });
    await p.press('Tab');
    expect(await p.evaluate(() => (window as unknown as { inertAtKey: boolean[] }).inertAtKey)).toEqual([true]);
    expect(await p.attribute('[data-ahead]', 'inert')).toBe('');
    expect(await p.evaluate(() => document.activeElement?.closest('[data-ahead]') === null)).toBe(true);
  });

  it('on /insights the search box shows results as you type, and ArrowDown, Enter opens one on the client', async () => {
    const p = await open('/insights');
    const options = '[role="listbox"] [role="option"]';
    await plantMarker(p);
    await p.type('#insights-search', 'golden visa');
    await expect.poll(() => p.count(options)).toBeGreaterThan(0);
    expect(await p.url()).toBe(`${ctx.server.url}/insights`);
    await p.press('ArrowDown');
    await expect.poll(() => p.attribute(options, 'aria-selected')).toBe('true');
    const title = await p.text(`${options}[aria-selected="true"] .instant__title`);
    expect(title).toBeTruthy();
    await p.press('Enter');
    await expect.poll(() => p.text('h1')).toBe(title);
    expect(await p.url()).not.toBe(`${ctx.server.url}/insights`);
    expect(await markerAlive(p)).toBe(true);
  });
});
