import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useServerAndBrowser } from '../helpers/harness.js';

/**
 * Which faces draw a Chinese page. Its Han characters have no web font: the stack names the
 * system's Simplified Chinese face (PingFang SC, Microsoft YaHei, Noto Sans CJK SC), which every
 * platform a reader uses ships; on Linux and Android that is Noto Sans CJK SC. A test machine
 * without it draws boxes, and lays out every Han character by a failed fallback search, so its
 * screenshots and timings are not a reader's.
 */

const harness = useServerAndBrowser();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A face that drew part of a node's text, as Chromium's DevTools protocol reports it. */
type PlatformFont = { familyName: string; postScriptName: string; isCustomFont: boolean; glyphCount: number };

async function open(path: string): Promise<Page> {
  context = await harness.browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${harness.server.url}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** The faces that drew the first element matching a selector's own text. */
async function facesOf(page: Page, selector: string): Promise<PlatformFont[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

/** How many Han characters a string holds. */
const hanCount = (text: string): number => [...text].filter((c) => /\p{Script=Han}/u.test(c)).length;

describe('Chinese pages are drawn in the system’s Simplified Chinese face', () => {
  it.each([
    ['/zh-hans', 'h1'],
    ['/zh-hans', '.hero__lead'],
    ['/zh-hans/insights/all-articles', 'h1'],
    ['/zh-hans/insights/asset-protection-family-offices-2025', '.prose p'],
  ])('%s %s: every Han character in Noto Sans CJK SC, no other Han face', async (path, selector) => {
    const page = await open(path);
    const text = await page.locator(selector).first().innerText();
    expect(hanCount(text), `${selector} holds Chinese`).toBeGreaterThan(3);
    const fonts = await facesOf(page, selector);
    const cjk = fonts.filter((f) => /CJK|PingFang|YaHei|Han Sans/i.test(f.familyName));
    // One Simplified Chinese face: a Japanese or Traditional one would draw other glyph forms.
    expect(cjk.map((f) => f.familyName)).toEqual(['Noto Sans CJK SC']);
    // Every other face is one of the page's own @font-face rules (the Latin faces for digits and
    // Latin terms, or their metric-matched fallbacks), never a system face the stack does not
    // name, which is where a character no named face has ends up.
    const strays = fonts.filter((f) => !f.isCustomFont && f.familyName !== 'Noto Sans CJK SC');
    expect(strays.map((f) => f.familyName)).toEqual([]);
    expect(cjk[0]?.glyphCount).toBeGreaterThanOrEqual(hanCount(text));
  });
});
