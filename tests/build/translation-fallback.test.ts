import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../helpers/server.js';
import { launchChromium } from '../helpers/chromium.js';
import { ORIGIN } from '../helpers/app.js';
import type { SearchResults } from '../../shared/search.js';
import { copySite } from '../helpers/siteCopy.js';

/*
 * What readers get after the firm's editors change the English, as the build publishes it: a copy
 * of the project whose English changed in three ways is built and served.
 *  - residency-by-investment gains a paragraph with a figure: its translations no longer agree,
 *    so their URLs serve the English, saying the translation is being revised, with the English
 *    canonical URL and out of the language's hreflang set, sitemap, feed and search;
 *  - future-of-crypto-licensing has a word changed: its translations still agree, and are served
 *    saying the English has been updated since;
 *  - the disclaimer (a legal document) gains a paragraph: its translations fall back too.
 */
const FALLBACK = 'residency-by-investment';
/** An article published in English today, before its translations: English-only under every language. */
const ENGLISH_ONLY = 'arbitration-clauses-cross-border-contracts';
const ENGLISH_ONLY_TITLE = 'Arbitration Clauses in Cross-Border Contracts';
const STALE = 'future-of-crypto-licensing';
const ADDED = 'In November 2026 the programme raised its minimum contribution to €600,000.';

let root: string;
let server: RunningServer;

/** Rewrites a file of the copy. */
function edit(file: string, change: (source: string) => string): void {
  const path = join(root, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

/** The source with `paragraph` added after its first body paragraph, and an `updated` date. */
const withParagraph = (paragraph: string, dateField: 'published' | 'updated') => (s: string) => {
  const bodyAt = s.indexOf('\n', s.indexOf('\n---', 4) + 1) + 1;
  const at = s.indexOf('\n\n', bodyAt + 1) + 2;
  const dated =
    dateField === 'published'
      ? s.slice(0, at).replace(/^published: (.*)$/mu, 'published: $1\nupdated: 2026-11-20')
      : s.slice(0, at).replace(/^updated: .*$/mu, 'updated: 2026-11-20');
  return `${dated}${paragraph}\n\n${s.slice(at)}`;
};

/** A body of the required shape: an introduction and five sections, one minute's words. */
function body(): string {
  const words = (seed: number, n: number) => Array.from({ length: n }, (_, i) => `clause${seed}x${i}`).join(' ');
  const sections = [1, 2, 3, 4, 5].map((n) => `## Section ${n} of the arbitration guide\n\n${words(n, 33)}.\n`);
  return `Arbitration ${words(0, 27)}.\n\n${sections.join('\n')}\nPlease ask for a consultation; see our [Disclaimer](/legal/disclaimer).\n`;
}

const englishOnly = `---
title: "${ENGLISH_ONLY_TITLE}"
excerpt: "Seats, rules and enforcement: what an arbitration clause must settle before a dispute begins."
metaTitle: "Arbitration Clauses in Cross-Border Contracts"
metaDescription: "How to draft an arbitration clause for a cross-border contract: the seat, the rules, the language, the tribunal and enforcement under the New York Convention."
category: legal
readTime: 1
featured: false
route: knowledge
published: 2026-01-15
---

${body()}`;

beforeAll(async () => {
  root = copySite();
  writeFileSync(join(root, `shared/content/articles/${ENGLISH_ONLY}.md`), englishOnly);
  edit(`shared/content/articles/${FALLBACK}.md`, withParagraph(ADDED, 'published'));
  edit(`shared/content/articles/${STALE}.md`, (s) =>
    s.replace(/^published: (.*)$/mu, 'published: $1\nupdated: 2026-11-21').replace(/\bsignificant\b/u, 'considerable'),
  );
  edit(
    'shared/content/legal/disclaimer.md',
    withParagraph('This paragraph was added to the English in November 2026.', 'updated'),
  );
  // The build goes on, and lists what the English has moved past.
  const output = execFileSync(process.execPath, ['build.mjs'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  expect(output).toBeDefined();
  server = await startServer({ LOG_LEVEL: 'warn', PUBLIC_ORIGIN: ORIGIN }, 'dist/server/index.js', root);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  if (root !== undefined) rmSync(root, { recursive: true, force: true });
});

const text = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
};
/** The ids of a feed's entries (their canonical URLs). */
const entryIds = (xml: string) =>
  [...xml.matchAll(/<entry>\s*<title[^>]*>[\s\S]*?<id>([^<]+)<\/id>/gu)].map((m) => m[1]!);
const hreflangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/giu)].map((m) => `${m[1]} ${m[2]}`);

describe('a translation that no longer agrees with its English', () => {
  it.each([
    ['/ar', 'تجري مراجعة ترجمة هذه الصفحة'],
    ['/zh-hans', '本页译文正在修订'],
  ])(
    '%s serves the English article, saying in its language that the translation is being revised',
    async (prefix, notice) => {
      const html = await text(`${prefix}/insights/${FALLBACK}`);
      expect(html).toContain(notice);
      expect(html).toContain(ADDED);
      expect(html).toMatch(
        /<div class="prose article__body" data-body="article:residency-by-investment" lang="en" dir="ltr">/u,
      );
      expect(html).toMatch(/<h1 lang="en" dir="ltr">Residency by Investment in 2025/u);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/insights/${FALLBACK}">`);
      expect(hreflangs(html)).toEqual([]);
    },
  );

  it('is out of the language versions of the English page, the sitemap, the feeds and the search', async () => {
    expect(hreflangs(await text(`/insights/${FALLBACK}`))).toEqual([]);
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`<loc>${ORIGIN}/insights/${FALLBACK}</loc>`);
    expect(sitemap).not.toContain(`/ar/insights/${FALLBACK}`);
    expect(sitemap).not.toContain(`/zh-hans/insights/${FALLBACK}`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/ar/insights/${STALE}</loc>`);
    for (const prefix of ['/ar', '/zh-hans']) {
      const ids = entryIds(await text(`${prefix}/insights/feed.xml`));
      expect(ids.length, prefix).toBeGreaterThan(0);
      expect(
        ids.filter((id) => id.includes(FALLBACK)),
        prefix,
      ).toEqual([]);
    }

    // Neither its translation nor its English is in the language's search: a word only it has finds nothing.
    for (const prefix of ['/ar', '/zh-hans']) {
      const results = JSON.parse(await text(`${prefix}/api/search?q=Habita%C3%A7%C3%A3o`)) as SearchResults;
      expect(results.total, prefix).toBe(0);
    }
    const english = JSON.parse(await text('/api/search?q=Habita%C3%A7%C3%A3o')) as SearchResults;
    expect(english.hits.map((h) => h.url)).toEqual([`/insights/${FALLBACK}`]);
  });

  it('applies to a legal document too: the English, marked, with its canonical URL, out of the sitemap', async () => {
    const html = await text('/ar/legal/disclaimer');
    expect(html).toContain('تجري مراجعة ترجمة هذه الصفحة');
    expect(html).toContain('This paragraph was added to the English in November 2026.');
    expect(html).toMatch(/<div data-body="legal:disclaimer" lang="en" dir="ltr">/u);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/legal/disclaimer">`);
    expect(hreflangs(html)).toEqual([]);
    expect(hreflangs(await text('/legal/disclaimer'))).toEqual([]);
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).not.toContain('/ar/legal/disclaimer');
    expect(sitemap).toContain(`<loc>${ORIGIN}/ar/legal/privacy-policy</loc>`);
  });
});

describe('a translation that still agrees with a changed English', () => {
  it.each([
    ['/ar', 'وقد حُدِّث النص الإنجليزي بعد ذلك'],
    ['/zh-hans', '英文原文此后已更新'],
  ])('%s is served in its language, saying when the English was updated, linking to it', async (prefix, changed) => {
    const html = await text(`${prefix}/insights/${STALE}`);
    expect(html).toContain(changed);
    expect(html).toContain('<time dateTime="2026-11-21">');
    expect(html).toContain(`<a href="/insights/${STALE}" hrefLang="en-GB">`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${prefix}/insights/${STALE}">`);
    expect(hreflangs(html)).toHaveLength(4);
  });
});

describe('a current translation', () => {
  it('names the English version it was translated from, with its date and a link to it', async () => {
    const html = await text('/ar/insights/corporate-structuring-cross-border');
    const note = /<p class="translation-note">(.*?)<\/p>/u.exec(html)?.[1] ?? '';
    // Message arguments are isolated (U+2068 … U+2069), so a right-to-left sentence keeps them whole.
    expect(note.replace(/[\u2068\u2069]/gu, '')).toMatch(
      /^تُرجمت هذه الصفحة عن <a href="\/insights\/corporate-structuring-cross-border" hrefLang="en-GB">النص الإنجليزي الأصلي<\/a> الصادر في <time dateTime="\d{4}-\d{2}-\d{2}">[^<]+<\/time>\.$/u,
    );
    expect(html).not.toContain('class="notice translation-notice"');
  });
});

describe('an article published before its translations', () => {
  it.each([
    ['/ar', 'ar'],
    ['/zh-hans', 'zh-Hans'],
  ])('%s: answers 200 in English under the language, with a notice, canonical English', async (prefix, htmlLang) => {
    const html = await text(`${prefix}/knowledge/${ENGLISH_ONLY}`);
    expect(html).toContain(`<html lang="${htmlLang}"`);
    expect(html).toMatch(/<p class="notice article__notice">[^<]+<\/p>/u);
    expect(html).not.toContain('class="notice translation-notice"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/knowledge/${ENGLISH_ONLY}">`);
    expect(hreflangs(html)).toEqual([]);
    expect(html).toMatch(new RegExp(`data-body="article:${ENGLISH_ONLY}" lang="en" dir="ltr"`, 'u'));
    // Both tables of contents list its English headings, marked as the body is; their heading stays the page's.
    expect(html.match(/<ol class="toc__list"[^>]*>/gu)).toEqual([
      '<ol class="toc__list" lang="en" dir="ltr">',
      '<ol class="toc__list" lang="en" dir="ltr">',
    ]);
    expect(html).toMatch(/<h2 id="toc-heading" class="toc__heading">[^<]+<\/h2>/u);
    // Its Open Graph image is the English card.
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${ORIGIN}/assets/og/${ENGLISH_ONLY}-[0-9A-F]+\\.png">`, 'u'),
    );
  });

  it('is listed in English, marked lang="en", and has no alternates', async () => {
    const list = await text('/ar/knowledge/all-articles');
    expect(list).toMatch(/<h2 class="article-card__title" lang="en" dir="ltr">/u);
    expect(list).toContain(ENGLISH_ONLY_TITLE);
    expect(hreflangs(await text(`/knowledge/${ENGLISH_ONLY}`))).toEqual([]);
    // The English page of a translated article keeps its contents unmarked.
    expect((await text(`/ar/insights/${STALE}`)).match(/<ol class="toc__list"[^>]*>/gu)).toEqual([
      '<ol class="toc__list">',
      '<ol class="toc__list">',
    ]);
  });

  it("is in the sitemap in English only, and out of the other languages' feeds", async () => {
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/knowledge/${ENGLISH_ONLY}</loc><lastmod>2026-01-15</lastmod></url>`);
    expect(sitemap).not.toContain(`/ar/knowledge/${ENGLISH_ONLY}`);
    expect(await text('/insights/feed/legal.xml')).toContain(`${ORIGIN}/knowledge/${ENGLISH_ONLY}`);
    for (const prefix of ['/ar', '/zh-hans'])
      expect(await text(`${prefix}/insights/feed/legal.xml`)).not.toContain(ENGLISH_ONLY);
  });
});

describe('the pages of each state', () => {
  it('are valid HTML (W3C Nu checker): a fallback, a stale translation, a current one, an English-only article, a legal fallback', async () => {
    const paths = [
      `/ar/insights/${FALLBACK}`,
      `/zh-hans/insights/${STALE}`,
      '/ar/insights/corporate-structuring-cross-border',
      `/zh-hans/knowledge/${ENGLISH_ONLY}`,
      '/ar/legal/disclaimer',
    ];
    const files: string[] = [];
    for (const [i, path] of paths.entries()) {
      const file = join(root, `page-${i}.html`);
      writeFileSync(file, await text(path));
      files.push(file);
    }
    const vnuJar = String(createRequire(import.meta.url)('vnu-jar') as string);
    const stderr = await new Promise<string>((done) =>
      execFile(
        process.env.JAVA ?? 'java',
        ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files],
        (_e, _o, err) => done(err),
      ),
    );
    const errors = (
      JSON.parse(stderr) as { messages: { type: string; message: string; url?: string }[] }
    ).messages.filter((m) => m.type !== 'info');
    expect(errors).toEqual([]);
  });
});

describe('search as you type, in Arabic', () => {
  it('marks an English-only article’s title lang="en" dir="ltr", an Arabic one not', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/ar/insights`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
      const box = page.locator('#insights-search');
      const titles = page.locator('[role="listbox"] [role="option"] .instant__title');
      const marks = () =>
        titles.evaluateAll((spans) =>
          spans.map((span) => [span.textContent, span.getAttribute('lang'), span.getAttribute('dir')]),
        );
      await box.click();
      await box.pressSequentially('Arbitration', { delay: 20 });
      await expect.poll(marks, { timeout: 30_000 }).toContainEqual([ENGLISH_ONLY_TITLE, 'en', 'ltr']);
      await box.fill('');
      await box.pressSequentially('الإقامة', { delay: 20 });
      await expect
        .poll(marks, { timeout: 30_000 })
        .toContainEqual([expect.stringMatching(/\p{Script=Arabic}/u), null, null]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
