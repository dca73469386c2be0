import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { useServerAndBrowser } from '../helpers/harness.js';
import { articles } from '../../shared/content/articles/catalogue.js';
import { addressLine, site } from '../../shared/content/site.js';

/*
 * An article printed (Chromium's own print to PDF, A4) is a document: its title, category, read
 * time, date and text, each external link followed by its address, and a footer with the page's
 * address and the firm's registered details; none of the site's navigation, calls to action,
 * related cards or footer. The PDF's text is read back with PDF.js (unpdf).
 */
const ORIGIN = 'https://www.aldermere.example';
const harness = useServerAndBrowser({ PUBLIC_ORIGIN: ORIGIN });

/** A featured analysis long enough for several pages, with links to other sites in its text. */
const article = articles.find((a) => a.id === 'asset-protection-family-offices-2025')!;

/** Text with every run of white space as one space (the PDF breaks lines where the page did). */
const squash = (text: string) => text.replace(/\s+/gu, ' ').trim();
/** Text without white space: a long address may break across lines anywhere. */
const dense = (text: string) => text.replace(/\s+/gu, '');

let context: BrowserContext;
let page: Page;
/** The text of each printed page. */
let pages: string[];
let printed: string;
/** What the screen shows, read from the page itself. */
let screen: {
  bodySentence: string;
  external: { text: string; href: string };
  headings: string[];
  chrome: Record<string, string>;
  innerText: string;
};

beforeAll(async () => {
  context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await page.goto(`${harness.server.url}${article.path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  screen = await page.evaluate(() => {
    const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? '';
    const link = document.querySelector<HTMLAnchorElement>('.article__body a[href^="https://"]')!;
    return {
      bodySentence: text('.article__body > p').split(/(?<=\.) /u)[0]!,
      external: { text: link.textContent ?? '', href: link.getAttribute('href') ?? '' },
      headings: [...document.querySelectorAll('.article__body h2, .article__body h3')].map((h) => h.textContent ?? ''),
      chrome: {
        skipLink: text('.skip-link'),
        topBarLink: text('.topbar .dropdown__toggle'),
        backLink: text('.back-link'),
        contents: text('.toc__heading'),
        callToAction: text('#article-consult'),
        callToActionButton: text('.article__consult .button'),
        related: text('#related-heading'),
        footerBlurb: text('.footer__blurb'),
      },
      innerText: document.body.innerText,
    };
  });
  const pdf = await page.pdf({ format: 'A4' });
  const result = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  pages = result.text;
  printed = squash(pages.join('\n'));
});
afterAll(async () => {
  await context?.close();
});

describe('a printed article', () => {
  it('runs to several pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  it('carries its title, category, read time, date and text', () => {
    expect(printed).toContain(squash(article.title));
    expect(printed).toContain(article.category.label);
    expect(printed).toContain(article.readTime);
    expect(printed).toContain(`Published: ${article.publishedDisplay}`);
    expect(screen.bodySentence.length).toBeGreaterThan(40);
    expect(printed).toContain(squash(screen.bodySentence));
  });

  it('follows an external link with its address', () => {
    expect(screen.external.href).toMatch(/^https:\/\//u);
    expect(dense(printed)).toContain(dense(`${screen.external.text} (${screen.external.href})`));
  });

  it("ends with the page's address and the firm's registered details, which the screen does not show", () => {
    const footer = [
      `Online at ${ORIGIN}${article.path}`,
      site.legalName,
      `company number ${site.companyNumber}`,
      `registered office ${addressLine}`,
    ];
    for (const line of footer) expect(dense(printed)).toContain(dense(line));
    expect(dense(pages.at(-1)!)).toContain(dense(`company number ${site.companyNumber}`));
    expect(screen.innerText).not.toContain('Online at');
  });

  it('leaves out the navigation, the calls to action, the related cards and the site footer', () => {
    const { chrome } = screen;
    expect(chrome).toMatchObject({
      skipLink: 'Skip to main content',
      topBarLink: 'Advisory Services',
      callToActionButton: 'Request a Consultation',
    });
    for (const [part, text] of Object.entries(chrome)) {
      expect(text, part).not.toBe('');
      expect(printed, part).not.toContain(squash(text));
    }
  });

  it('never ends a page with a heading', () => {
    expect(screen.headings.length).toBeGreaterThanOrEqual(5);
    for (const [i, text] of pages.slice(0, -1).entries()) {
      const end = squash(text);
      for (const heading of screen.headings) expect(end.endsWith(squash(heading)), `page ${i + 1}`).toBe(false);
    }
  });

  it('keeps headings with what follows and hides the chrome and the heading links, in print only', async () => {
    // Some of the chrome prints no text at A4 width (the top bar's links are in its mobile menu there).
    const hidden = [
      '.skip-link',
      '.topbar',
      '.back-link',
      '.toc--wide',
      '.heading-anchor',
      '.article__consult',
      '.related',
      '.footer',
    ];
    const styles = () =>
      page.evaluate((selectors) => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        return {
          breakAfter: style('.article__body h2').breakAfter,
          printFooter: style('.article__print-footer').display,
          shown: selectors.filter((selector) => style(selector).display !== 'none'),
        };
      }, hidden);
    expect(await styles()).toEqual({ breakAfter: 'auto', printFooter: 'none', shown: hidden });
    await page.emulateMedia({ media: 'print' });
    expect(await styles()).toEqual({ breakAfter: 'avoid', printFooter: 'block', shown: [] });
    await page.emulateMedia({ media: null });
  });
});
