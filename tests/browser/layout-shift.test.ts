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
 * A phone may paint a document before its parser reaches the end of the top bar: the search
 * link must already stand where it stays when the menu button after it has not been parsed.
 */
describe('the top bar on a phone, painted mid-parse', () => {
  it.each(['/', '/ar', '/zh-hans'])('%s: the search link does not move when the menu button arrives', async (path) => {
    const context = await harness.browser.newContext({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const html = await (await fetch(`${harness.server.url}${path}`)).text();
    const cut = html.indexOf('<details class="lang-switch');
    expect(cut).toBeGreaterThan(html.indexOf('class="topbar__search"'));
    const box = async () => page.locator('.topbar__search').boundingBox();
    await page.goto(`${harness.server.url}${path}`);
    const whole = await box();
    // The document as far as the parser had read: the stylesheet is inline, so it applies already.
    await page.setContent(html.slice(0, cut));
    expect(await page.locator('.mobile-menu').count()).toBe(0);
    expect(await box()).toEqual(whole);
    await context.close();
  });
});
