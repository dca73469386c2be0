import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from '../helpers/server.js';
import { ORIGIN } from '../helpers/app.js';
import type { SearchResults } from '../../shared/search.js';

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

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'translation-fallback-'));
  for (const entry of [
    'builder',
    'client',
    'server',
    'shared',
    'searchIndex',
    'public',
    'build.mjs',
    'package.json',
    'tsconfig.json',
  ])
    cpSync(entry, join(root, entry), { recursive: true, filter: (src) => !src.includes('content/generated') });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
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
    expect(await text('/ar/insights/feed.xml')).not.toContain(FALLBACK);
    expect(await text('/zh-hans/insights/feed.xml')).not.toContain(FALLBACK);
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
