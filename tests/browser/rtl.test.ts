import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useServerAndBrowser } from '../helpers/harness.js';

const harness = useServerAndBrowser();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Opens a path at a viewport width and waits for hydration. */
async function open(path: string, width: number): Promise<Page> {
  context = await harness.browser.newContext({ viewport: { width, height: 812 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${harness.server.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

/** An element's border box in CSS pixels, from the viewport's left edge. */
type Box = { left: number; right: number; top: number; bottom: number };
const box = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const { left, right, top, bottom } = el.getBoundingClientRect();
      return { left, right, top, bottom };
    });

/** A scaleX(-1) transform as the computed style gives it. */
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

// Logical properties alone mirror the layout: the start side, where the wordmark and the text
// begin, is the right in Arabic.
describe.each([375, 1280])('Arabic pages at %i px read right to left', (width) => {
  it.each(['/ar', '/ar/insights/all-articles'])(
    '%s: dir, wordmark at the right, no overflow, mirrored arrows',
    async (path) => {
      const page = await open(path, width);
      const html = await page.evaluate(() => ({
        dir: document.documentElement.dir,
        direction: getComputedStyle(document.documentElement).direction,
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(html.dir).toBe('rtl');
      expect(html.direction).toBe('rtl');
      expect(html.scrollWidth).toBeLessThanOrEqual(html.clientWidth);

      // The bar's content box ends where its inline-start padding begins, at the right.
      const barEnd = await page
        .locator('.topbar__inner')
        .evaluate((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight));
      const wordmark = await box(page, '.wordmark');
      expect(Math.abs(wordmark.right - barEnd)).toBeLessThanOrEqual(1);
      expect(wordmark.left).toBeGreaterThan(width / 2 - (wordmark.right - wordmark.left));

      // Arrows that point along the line turn round; icons that do not (search) stay as drawn.
      const arrows = await page
        .locator('.icon--directional')
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).transform));
      expect(arrows.length).toBeGreaterThan(0);
      expect(arrows.every((t) => t === MIRRORED)).toBe(true);
      expect(await page.locator('.topbar__search .icon').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    },
  );
});

describe('right-to-left menus and pagination', () => {
  it('opens the mobile menu at 375 px against the right edge, its links starting at the right', async () => {
    const page = await open('/ar', 375);
    await page.locator('.mobile-menu__button').click();
    await expect.poll(() => page.locator('.mobile-menu__panel').isVisible()).toBe(true);
    const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
    const panel = await box(page, '.mobile-menu__panel');
    expect(Math.abs(panel.right - clientWidth)).toBeLessThanOrEqual(1);
    // The first link's words end at the panel's inline start, less its padding, not at its left.
    const words = await page
      .locator('.mobile-menu__panel .nav-link')
      .first()
      .evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const { left, right } = range.getBoundingClientRect();
        return { left, right };
      });
    expect(panel.right - words.right).toBeLessThan(48);
    expect(words.left - panel.left).toBeGreaterThan(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(clientWidth);
  });

  it('opens the services menu at 1280 px from its toggle’s right edge, inside the window', async () => {
    const page = await open('/ar', 1280);
    await page.locator('.dropdown summary').click();
    await expect.poll(() => page.locator('.dropdown__menu').isVisible()).toBe(true);
    const toggle = await box(page, '.dropdown summary');
    const menu = await box(page, '.dropdown__menu');
    expect(Math.abs(menu.right - toggle.right)).toBeLessThanOrEqual(1);
    expect(menu.left).toBeGreaterThanOrEqual(0);
  });

  it('puts Previous at the right and Next at the left, arrows pointing outwards', async () => {
    // The Arabic index holds more than one page of results for "companies": the first has Next, the second Previous.
    const companies = encodeURIComponent('الشركات');
    const first = await open(`/ar/search?q=${companies}`, 375);
    const next = await box(first, '.pagination [rel="next"]');
    // Nearer the left edge than the right.
    expect(next.left).toBeLessThan(375 - next.right);
    const second = await open(`/ar/search?q=${companies}&page=2`, 375);
    const previous = await box(second, '.pagination [rel="prev"]');
    expect(375 - previous.right).toBeLessThan(previous.left);
    for (const page of [first, second]) {
      const arrows = await page
        .locator('.pagination .icon--directional')
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).transform));
      expect(arrows.length).toBeGreaterThan(0);
      for (const transform of arrows) expect(transform).toBe(MIRRORED);
    }
  });

  it('leaves English pages left to right, arrows as drawn', async () => {
    const page = await open('/', 1280);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('ltr');
    const wordmark = await box(page, '.wordmark');
    expect(wordmark.right).toBeLessThan(640);
    const arrows = await page
      .locator('.icon--directional')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).transform));
    expect(arrows.length).toBeGreaterThan(0);
    expect(arrows.every((t) => t === 'none')).toBe(true);
  });
});

describe('Latin-script runs in Arabic text', () => {
  it('an English query keeps its order in the Arabic results line and reads left to right in the box', async () => {
    const page = await open(`/ar/search?q=${encodeURIComponent('2025 VARA')}`, 375);
    // Left to right on screen as typed, though the line runs right to left: the query is isolated.
    const lefts = await page.locator('.count').evaluate((el) => {
      const text = el.firstChild!;
      const left = (word: string) => {
        const range = document.createRange();
        const start = text.textContent!.indexOf(word);
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        return range.getBoundingClientRect().left;
      };
      return [left('2025'), left('VARA')];
    });
    expect(lefts[0]).toBeLessThan(lefts[1]!);
    const box = page.locator('#search-page-q');
    const dir = () => box.evaluate((el) => (el.matches(':dir(rtl)') ? 'rtl' : 'ltr'));
    expect(await dir()).toBe('ltr');
    await box.fill('بنك 2025');
    expect(await dir()).toBe('rtl');
    // Empty, the box keeps the page's direction: its placeholder and caret start at the right.
    await box.fill('');
    expect(await dir()).toBe('rtl');
  });
});

describe('Arabic category feeds', () => {
  it("a list links its category's Arabic feed in the head and beside the filter, kept current as it changes", async () => {
    /** The document's Atom links as [href, title], sorted by href. */
    const feeds = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')]
          .map((l) => [l.getAttribute('href'), l.getAttribute('title')])
          .sort(),
      );
    const follow = (page: Page) => page.locator('.filter__follow').getAttribute('href');
    const all = ['/ar/insights/feed.xml', '\u2068Aldermere Advisory\u2069: \u2068رؤى وتحليلات\u2069'];
    const page = await open('/ar/insights/all-articles?category=legal', 1280);
    expect(await feeds(page)).toEqual([
      all,
      ['/ar/insights/feed/legal.xml', '\u2068Aldermere Advisory\u2069: \u2068الشؤون القانونية\u2069'],
    ]);
    expect(await follow(page)).toBe('/ar/insights/feed/legal.xml');
    await page.locator('.filter__options').getByRole('link', { name: 'الخدمات المصرفية', exact: true }).click();
    await page.waitForURL('**/ar/insights/all-articles?category=banking');
    await expect
      .poll(() => feeds(page))
      .toEqual([
        all,
        ['/ar/insights/feed/banking.xml', '\u2068Aldermere Advisory\u2069: \u2068الخدمات المصرفية\u2069'],
      ]);
    expect(await follow(page)).toBe('/ar/insights/feed/banking.xml');
    await page.locator('.filter__options').getByRole('link', { name: 'الكل', exact: true }).click();
    await page.waitForURL('**/ar/insights/all-articles');
    await expect.poll(() => feeds(page)).toEqual([all]);
    expect(await follow(page)).toBe('/ar/insights/feed.xml');
  });
});

describe('Arabic navigation', () => {
  it('a click to the home page from another Arabic page shows its featured cards, words and page data apart', async () => {
    const page = await open('/ar/about', 1280);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Links in view load their pages' chunks and words at idle: the home page's `home` words among them.
    await page.waitForTimeout(2500);
    await page.locator('a.wordmark').click();
    await page.waitForURL(/\/ar\/?$/u);
    await expect.poll(() => page.locator('.page:not([data-ahead]) .article-card').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
