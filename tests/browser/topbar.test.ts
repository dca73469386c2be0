import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useServerAndBrowser } from '../helpers/harness.js';

/*
 * The top bar is fixed: what runs past its edge adds nothing to the page's scroll width, so no
 * overflow check elsewhere sees it. Here every item it shows must lie inside the bar's content box,
 * side by side, at phone, tablet and desktop widths, and on both sides of the full menu's breakpoint.
 */
const harness = useServerAndBrowser();
const WIDTHS = [320, 375, 640, 1024, 1247, 1248, 1280, 1366, 1440, 1920];

describe.each([
  ['/', 'English'],
  ['/ar', 'العربية'],
  ['/zh-hans', '简体中文'],
])('the top bar of %s', (path, languageName) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await harness.browser.newContext({ viewport: { width: 1280, height: 600 } });
    page = await context.newPage();
    await page.goto(`${harness.server.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  });
  afterAll(() => context.close());

  it.each(WIDTHS)('at %i px shows its items inside its content box, none overlapping', async (width) => {
    await page.setViewportSize({ width, height: 600 });
    const layout = await page.evaluate(() => {
      const inner = document.querySelector('.topbar__inner')!;
      const style = getComputedStyle(inner);
      const box = inner.getBoundingClientRect();
      const items = [...inner.children]
        .map((el) => ({ name: el.className, rect: el.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0)
        .map(({ name, rect }) => ({ name, left: rect.left, right: rect.right }))
        .sort((a, b) => a.left - b.left);
      return {
        start: box.left + parseFloat(style.paddingLeft),
        end: box.right - parseFloat(style.paddingRight),
        items,
      };
    });
    // The wordmark, search, the globe and the menu button (phone), Contact Us (tablet), the links (desktop).
    expect(layout.items.length).toBeGreaterThanOrEqual(width < 640 ? 3 : 5);
    for (const item of layout.items) {
      expect(item.left, `${item.name} starts inside the bar`).toBeGreaterThanOrEqual(layout.start - 0.5);
      expect(item.right, `${item.name} ends inside the bar`).toBeLessThanOrEqual(layout.end + 0.5);
    }
    for (const [a, b] of layout.items.slice(1).map((item, i) => [layout.items[i]!, item] as const))
      expect(b.left, `${a.name} and ${b.name} side by side`).toBeGreaterThanOrEqual(a.right);
  });

  it('names the language globe with the page’s language, for a screen reader', async () => {
    await page.setViewportSize({ width: 1280, height: 600 });
    expect(await page.locator('.lang-switch__button').textContent()).toContain(languageName);
  });
});
