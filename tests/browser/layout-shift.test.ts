import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/chromium.js';
import { startServer, type RunningServer } from '../helpers/server.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Cumulative Layout Shift (the Layout Instability API's layout-shift entries, summed) from
 * first paint through hydration, web-font swap and the card fade-ins.
 */
describe.each([375, 1280])('layout shift at %i px', (width) => {
  it.each(['/', '/insights/all-articles', '/insights/aml-kyc-2025', '/services/company-formation'])('%s: none', async (path) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
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
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForTimeout(1500); // past the last card's fade-in
    const cls = await page.evaluate(() => (window as unknown as { __cls?: number }).__cls);
    expect(cls).toBe(0);
    await context.close();
  });
});
