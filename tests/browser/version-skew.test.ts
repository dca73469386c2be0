import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { useServerAndBrowser } from '../helpers/harness.js';
import { readManifest } from '../../server/manifest.js';
import { articles } from '../../shared/content/articles/catalogue.js';

/*
 * During a rolling update a page from one version may ask a replica of another version for a
 * hashed file it does not have: that replica answers 404. The server keeps its assets in
 * memory, so the test stands in for that replica by answering 404 for the file in the browser
 * (page.route) while the page is running.
 */
const harness = useServerAndBrowser();
const manifest = readManifest('dist');
const articleChunk = manifest.modules['shared/pages/Article.tsx']!.file;
const article = articles.find((a) => a.featured)!;

/**
 * Opens the home page and counts full page loads (load events; client navigations fire none).
 * Unless `prefetch` is set, the page reports Save-Data, which turns prefetch on intent off, so
 * that the file is first asked for by the navigation itself.
 */
async function openHome({ prefetch = false } = {}): Promise<{
  page: Page;
  loads: () => number;
  close: () => Promise<void>;
}> {
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (!prefetch) {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  }
  await page.goto(`${harness.server.url}/`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  let loads = 0;
  page.on('load', () => loads++);
  return { page, loads: () => loads, close: () => context.close() };
}

const notFound = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found\n' });

describe('version skew', () => {
  it('a page chunk that 404s during navigation loads the target URL afresh, once', async () => {
    const { page, loads, close } = await openHome();
    let refused = 0;
    let reloading = false;
    page.on('request', (request) => (reloading ||= request.isNavigationRequest()));
    // The replica of the other version answers until the page loads afresh: the prefetch at the
    // navigation's start and the navigation's own import both meet it, whichever comes first.
    await page.route(`**${articleChunk}`, (route) => (reloading ? route.continue() : (refused++, notFound(route))));
    await page.locator(`a[href="${article.path}"]`).first().click();
    await page.waitForURL(`**${article.path}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expect.poll(() => page.locator('h1').textContent()).toBe(article.title);
    expect(refused).toBeGreaterThanOrEqual(1);
    await expect.poll(loads, { timeout: 15_000 }).toBe(1);
    await close();
  });

  it('a page data file that 404s during navigation does the same', async () => {
    const { page, loads, close } = await openHome();
    await page.route('**/assets/data/*/article/*.json', notFound);
    await page.locator(`a[href="${article.path}"]`).first().click();
    await page.waitForURL(`**${article.path}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(article.title);
    // The full load takes the body from the server's HTML: no JSON request is needed.
    await page.waitForSelector('[data-body] h2');
    await expect.poll(loads, { timeout: 15_000 }).toBe(1);
    await close();
  });

  it('a chunk missing for good: one reload, then the server page without an error loop', async () => {
    const { page, loads, close } = await openHome();
    await page.route(`**${articleChunk}`, notFound);
    await page.locator(`a[href="${article.path}"]`).first().click();
    await page.waitForURL(`**${article.path}`);
    // The reload is the page's own doing, after the chunk request fails: wait for it, then give
    // a second chance to a loop that should not happen.
    await expect.poll(loads, { timeout: 15_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    expect(loads()).toBe(1);
    // Not hydrated (its chunk never came), but the page is whole: text, contents, links.
    expect(await page.locator('h1').textContent()).toBe(article.title);
    expect(await page.locator('[data-body] h2').count()).toBe(5);
    await page.locator('.toc--wide a').first().click();
    expect(page.url()).toMatch(/#[a-z0-9-]+$/u);
    await close();
  });

  it('a page chunk that 404s when prefetched on hover still ends on the page, with at most one load', async () => {
    const { page, loads, close } = await openHome({ prefetch: true });
    let refused = 0;
    let reloading = false;
    page.on('request', (request) => (reloading ||= request.isNavigationRequest()));
    // The replica of the other version answers until the page loads afresh: the prefetch at the
    // navigation's start and the navigation's own import both meet it, whichever comes first.
    await page.route(`**${articleChunk}`, (route) => (reloading ? route.continue() : (refused++, notFound(route))));
    const link = page.locator(`a[href="${article.path}"]`).first();
    // The hover, and the links in view once the card scrolls into view, each try the chunk.
    await link.hover();
    await expect.poll(() => refused).toBeGreaterThanOrEqual(1);
    await link.click();
    await page.waitForURL(`**${article.path}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(article.title);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(loads()).toBeLessThanOrEqual(1);
    await close();
  });

  it('a missing entry script leaves a working page, as without JavaScript', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.route(`**${manifest.entry.file}`, notFound);
    await page.goto(`${harness.server.url}${article.path}`, { waitUntil: 'networkidle' });
    expect(await page.locator('h1').textContent()).toBe(article.title);
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Insights' }).click();
    await page.waitForURL('**/insights');
    expect(await page.locator('h1').textContent()).toContain('Insights');
    await context.close();
  });
});
