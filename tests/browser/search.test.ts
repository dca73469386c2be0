import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../helpers/harness.js';

/**
 * Site search in the browser: results as you type without a page load, the combobox keys, the
 * search page's URL following its box (Back restores the query), the plain form without
 * JavaScript, and axe on a results page.
 */
const harness = useServerAndBrowser();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Opens a path and waits for hydration; marks the window so that a full page load shows. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${harness.server.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
}

/** Whether the document is still the one `open` loaded (no full page load since). */
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: string }).marker === 'same document');

describe('with JavaScript', () => {
  let page: Page;
  beforeAll(async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(['/search', '/search?q=golden+visa', '/search?q=qzxv', '/search?q=residancy&category=migration'])(
    '%s hydrates with no console errors',
    async (path) => {
      const problems: string[] = [];
      page.removeAllListeners();
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      await open(page, path);
      expect(problems).toEqual([]);
    },
  );

  it('typing in a search box shows results as you type, without a page load, the count announced', async () => {
    await open(page, '/insights');
    const box = page.locator('#insights-search');
    await box.click();
    await box.pressSequentially('golden visa', { delay: 20 });
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    await expect(box.getAttribute('role')).resolves.toBe('combobox');
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect.poll(() => page.locator('.search-form [role="status"]').innerText()).toMatch(/^\d+ results?$/u);
    expect(page.url()).toBe(`${harness.server.url}/insights`);
    expect(await sameDocument(page)).toBe(true);
  });

  it('arrow keys move through the results and Enter opens one, on the client', async () => {
    await open(page, '/insights');
    const box = page.locator('#insights-search');
    await box.click();
    await box.pressSequentially('residency', { delay: 20 });
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = options.nth(1);
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await box.press('ArrowUp');
    await expect.poll(() => options.nth(0).getAttribute('aria-selected')).toBe('true');
    const title = await options.nth(0).locator('.instant__title').innerText();
    await box.press('Enter');
    await expect.poll(() => page.locator('h1').innerText()).toBe(title);
    expect(await sameDocument(page)).toBe(true);
  });

  it('Escape closes the list; Enter with nothing chosen opens the search page for the words', async () => {
    await open(page, '/insights/all-articles');
    const box = page.locator('#all-articles-search');
    await box.click();
    await box.pressSequentially('licence', { delay: 20 });
    await expect.poll(() => page.locator('[role="listbox"] [role="option"]').count()).toBeGreaterThan(0);
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await box.press('Enter');
    await page.waitForURL('**/search?q=licence');
    await expect.poll(() => page.locator('.count').innerText()).toMatch(/results? for “licence”/u);
    expect(await sameDocument(page)).toBe(true);
  });

  it('on the search page the URL follows the box, and Back restores the previous query', async () => {
    await open(page, '/search?q=licence');
    const box = page.locator('#search-page-q');
    await box.fill('');
    await box.pressSequentially('family office', { delay: 20 });
    await page.waitForURL('**/search?q=family+office');
    await expect.poll(() => page.locator('.count').innerText()).toMatch(/for “family office”/u);
    // replaceState: the typed query replaced the entry, it added none.
    const first = page.locator('.result__title a').first();
    const target = await first.getAttribute('href');
    await first.click();
    await page.waitForURL(`**${target!}`);
    await page.goBack();
    await page.waitForURL('**/search?q=family+office');
    await expect.poll(() => box.inputValue()).toBe('family office');
    await expect.poll(() => page.locator('.count').innerText()).toMatch(/for “family office”/u);
    expect(await sameDocument(page)).toBe(true);
  });

  it('in Arabic, results as you type come from the Arabic index and Enter opens one under /ar', async () => {
    await open(page, '/ar/insights');
    const box = page.locator('#insights-search');
    await box.click();
    await box.pressSequentially('الاقامة', { delay: 20 });
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    const title = await options.nth(0).locator('.instant__title').innerText();
    expect(title).toMatch(/\p{Script=Arabic}/u);
    await box.press('ArrowDown');
    await box.press('Enter');
    // The first hit (the residency service page or article, both Arabic) opens under /ar.
    await page.waitForURL((url) => url.pathname !== '/ar/insights' && url.pathname.startsWith('/ar/'));
    await expect.poll(() => page.locator('h1').innerText()).toBe(title);
    expect(await sameDocument(page)).toBe(true);
  });

  it('on the Chinese search page the URL follows the box and the results are Chinese pages', async () => {
    await open(page, '/zh-hans/search?q=%E9%9A%90%E7%A7%81');
    const box = page.locator('#search-page-q');
    await box.fill('');
    await box.pressSequentially('签证', { delay: 40 });
    await page.waitForURL(`**/zh-hans/search?q=${encodeURIComponent('签证')}`);
    const first = page.locator('.result__title a').first();
    // The residency service page and article lead, both in Chinese.
    await expect
      .poll(() => first.getAttribute('href'))
      .toMatch(/^\/zh-hans\/(?:services\/migration-residency|insights\/residency-by-investment)$/u);
    await expect.poll(() => page.locator('.result__snippet mark').first().innerText()).toBe('签证');
    expect(await sameDocument(page)).toBe(true);
  });

  it('typing slowly on the search page, each pause reaching the URL, loses no character', async () => {
    await open(page, '/search?q=licence');
    const box = page.locator('#search-page-q');
    await box.fill('');
    // Pauses longer than the box's 150 ms of quiet: each edit navigates while the next is typed.
    await box.pressSequentially('family office', { delay: 180 });
    await page.waitForURL('**/search?q=family+office');
    await expect.poll(() => box.inputValue()).toBe('family office');
  });

  it('a results page has no axe violations', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const axePage = await context.newPage();
    try {
      for (const path of ['/search?q=golden+visa', '/search?q=qzxv', '/search?q=residancy', '/search']) {
        await axePage.goto(`${harness.server.url}${path}`, { waitUntil: 'networkidle' });
        await axePage.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        await axePage.addScriptTag({ path: axePath });
        const violations = await axePage.evaluate(async () => {
          const { axe } = window as unknown as {
            axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string }[] }> };
          };
          const result = await axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
          });
          return result.violations.map((v) => v.id);
        });
        expect(violations, path).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});

describe('without JavaScript', () => {
  it('the top bar links to search, and the form submits and renders results', async () => {
    const context = await harness.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    try {
      await page.goto(`${harness.server.url}/about`);
      await page.locator('.topbar__search').click();
      await page.waitForURL('**/search');
      await page.locator('#search-page-q').fill('golden visa');
      await page.locator('#search-page-q').press('Enter');
      await page.waitForURL('**/search?q=golden+visa');
      expect(await page.locator('.result').count()).toBeGreaterThan(0);
      expect(await page.locator('.result mark').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
