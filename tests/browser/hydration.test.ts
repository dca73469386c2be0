import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../helpers/harness.js';
import { allPaths, languagePaths } from '../helpers/paths.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const harness = useServerAndBrowser();

/** Console errors and warnings, page errors and failed requests seen while loading a page. */
async function loadAndCollect(page: Page, url: string): Promise<string[]> {
  // Leaving the previous page aborts what its idle prefetch still has in flight: that happens
  // here, before the listeners, so that only this page's own failures count.
  await page.goto('about:blank');
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`requestfailed: ${r.url()}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
  return problems;
}

describe.each([375, 1280])('at %i px, every route hydrates cleanly', (width) => {
  let page: Page;
  beforeAll(async () => {
    const context = await harness.browser.newContext({ viewport: { width, height: 800 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });
  it.each(allPaths)('%s: no console errors or warnings', async (path) => {
    page.removeAllListeners();
    expect(await loadAndCollect(page, `${harness.server.url}${path}`)).toEqual([]);
  });
});

describe('accessibility (axe-core)', () => {
  let page: Page;
  beforeAll(async () => {
    // bypassCSP lets the test inject axe; the site itself never runs inline script.
    const context = await harness.browser.newContext({
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });
  // Filtered lists too: each offers its category's feed beside the filter.
  const filtered = ['/insights?category=legal', '/knowledge/all-articles?category=banking'];
  const checked = [...allPaths, ...filtered, '/no-such-page', '/insights/no-such-article', ...languagePaths];
  it.each(checked)('%s: no violations', async (path) => {
    await page.goto(`${harness.server.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.addScriptTag({ path: axePath });
    const result = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: Document,
              opts: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      return axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      });
    });
    const violations = result.violations.map(
      (v) =>
        `${v.id} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
    expect(violations).toEqual([]);
  });
});

describe('a 404 document hydrates at every path it is sent for', () => {
  let page: Page;
  beforeAll(async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });
  // One cached 404 page per kind answers all of these (server/pages.ts).
  it.each([
    ['/no-such-page', 'Oops! Page not found'],
    ['/insights/a/b', 'Oops! Page not found'],
    ['/services/unknown', 'Oops! Page not found'],
    ['/insights/nope', 'Back to Insights'],
    ['/INSIGHTS/Nope', 'Back to Insights'],
    ['/%69nsights/nope', 'Back to Insights'],
    ['/Knowledge/Nope', 'Back to Knowledge Center'],
  ])('%s', async (path, text) => {
    page.removeAllListeners();
    const problems = await loadAndCollect(page, `${harness.server.url}${path}`);
    // The 404 status and the page's own console report of the path are expected; nothing else.
    expect(problems.filter((p) => !/404/u.test(p))).toEqual([]);
    await expect(page.locator('#root').innerText()).resolves.toContain(text);
    expect(await page.locator('nav [aria-current], nav .is-active').count()).toBe(0);
  });
});
