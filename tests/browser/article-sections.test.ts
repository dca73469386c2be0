import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../helpers/harness.js';
import { articles } from '../../shared/content/articles/catalogue.js';

/*
 * An article's "##" sections are <section> elements with `content-visibility: auto`: the browser
 * lays out only those near the viewport, and gives the others an estimated height. What a reader
 * must not notice: a section they scroll to is there, and a table-of-contents link lands on its
 * heading, just below the top bar, and stays there while the section above it is laid out for
 * the first time (its real height replacing the estimate), with or without JavaScript.
 */
const harness = useServerAndBrowser();
const article = articles.find((a) => a.id === 'aml-kyc-2025')!;

/** Whether the element's contents are rendered, not skipped by content-visibility. */
const rendered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

/** How far below the fixed top bar the element's top is, in CSS px. */
const belowTopBar = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const bar = document.querySelector('.topbar')!.getBoundingClientRect().bottom;
    return Math.round(el.getBoundingClientRect().top - bar);
  });

async function open(width: number, javaScriptEnabled: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await harness.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${harness.server.url}${article.path}`, { waitUntil: 'networkidle' });
  if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return { page, close: () => context.close() };
}

describe.each([375, 1280])('article sections at %i px', (width) => {
  it('skips the contents of sections far below the first screen but the last, and renders one scrolled to', async () => {
    const { page, close } = await open(width, true);
    // The fourth of five: the last is always laid out (the stylesheet says why).
    const fourth = '[data-body] > section:nth-of-type(4) > p';
    expect(await page.locator('[data-body] > section').count()).toBe(5);
    expect(await rendered(page, `${fourth} >> nth=0`)).toBe(false);
    expect(await rendered(page, '[data-body] > section:last-of-type > p >> nth=0')).toBe(true);
    await page.locator(`${fourth} >> nth=0`).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(page, `${fourth} >> nth=0`)).toBe(true);
    await close();
  });

  it('lays out every section for print', async () => {
    const { page, close } = await open(width, true);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => rendered(page, '[data-body] > section:nth-of-type(4) > p >> nth=0')).toBe(true);
    await close();
  });

  // Each link on a fresh page: the sections above its target have never been laid out.
  it.each([
    [2, true],
    [3, true],
    [3, false],
  ])('lands contents link %i on its heading and keeps it there (JavaScript: %s)', async (n, javaScript) => {
    const { page, close } = await open(width, javaScript);
    const toc = width < 1024 ? '.toc--narrow' : '.toc--wide';
    if (width < 1024) await page.locator(`${toc} summary`).click();
    const link = page.locator(`${toc} a`).nth(n);
    const heading = `[id="${(await link.getAttribute('href'))!.slice(1)}"]`;
    await link.click();
    // 1rem below the top bar (the document's scroll-padding-top: the bar's height plus 1rem).
    await expect.poll(() => belowTopBar(page, heading)).toBe(16);
    // A few frames later, once the section above it has been laid out for the first time.
    await page.waitForTimeout(500);
    expect(await belowTopBar(page, heading)).toBe(16);
    await close();
  });
});
