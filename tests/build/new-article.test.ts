import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { startServer, type RunningServer } from '../helpers/server.js';
import { readManifest } from '../../server/manifest.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ArticleCard } from '../../shared/components/ArticleCard.js';
import { summaryOf } from '../../shared/content/articles/summary.js';
import { englishLoader } from '../helpers/messages.js';
import { LoaderContext } from '../../shared/loader.js';
import { copySite } from '../helpers/siteCopy.js';

/*
 * Publishing is one file: a copy of the project gains a thirteenth article as a single
 * Markdown file, is built, and the new article appears everywhere articles are listed. A
 * fourteenth, dated after today, is scheduled: the production build leaves it out entirely.
 */
const SLUG = 'trade-finance-banking-2026';
const TITLE = 'Trade Finance Banking for Exporters in 2026';

/** A letter no other page of the site uses, so the web fonts lack it until this article is built. */
const NEW_LETTER = 'ü';

/** A body of the required shape: an introduction and five sections, 237 words (one minute). */
function body(prefix = 'word'): string {
  const words = (seed: number, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${seed}x${i}`).join(' ');
  const sections = [1, 2, 3, 4, 5].map((n) => `## Section ${n} of the trade finance guide\n\n${words(n, 33)}.\n`);
  return `Z${NEW_LETTER}rich ${words(0, 27)}.\n\n${sections.join('\n')}\nPlease ask for a consultation; see our [Disclaimer](/legal/disclaimer).\n`;
}

const article = `---
title: "${TITLE}"
excerpt: "Letters of credit, supply-chain finance and correspondent banking for exporters."
metaTitle: "Trade Finance Banking for Exporters in 2026"
metaDescription: "How exporters can secure trade finance in 2026: letters of credit, supply-chain finance, correspondent banks and the compliance files they expect to see."
category: banking
readTime: 1
featured: true
route: insights
published: 2026-01-15
---

${body()}`;

const SCHEDULED = 'private-credit-outlook-2099';
const scheduled = `---
title: "Private Credit Outlook for 2099"
excerpt: "A look ahead at private credit markets, written now and published on its date."
metaTitle: "Private Credit Outlook for 2099"
metaDescription: "Where private credit is heading in 2099: fund structures, bank partnerships, regulatory scrutiny and what borrowers should prepare before the year begins."
category: banking
readTime: 1
featured: true
route: insights
published: 2099-01-15
---

${body('sched')}`;

let root: string;
let server: RunningServer;
beforeAll(async () => {
  root = copySite();
  writeFileSync(join(root, 'shared/content/articles', `${SLUG}.md`), article);
  writeFileSync(join(root, 'shared/content/articles', `${SCHEDULED}.md`), scheduled);
  execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'ignore' });
  server = await startServer({ LOG_LEVEL: 'warn' }, 'dist/server/index.js', root);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

const text = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe('a thirteenth article added as one file', () => {
  it('has its page, with its own head tags and Open Graph image', async () => {
    const html = await text(`/insights/${SLUG}`);
    expect(html).toContain(`<h1>${TITLE}</h1>`);
    expect(html).toContain('<title>Trade Finance Banking for Exporters in 2026</title>');
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="[^"]*/assets/og/${SLUG}-[0-9A-F]{10}\\.png">`, 'u'),
    );
  });

  it('is listed first (newest) on the lists, 13 in all', async () => {
    for (const path of [
      '/insights',
      '/insights/all-articles',
      '/knowledge/all-articles',
      '/insights/all-articles?category=banking',
    ]) {
      const html = await text(path);
      expect(html, path).toContain(`href="/insights/${SLUG}"`);
    }
    expect(await text('/insights/all-articles')).toContain('Showing 13 articles');
  });

  it('is in the sitemap and the Atom feed', async () => {
    expect(await text('/sitemap.xml')).toContain(`/insights/${SLUG}</loc><lastmod>2026-01-15</lastmod>`);
    const feed = await text('/insights/feed.xml');
    expect(feed).toContain(`<title type="html"><![CDATA[${TITLE}]]></title>`);
    const entries = feed.split('<entry>').slice(1);
    expect(entries).toHaveLength(13);
    expect(entries[0]).toContain(TITLE); // newest first
  });

  it('is among the related insights of another article in its category', async () => {
    const html = await text('/insights/banking-for-high-risk-industries');
    const related = html.slice(html.indexOf('id="related-heading"'));
    expect(related).toContain(`href="/insights/${SLUG}"`);
  });

  it('brings its new characters into the web fonts, which lacked them before', () => {
    const hasLetter = (dist: string, url: string) =>
      (fontkit.create(readFileSync(join(dist, 'public', url))) as fontkit.Font).hasGlyphForCodePoint(
        NEW_LETTER.codePointAt(0)!,
      );
    const before = readManifest('dist').fonts.en;
    const after = readManifest(join(root, 'dist')).fonts.en;
    expect(after).toHaveLength(3);
    for (const url of before) expect(hasLetter('dist', url), url).toBe(false);
    for (const url of after) expect(hasLetter(join(root, 'dist'), url), url).toBe(true);
  });
});

describe('an article dated after today (scheduled)', () => {
  it('has no page under either prefix, and no Open Graph image', async () => {
    for (const prefix of ['insights', 'knowledge']) {
      expect((await fetch(`${server.url}/${prefix}/${SCHEDULED}`)).status).toBe(404);
    }
    const cards = readdirSync(join(root, 'dist', 'public', 'assets', 'og'), { recursive: true, encoding: 'utf8' });
    expect(cards.filter((name) => name.includes(SCHEDULED))).toEqual([]);
  });

  it('is on no list, in no related links, not in the sitemap, the feed or the search', async () => {
    for (const path of ['/', '/insights', '/insights/all-articles', '/knowledge/all-articles', `/insights/${SLUG}`]) {
      expect(await text(path), path).not.toContain(SCHEDULED);
    }
    expect(await text('/sitemap.xml')).not.toContain(SCHEDULED);
    expect(await text('/insights/feed.xml')).not.toContain('Private Credit Outlook');
    const search = JSON.parse(await text('/api/search?q=sched1x3')) as { total: number; q: string };
    expect(search.total).toBe(0);
    expect(JSON.parse(await text('/api/search?q=word1x3')) as { total: number }).toMatchObject({ total: 1 });
  });

  it('is in a development build, marked as scheduled', async () => {
    const { compileContent } = await import('../../builder/content.js');
    const content = await compileContent(root, { drafts: true });
    const compiled = content.articles.find((a) => a.id === SCHEDULED)!;
    expect(compiled).toMatchObject({ scheduled: true });
    // Its card says so.
    const { id, title, excerpt, category, readTime, featured, route, published } = compiled;
    const entry = { id, title, excerpt, category, readTime, featured, route, published, scheduled: true as const };
    const card = renderToStaticMarkup(
      createElement(
        LoaderContext,
        { value: englishLoader() },
        createElement(StaticRouter, { location: '/' }, createElement(ArticleCard, { article: summaryOf(entry) })),
      ),
    );
    expect(card).toContain('Scheduled for 15 January 2099');
    const production = await compileContent(root);
    expect(production.articles.map((a) => a.id)).not.toContain(SCHEDULED);
    // On its publication day (in London) the same build includes it.
    const onTheDay = await compileContent(root, { today: '2099-01-15' });
    expect(onTheDay.articles.map((a) => a.id)).toContain(SCHEDULED);
  });

  it('may not be linked from a published article: the check names the file and the line', async () => {
    const { compileContent, ContentError } = await import('../../builder/content.js');
    const file = join(root, 'shared/content/articles', `${SLUG}.md`);
    const original = readFileSync(file, 'utf8');
    try {
      writeFileSync(
        file,
        original.replace('see our [Disclaimer](/legal/disclaimer)', `see [the outlook](/insights/${SCHEDULED})`),
      );
      const error = await compileContent(root).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentError);
      expect((error as Error).message).toMatch(
        new RegExp(
          `shared/content/articles/${SLUG}\\.md: body, line \\d+: the link "/insights/${SCHEDULED}" points to no page`,
          'u',
        ),
      );
      // In development the scheduled article has a page, so the link is good there.
      await expect(compileContent(root, { drafts: true })).resolves.toBeDefined();
    } finally {
      writeFileSync(file, original);
    }
  });
});
