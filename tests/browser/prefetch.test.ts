import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { useServerAndBrowser } from '../helpers/harness.js';
import { readManifest } from '../../server/manifest.js';
import { articles } from '../../shared/content/articles/catalogue.js';

/*
 * Navigation without a waterfall, and prefetch on intent: a navigation asks for its page chunk
 * and its page data together; a hovered link's target is fetched once, before the click; a
 * Save-Data client and mailto: links fetch nothing; the new title commits with the new page.
 * States only: how fast any of it is lives in bench/navigation.mjs.
 */
const harness = useServerAndBrowser();
const manifest = readManifest('dist');
const articleChunk = manifest.modules['shared/pages/Article.tsx']!.file;
const article = articles.find((a) => a.featured)!;
const isArticleData = (url: string) => url.includes(`/assets/data/`) && url.endsWith(`/article/${article.id}.json`);
const isArticleChunk = (url: string) => url.endsWith(articleChunk);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Opens the home page, hydrated; with `saveData`, the page reports Save-Data (navigator.connection). */
async function openHome({ saveData = false } = {}): Promise<{ page: Page; requests: string[] }> {
  context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (saveData) {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  }
  await page.goto(`${harness.server.url}/`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  // The idle prefetch of the links in view may start after the network first went quiet on a busy
  // machine: one more idle period, then quiet again, so that what a test records is its own doing.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (r: Request) => requests.push(r.url()));
  return { page, requests };
}

const count = (requests: string[], test: (url: string) => boolean) => requests.filter(test).length;

describe('no waterfall', () => {
  it('a navigation requests the page chunk and the page data before either has arrived', async () => {
    // Save-Data turns prefetch off: the navigation alone asks for both.
    const { page } = await openHome({ saveData: true });
    const held: Route[] = [];
    const hold = (route: Route) => void held.push(route);
    await page.route(`**${articleChunk}`, hold);
    await page.route('**/assets/data/**/article/*.json', hold);
    await page.locator(`a[href="${article.path}"]`).first().click();
    // Both are requested while neither has been answered: they run side by side.
    const urls = () => held.map((r) => r.request().url());
    await expect.poll(() => urls().some(isArticleChunk) && urls().some(isArticleData)).toBe(true);
    for (const route of held) await route.continue();
    await expect.poll(() => page.locator('h1').textContent()).toBe(article.title);
  });

  it('the title and the heading change in the same frame', async () => {
    const { page } = await openHome({ saveData: true });
    // Every mutation batch (one per commit) records the title and the h1 together.
    await page.evaluate(() => {
      const seen: [string, string][] = [];
      (window as unknown as { seen: [string, string][] }).seen = seen;
      new MutationObserver(() => seen.push([document.title, document.querySelector('h1')?.textContent ?? ''])).observe(
        document,
        { subtree: true, childList: true, characterData: true, attributes: true },
      );
    });
    const before = await page.title();
    await page.locator(`a[href="${article.path}"]`).first().click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(article.title);
    await expect.poll(() => page.title()).not.toBe(before);
    const after = await page.title();
    const seen = await page.evaluate(() => (window as unknown as { seen: [string, string][] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    for (const [title, h1] of seen) {
      // Never the new page under the old title, nor the new title over the old page.
      expect([title === after, h1 === article.title], `${title} / ${h1}`).not.toEqual([false, true]);
      expect([title === after, h1 === article.title], `${title} / ${h1}`).not.toEqual([true, false]);
    }
  });
});

describe('prefetch on intent', () => {
  it('hovering a link fetches its chunk and page data once, and the click reuses them', async () => {
    const { page, requests } = await openHome();
    const link = page.locator(`a[href="${article.path}"]`).first();
    await link.hover();
    await expect.poll(() => count(requests, isArticleData)).toBe(1);
    await expect.poll(() => count(requests, isArticleChunk)).toBe(1);
    await page.mouse.move(0, 0);
    await link.hover();
    await page.waitForTimeout(300);
    await link.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(article.title);
    expect(count(requests, isArticleData)).toBe(1);
    expect(count(requests, isArticleChunk)).toBe(1);
  });

  it('focusing a link prefetches it too', async () => {
    const { page, requests } = await openHome();
    await page.locator(`a[href="${article.path}"]`).first().focus();
    await expect.poll(() => count(requests, isArticleData)).toBe(1);
  });

  it('a Save-Data client fetches nothing on hover', async () => {
    const { page, requests } = await openHome({ saveData: true });
    await page.locator(`a[href="${article.path}"]`).first().hover();
    await page.waitForTimeout(500);
    expect(requests.filter((u) => u.includes('/assets/'))).toEqual([]);
  });

  it('a mailto: link, and a link passed over in under 65 ms, fetch nothing', async () => {
    const { page, requests } = await openHome();
    await page.locator('a[href^="mailto:"]').first().hover();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    // A pointer crossing a link on its way elsewhere: over and out at once.
    const box = (await page.locator(`a[href="${article.path}"]`).first().boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
  });
});

/** In the page: the URL of every resource it has fetched since it loaded. */
const fetched = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));

describe('links in view', () => {
  it('load their page chunks once the browser is idle, and no page data', async () => {
    const { page } = await openHome();
    // The article cards are below the first screen: their page chunk has not loaded.
    expect(count(await fetched(page), isArticleChunk)).toBe(0);
    await page.locator(`a[href="${article.path}"]`).first().scrollIntoViewIfNeeded();
    await expect.poll(async () => count(await fetched(page), isArticleChunk)).toBe(1);
    await page.waitForTimeout(300);
    expect(count(await fetched(page), isArticleData)).toBe(0);
    expect(count(await fetched(page), isArticleChunk)).toBe(1);
  });

  it('load nothing for a Save-Data client', async () => {
    const { page } = await openHome({ saveData: true });
    await page.locator(`a[href="${article.path}"]`).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    // The home page's own chunk only: no other page's.
    const otherPages = Object.entries(manifest.modules)
      .filter(([module]) => module.startsWith('shared/pages/') && module !== 'shared/pages/Home.tsx')
      .map(([, { file }]) => file);
    expect((await fetched(page)).filter((url) => otherPages.some((file) => url.endsWith(file)))).toEqual([]);
  });
});

/** In the page: every h1 with `text`, and whether each is displayed. */
function headings(text: string): boolean[] {
  return [...document.querySelectorAll('h1')]
    .filter((h) => h.textContent === text)
    .map((h) => h.closest('[aria-hidden="true"]') === null && h.checkVisibility({ visibilityProperty: true }));
}

describe('rendered ahead', () => {
  it('a hovered link’s page is rendered hidden, under the old title, and the click shows that same page', async () => {
    const { page } = await openHome();
    const title = await page.title();
    const link = page.locator(`a[href="${article.path}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await height();
    await link.hover();
    // In the DOM before the click, hidden from everyone (aria-hidden, no pointer; a keyboard
    // cannot reach it, below), its head tags not applied, and taking no room: the home page is
    // as tall as it was.
    await expect.poll(() => page.evaluate(headings, article.title)).toEqual([false]);
    expect(await page.locator('[data-ahead]').getAttribute('aria-hidden')).toBe('true');
    expect(await height()).toBe(before);
    expect(await page.title()).toBe(title);
    expect(await page.getByRole('heading', { level: 1, name: article.title }).count()).toBe(0);
    await page.evaluate((text) => {
      const w = window as unknown as { ahead: Element; seen: [string, string][] };
      w.ahead = [...document.querySelectorAll('h1')].find((h) => h.textContent === text)!;
      // Every commit records the title with the h1 on screen: they change together.
      w.seen = [];
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll('h1')].find(
          (h) => h.closest('[aria-hidden="true"]') === null && h.checkVisibility({ visibilityProperty: true }),
        );
        w.seen.push([document.title, shown?.textContent ?? '']);
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    }, article.title);
    await link.click();
    await page.waitForURL(`**${article.path}`);
    await expect.poll(() => page.evaluate(headings, article.title)).toEqual([true]);
    // The element rendered ahead is the one shown: the click rendered no second copy.
    expect(
      await page.evaluate(
        () => (window as unknown as { ahead: Element }).ahead.closest('[aria-hidden="true"]') === null,
      ),
    ).toBe(true);
    const after = await page.title();
    expect(after).not.toBe(title);
    const seen = await page.evaluate(() => (window as unknown as { seen: [string, string][] }).seen);
    for (const [t, h1] of seen) {
      expect([t === after, h1 === article.title], `${t} / ${h1}`).not.toEqual([false, true]);
      expect([t === after, h1 === article.title], `${t} / ${h1}`).not.toEqual([true, false]);
    }
    expect(await page.getByRole('heading', { level: 1, name: article.title }).count()).toBe(1);
  });

  it('a click on a link whose page has rendered ahead shows that page in the click’s own task', async () => {
    const { page } = await openHome();
    const before = await page.title();
    const link = page.locator(`a[href="${article.path}"]`).first();
    await link.hover();
    await expect.poll(() => page.evaluate(headings, article.title)).toEqual([false]);
    // Checked after the click's microtasks, before any other task (a transition's render, a
    // frame) can run: the update that shows the page is the click's own.
    const shown = await page.evaluate(async (path) => {
      document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`)!.click();
      for (let i = 0; i < 3; i++) await Promise.resolve();
      const h1 = [...document.querySelectorAll('h1')]
        .filter((h) => h.closest('[aria-hidden="true"]') === null && h.checkVisibility({ visibilityProperty: true }))
        .map((h) => h.textContent);
      return { h1, title: document.title };
    }, article.path);
    expect(shown.h1).toEqual([article.title]);
    // Its head tags came with it.
    expect(shown.title).not.toBe(before);
    await page.waitForTimeout(200);
    expect(await page.title()).toBe(shown.title);
  });

  it('a click on a link not rendered ahead keeps the previous page whole until the next one has loaded', async () => {
    // Save-Data: nothing is prefetched or rendered ahead.
    const { page } = await openHome({ saveData: true });
    const home = await page.evaluate(() => document.querySelector('h1')!.textContent);
    const held: Route[] = [];
    await page.route(`**${articleChunk}`, (route) => void held.push(route));
    await page.locator(`a[href="${article.path}"]`).first().click();
    await expect.poll(() => held.length).toBe(1);
    await page.waitForTimeout(300);
    // The address is the new one; the page on screen is still the previous one, not a blank main.
    expect(new URL(page.url()).pathname).toBe(article.path);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('main h1')]
          .filter((h) => h.closest('[aria-hidden="true"]') === null && h.checkVisibility({ visibilityProperty: true }))
          .map((h) => h.textContent),
      ),
    ).toEqual([home]);
    await held[0]!.continue();
    await expect.poll(() => page.evaluate(headings, article.title)).toEqual([true]);
  });

  it('a page a hover rendered ahead turns inert at the first key press, before the key acts', async () => {
    const { page } = await openHome();
    await page.locator(`a[href="${article.path}"]`).first().hover();
    await expect.poll(() => page.evaluate(headings, article.title)).toEqual([false]);
    // Only a pointer asked for it, and no pointer can reach it: showing it will not restyle it.
    expect(await page.locator('[data-ahead]').getAttribute('inert')).toBeNull();
    // A listener after the site's own sees the page as the key's default action will.
    await page.evaluate(() => {
      const w = window as unknown as { inertAtKey: boolean[] };
      w.inertAtKey = [];
      window.addEventListener('keydown', () =>
        w.inertAtKey.push(document.querySelector<HTMLElement>('[data-ahead]')!.inert),
      );
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (window as unknown as { inertAtKey: boolean[] }).inertAtKey)).toEqual([true]);
    expect(await page.locator('[data-ahead]').getAttribute('inert')).toBe('');
    // Every further Tab stays out of it.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-ahead]') === null)).toBe(true);
    }
  });

  it('a page a keyboard focus rendered ahead is inert from the start', async () => {
    const { page } = await openHome();
    // Tab to the first link to the article: a keyboard focus, which renders its page ahead.
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((path) => document.activeElement?.getAttribute('href') === path, article.path)) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(article.path);
    await expect.poll(() => page.evaluate(headings, article.title)).toEqual([false]);
    expect(await page.locator('[data-ahead]').getAttribute('inert')).toBe('');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(headings, article.title)).toEqual([true]);
  });

  it('the cards of a page rendered ahead start their staggered fade-in when it is shown', async () => {
    context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${harness.server.url}/insights`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const link = page.locator('main a[href="/insights/all-articles"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForSelector('[data-ahead] .fade-in', { state: 'attached' });
    // Held at its first frame while hidden, however long the hover lasts.
    await page.waitForTimeout(700);
    const states = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main .fade-in')].map((card) => {
          const [animation] = card.getAnimations();
          return {
            ahead: card.closest('[data-ahead]') !== null,
            state: animation?.playState,
            time: animation?.currentTime,
          };
        }),
      );
    const ahead = await states();
    expect(ahead.filter((card) => card.ahead).length).toBeGreaterThan(1);
    for (const card of ahead.filter((c) => c.ahead)) expect(card).toEqual({ ahead: true, state: 'paused', time: 0 });
    await link.click();
    await page.waitForURL('**/insights/all-articles');
    const shown = await states();
    expect(shown.every((card) => !card.ahead && card.state !== 'paused')).toBe(true);
  });

  it('a Save-Data client renders nothing ahead', async () => {
    const { page } = await openHome({ saveData: true });
    await page.locator(`a[href="${article.path}"]`).first().hover();
    await page.waitForTimeout(500);
    expect(await page.evaluate(headings, article.title)).toEqual([]);
  });
});
