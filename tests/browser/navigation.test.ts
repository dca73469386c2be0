import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useServerAndBrowser } from '../helpers/harness.js';
import { articleHead } from '../helpers/paths.js';
import { articles } from '../../shared/content/articles/catalogue.js';
import { site } from '../../shared/content/site.js';
import { headWordsOf } from '../../shared/head.js';
import { catalogueMessages } from '../../builder/messages.js';
import { ogSiteImage } from '../../shared/content/generated/og.js';
import { cardUrl } from '../helpers/og.js';
import { locales } from '../../shared/i18n/locales.js';

const english = headWordsOf('en', {
  meta: catalogueMessages('en', 'meta'),
  services: catalogueMessages('en', 'services'),
  common: catalogueMessages('en', 'common'),
});

let context: BrowserContext;
const ORIGIN_FOR_TESTS = 'https://www.aldermere.example';

const harness = useServerAndBrowser({ PUBLIC_ORIGIN: ORIGIN_FOR_TESTS });

async function open(path: string, options: { width?: number; javaScript?: boolean } = {}): Promise<Page> {
  context = await harness.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  await page.goto(`${harness.server.url}${path}`, { waitUntil: 'networkidle' });
  if (options.javaScript !== false) await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

/** Plants a marker on window; it survives client-side navigation and dies with a full load. */
async function plantMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 42;
  });
}
const markerAlive = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);

/**
 * A disclosure menu's state: `open`, the `open` attribute of its <details>, and `expanded`,
 * what Chromium's accessibility tree tells a screen reader about its <summary>.
 */
async function menuState(page: Page, summary: string): Promise<{ open: boolean; expanded: boolean | undefined }> {
  const open = await page.locator(summary).evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: summary });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const property = nodes[0]?.properties?.find((p) => p.name === 'expanded');
    return { open, expanded: property === undefined ? undefined : property.value.value === true };
  } finally {
    await cdp.detach();
  }
}
const OPEN = { open: true, expanded: true };
const CLOSED = { open: false, expanded: false };

describe('client navigation', () => {
  it('follows internal links without a reload and scrolls to the top', async () => {
    const page = await open('/');
    await plantMarker(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL('**/careers');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await markerAlive(page)).toBe(true);
    expect(await page.locator('h1').textContent()).toContain('Careers');
    await context.close();
  });

  it('makes "Explore Service Details" a plain anchor with a full page load', async () => {
    const page = await open('/advisory-services');
    await plantMarker(page);
    await page.getByRole('link', { name: 'Explore Service Details for Banking & Financial Structuring' }).click();
    await page.waitForURL('**/services/banking-structuring');
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await markerAlive(page)).toBe(false);
    await context.close();
  });

  it('keeps title, description, canonical and the Open Graph image and locales in step with navigation', async () => {
    // Each head tag once, in <head>: React takes over the server's elements instead of adding its own.
    const onceInHead = (page: Page) =>
      page.evaluate(() =>
        [
          'title',
          'meta[name="description"]',
          'link[rel="canonical"]',
          'meta[property="og:title"]',
          'meta[property="og:description"]',
          'meta[property="og:type"]',
          'meta[property="og:url"]',
          'meta[property="og:locale"]',
          'meta[property="og:image"]',
          'meta[property="og:image:alt"]',
        ].filter((s) => document.querySelectorAll(s).length !== 1 || document.head.querySelectorAll(s).length !== 1),
      );
    // The Open Graph image, its alt text and the other versions' locales, as the document has them now.
    const og = (page: Page) =>
      page.evaluate(() => ({
        image: document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
        alt: document.head.querySelector('meta[property="og:image:alt"]')?.getAttribute('content'),
        alternates: [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')]
          .map((meta) => meta.getAttribute('content'))
          .sort(),
      }));
    const article = articles.find((a) => a.featured)!;
    const head = articleHead(article.id);
    const page = await open('/');
    const siteOg = { image: `${ORIGIN_FOR_TESTS}${ogSiteImage}`, alt: site.name, alternates: ['ar_AE', 'zh_CN'] };
    expect(await og(page)).toEqual(siteOg);
    expect(await onceInHead(page)).toEqual([]);
    await plantMarker(page);
    await page.locator(`a[href="${article.path}"]`).first().click();
    await page.waitForURL(`**${article.path}`);
    await expect.poll(() => page.title()).toBe(head.metaTitle);
    expect(await page.locator('h1').textContent()).toBe(article.title);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN_FOR_TESTS}${article.path}`);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(head.metaDescription);
    expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('article');
    const articleOg = {
      image: `${ORIGIN_FOR_TESTS}${cardUrl('', article.id)}`,
      alt: article.title,
      alternates: (article.translatedInto ?? []).map((lang) => locales[lang].ogLocale).sort(),
    };
    await expect.poll(() => og(page)).toEqual(articleOg);
    expect(await onceInHead(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Insights' }).click();
    await page.waitForURL('**/insights');
    await expect.poll(() => page.title()).toBe(english.defaultTitle);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN_FOR_TESTS}/insights`);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(english.descriptions['/insights']);
    await expect.poll(() => og(page)).toEqual(siteOg);
    expect(await onceInHead(page)).toEqual([]);
    // Search has no other versions: their locales go with them.
    await page.locator('.topbar__search').click();
    await page.waitForURL('**/search');
    await expect.poll(() => og(page)).toEqual({ ...siteOg, alternates: [] });
    expect(await onceInHead(page)).toEqual([]);
    expect(await markerAlive(page)).toBe(true);
    await context.close();
  });

  it('logs a console error with the path on the 404 page', async () => {
    context = await harness.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const response = await page.goto(`${harness.server.url}/no-such-page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(errors.some((e) => e.includes('/no-such-page'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    await context.close();
  });
});

describe('top bar', () => {
  it('is transparent at 50 px or less and opaque above', async () => {
    const page = await open('/about');
    const header = page.locator('header.topbar');
    expect(await header.getAttribute('class')).not.toContain('is-scrolled');
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('class')).not.toContain('is-scrolled');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect.poll(() => header.getAttribute('class')).toContain('is-scrolled');
    const background = await header.evaluate((el) => getComputedStyle(el).backdropFilter);
    expect(background).toContain('blur');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('class')).not.toContain('is-scrolled');
    await context.close();
  });

  it('marks the new page current in the same commit that shows it, after a hover and without one', async () => {
    for (const hover of [true, false]) {
      const page = await open('/');
      // Every mutation batch (one per commit) records the h1 and the main menu's current link together.
      await page.evaluate(() => {
        const seen: [string, string][] = [];
        (window as unknown as { seen: [string, string][] }).seen = seen;
        const current = () => document.querySelector('.topbar__links a[aria-current="page"]')?.getAttribute('href');
        new MutationObserver(() => {
          const shown = [...document.querySelectorAll('h1')].find((h) => h.closest('[data-ahead]') === null);
          seen.push([shown?.textContent ?? '', current() ?? '']);
        }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      const home = await page.locator('h1').first().textContent();
      const link = page.locator('.topbar__links').getByRole('link', { name: 'About Us' });
      if (hover) {
        await link.hover();
        await page.waitForSelector('[data-ahead] h1', { state: 'attached' });
      }
      await link.click();
      await page.waitForURL('**/about');
      await expect
        .poll(() => page.locator('.topbar__links a[aria-current="page"]').getAttribute('href'))
        .toBe('/about');
      const seen = await page.evaluate(() => (window as unknown as { seen: [string, string][] }).seen);
      expect(seen.length).toBeGreaterThan(0);
      // Never the About page under the home link, nor the About link over the home page.
      for (const [h1, current] of seen) {
        if (h1 !== '') expect(current, `${hover ? 'hover' : 'click'}: ${h1}`).toBe(h1 === home ? '/' : '/about');
      }
      await context.close();
    }
  });

  it('is opaque right after hydration on a page loaded already scrolled', async () => {
    const page = await open('/about');
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect.poll(() => page.locator('header.topbar').getAttribute('class')).toContain('is-scrolled');
    await context.close();
  });
});

describe('mobile menu', () => {
  it('toggles with the button and closes on route change', async () => {
    const page = await open('/', { width: 375 });
    const button = page.locator('.mobile-menu__button');
    const panel = page.locator('#mobile-menu-panel');
    expect(await menuState(page, '.mobile-menu__button')).toEqual(CLOSED);
    expect(await panel.isVisible()).toBe(false);
    await button.click();
    await expect.poll(() => menuState(page, '.mobile-menu__button')).toEqual(OPEN);
    expect(await panel.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await button.click();
    await panel.getByRole('link', { name: 'Knowledge Center' }).click();
    await page.waitForURL('**/knowledge-center');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await menuState(page, '.mobile-menu__button')).toEqual(CLOSED);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

describe('Advisory Services dropdown', () => {
  it('works by keyboard: Enter opens, Tab moves in, Escape closes and returns focus', async () => {
    const page = await open('/');
    const toggle = page.locator('.dropdown__toggle');
    const menu = page.locator('#services-menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menuState(page, '.dropdown__toggle')).toEqual(OPEN);
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Overview of All Services');
    await page.keyboard.press('Escape');
    await expect.poll(() => menuState(page, '.dropdown__toggle')).toEqual(CLOSED);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dropdown__toggle'))).toBe(true);
    await context.close();
  });

  it('closes when focus tabs out of it', async () => {
    const page = await open('/');
    const toggle = page.locator('.dropdown__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menuState(page, '.dropdown__toggle')).toEqual(OPEN);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    await expect.poll(() => menuState(page, '.dropdown__toggle')).toEqual(CLOSED);
    await context.close();
  });

  it('opens on hover and navigates from a menu link', async () => {
    const page = await open('/');
    await plantMarker(page);
    await page.locator('.dropdown__toggle').hover();
    await expect.poll(() => menuState(page, '.dropdown__toggle')).toEqual(OPEN);
    await page.locator('#services-menu').getByRole('link', { name: 'Licensing & Compliance' }).click();
    await page.waitForURL('**/services/licensing-compliance');
    expect(await markerAlive(page)).toBe(true);
    await expect.poll(() => page.locator('.dropdown__toggle').getAttribute('class')).toContain('is-active');
    await context.close();
  });

  it('opens on tap', async () => {
    context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${harness.server.url}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.locator('.dropdown__toggle').tap();
    await expect.poll(() => menuState(page, '.dropdown__toggle')).toEqual(OPEN);
    await context.close();
  });
});

describe('category filter', () => {
  it('filters by URL, highlights the choice and survives Back/Forward', async () => {
    const page = await open('/insights/all-articles');
    const count = page.locator('.count');
    expect(await count.textContent()).toBe('Showing 12 articles');
    await plantMarker(page);
    await page.getByRole('link', { name: 'Legal', exact: true }).click();
    await page.waitForURL('**/insights/all-articles?category=legal');
    await expect.poll(() => count.textContent()).toBe('Showing 1 article in Legal');
    expect(await page.locator('.article-card').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Legal', exact: true }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('link', { name: 'Banking', exact: true }).click();
    await expect.poll(() => count.textContent()).toBe('Showing 2 articles in Banking');
    await page.goBack();
    await expect.poll(() => count.textContent()).toBe('Showing 1 article in Legal');
    await page.goForward();
    await expect.poll(() => count.textContent()).toBe('Showing 2 articles in Banking');
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await expect.poll(() => count.textContent()).toBe('Showing 12 articles');
    expect(page.url()).toBe(`${harness.server.url}/insights/all-articles`);
    expect(await markerAlive(page)).toBe(true);
    await context.close();
  });

  it("links the chosen category's feed in the head and beside the filter, kept current as it changes", async () => {
    /** The head's category feed links as [href, title], and how many such links the document has. */
    const feeds = (page: Page) =>
      page.evaluate(() => {
        const selector = 'link[rel="alternate"][type="application/atom+xml"][href^="/insights/feed/"]';
        const inHead = [...document.head.querySelectorAll(selector)].map((l) => [
          l.getAttribute('href'),
          l.getAttribute('title'),
        ]);
        return { inHead, inDocument: document.querySelectorAll(selector).length };
      });
    const mainFeed = (page: Page) =>
      page.evaluate(() => document.querySelectorAll('link[rel="alternate"][href="/insights/feed.xml"]').length);
    const follow = (page: Page) => page.locator('.filter__follow').getAttribute('href');
    const page = await open('/knowledge/all-articles?category=legal');
    expect(await feeds(page)).toEqual({ inHead: [['/insights/feed/legal.xml', `${site.name}: Legal`]], inDocument: 1 });
    expect(await follow(page)).toBe('/insights/feed/legal.xml');
    await plantMarker(page);
    await page.getByRole('link', { name: 'Banking', exact: true }).click();
    await page.waitForURL('**/knowledge/all-articles?category=banking');
    await expect
      .poll(() => feeds(page))
      .toEqual({ inHead: [['/insights/feed/banking.xml', `${site.name}: Banking`]], inDocument: 1 });
    expect(await follow(page)).toBe('/insights/feed/banking.xml');
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await page.waitForURL('**/knowledge/all-articles');
    await expect.poll(() => feeds(page)).toEqual({ inHead: [], inDocument: 0 });
    expect(await follow(page)).toBe('/insights/feed.xml');
    await page.getByRole('link', { name: 'Migration', exact: true }).click();
    await expect
      .poll(() => feeds(page))
      .toEqual({ inHead: [['/insights/feed/migration.xml', `${site.name}: Migration`]], inDocument: 1 });
    await page.goBack();
    await expect.poll(() => feeds(page)).toEqual({ inHead: [], inDocument: 0 });
    // The feed of every article is the document's own, there once throughout.
    expect(await mainFeed(page)).toBe(1);
    expect(await markerAlive(page)).toBe(true);
    await context.close();
  });

  it('hides the empty Featured section on /insights', async () => {
    const page = await open('/insights?category=legal');
    expect(await page.locator('#featured-heading').count()).toBe(0);
    expect(await page.locator('#knowledge-heading').count()).toBe(1);
    await page.getByRole('link', { name: 'Banking', exact: true }).click();
    await expect.poll(() => page.locator('#featured-heading').count()).toBe(1);
    await context.close();
  });
});

describe('motion', () => {
  it('fades cards in 0.1 s apart, and not at all under reduced motion', async () => {
    const page = await open('/insights/all-articles');
    const delays = await page
      .locator('.article-card')
      .evaluateAll((cards) => cards.slice(0, 3).map((c) => getComputedStyle(c).animationDelay));
    expect(delays).toEqual(['0s', '0.1s', '0.2s']);
    await context.close();
    context = await harness.browser.newContext({ reducedMotion: 'reduce' });
    const still = await context.newPage();
    await still.goto(`${harness.server.url}/insights/all-articles`);
    expect(
      await still
        .locator('.article-card')
        .first()
        .evaluate((c) => getComputedStyle(c).animationName),
    ).toBe('none');
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('renders the home page in full', async () => {
    const page = await open('/', { javaScript: false });
    expect(await page.locator('h1').textContent()).toBe('Global Advisory. Structured. Secure. Compliant.');
    expect(await page.locator('.article-card').count()).toBe(6);
    await context.close();
  });

  it('filters a list through the URL', async () => {
    const page = await open('/insights/all-articles', { javaScript: false });
    await page.getByRole('link', { name: 'Migration', exact: true }).click();
    await page.waitForURL('**/insights/all-articles?category=migration');
    expect(await page.locator('.count').textContent()).toBe('Showing 2 articles in Migration');
    await context.close();
  });

  it('opens the Advisory Services dropdown and tells assistive technology', async () => {
    const page = await open('/', { javaScript: false });
    expect(await menuState(page, '.dropdown__toggle')).toEqual(CLOSED);
    await page.locator('.dropdown__toggle').click();
    expect(await menuState(page, '.dropdown__toggle')).toEqual(OPEN);
    await page.locator('#services-menu').getByRole('link', { name: 'Licensing & Compliance' }).click();
    await page.waitForURL('**/services/licensing-compliance');
    await context.close();
  });

  it('opens the mobile menu and follows its links', async () => {
    const page = await open('/', { width: 375, javaScript: false });
    expect(await menuState(page, '.mobile-menu__button')).toEqual(CLOSED);
    await page.locator('.mobile-menu__button').click();
    const panel = page.locator('#mobile-menu-panel');
    expect(await panel.isVisible()).toBe(true);
    expect(await menuState(page, '.mobile-menu__button')).toEqual(OPEN);
    await panel.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    expect(await page.locator('h1').textContent()).toContain('About');
    await context.close();
  });
});
