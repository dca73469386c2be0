import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../helpers/harness.js';

const harness = useServerAndBrowser();

/**
 * Cumulative Layout Shift (the Layout Instability API's layout-shift entries, summed) from
 * first paint through hydration, web-font swap and the card fade-ins.
 */
describe.each([375, 1280])('layout shift at %i px', (width) => {
  it.each(['/', '/insights/all-articles', '/insights/aml-kyc-2025', '/services/company-formation'])(
    '%s: none',
    async (path) => {
      const context = await harness.browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${harness.server.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await page.waitForTimeout(1500); // past the last card's fade-in
      const cls = await page.evaluate(() => (window as unknown as { __cls?: number }).__cls);
      // Zero as Lighthouse reports it (to three decimals): a web font that swaps in late on a
      // busy machine may move a wrapped line by a fraction of a pixel, nothing a reader sees.
      expect(cls).toBeLessThan(0.0005);
      await context.close();
    },
  );
});

/**
 * A browser may paint a document before its parser reaches the end of the top bar. Whatever the
 * bar shows then must stand where it stays once the items after it arrive: at each cut before one
 * of the bar's items, every item painted has its final box (or none is painted).
 */
const BAR_ITEMS = [
  'class="topbar__nav"',
  'class="topbar__search"',
  'class="lang-switch',
  'topbar__contact"',
  'class="mobile-menu"',
];
describe.each([375, 1280])('the top bar at %i px, painted mid-parse', (width) => {
  it.each(['/', '/ar', '/zh-hans'])('%s: no item moves when the ones after it arrive', async (path) => {
    const context = await harness.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const html = await (await fetch(`${harness.server.url}${path}`)).text();
    /** The bar's items after the wordmark as painted (class and border box), for those visible. The
     * wordmark stands at the start, where nothing after it can move it; its width may differ between
     * two loads by whether the optional web font made the first layout. */
    const painted = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.topbar__inner > :not(.wordmark)')].flatMap((el) => {
          const { x, y, width: w, height: h } = el.getBoundingClientRect();
          return getComputedStyle(el).visibility === 'visible' && w > 0 ? [{ item: el.className, x, y, w, h }] : [];
        }),
      );
    await page.goto(`${harness.server.url}${path}`);
    const whole = await painted();
    expect(whole.length).toBeGreaterThanOrEqual(2);
    for (const marker of BAR_ITEMS) {
      const cut = html.lastIndexOf('<', html.indexOf(marker));
      expect(cut, marker).toBeGreaterThan(html.indexOf('class="topbar__inner'));
      // The document as far as the parser had read: the stylesheet is inline, so it applies already.
      await page.setContent(html.slice(0, cut));
      for (const item of await painted())
        expect(item, `cut before ${marker}`).toEqual(whole.find((w) => w.item === item.item));
    }
    await context.close();
  });
});
