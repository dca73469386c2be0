import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import type { Browser } from 'playwright-core';
import { generateSite } from '../../scripts/generate-articles.mjs';
import { langs } from '../../shared/i18n/locales.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { launchChromium } from '../helpers/chromium.js';
import { testApp } from '../helpers/app.js';
import { modulePreloads, readManifest } from '../../server/manifest.js';
import { routes } from '../../shared/routes.js';
import { BUDGETS } from '../helpers/budgets.js';

/*
 * A publication that grows: a copy of the site with a few hundred articles (synthetic copies of
 * the twelve) is built and served, and every page, the feed and the first load keep the size
 * they have at twelve. Sizes only; times are measured by `npm run bench:scale`.
 */
const COUNT = 300;
const PAGE_SIZE = 12;
const PAGES = Math.ceil(COUNT / PAGE_SIZE);

/**
 * A draft that, were it published, would be the newest featured insight: first on home, in the
 * lists, the feed and the sitemap. Written from a real article, with its own title and meta fields.
 */
const DRAFT = {
  slug: 'unpublished-draft-on-reporting-duties',
  title: 'Unpublished Draft on Cross-Border Reporting Duties',
  metaTitle: 'Unpublished Draft on Reporting Duties',
  metaDescription:
    'An unpublished draft on cross-border reporting duties for family offices: it must appear nowhere in a production build of the site.',
};
function writeDraft(root: string): void {
  const dir = join(root, 'shared/content/articles');
  const newest = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => /^published: (\S+)$/mu.exec(readFileSync(join(dir, f), 'utf8'))?.[1] ?? '')
    .sort()
    .at(-1)!;
  const later = new Date(Date.parse(newest) + 86_400_000).toISOString().slice(0, 10);
  const source = readFileSync(join(dir, 'asset-protection-family-offices-2025.md'), 'utf8')
    .replace(/^title: .*$/mu, `title: "${DRAFT.title}"`)
    .replace(/^metaTitle: .*$/mu, `metaTitle: "${DRAFT.metaTitle}"`)
    .replace(/^metaDescription: .*$/mu, `metaDescription: "${DRAFT.metaDescription}"`)
    .replace(/^published: .*$/mu, `published: ${later}\ndraft: true`);
  writeFileSync(join(dir, `${DRAFT.slug}.md`), source);
}

/** Every file under `dir`, as paths. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

let root: string;
let server: RunningServer;
let small: RequestListener;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'archive-'));
  await generateSite({ count: COUNT, dir: root });
  writeDraft(root);
  execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'ignore' });
  server = await startServer({ LOG_LEVEL: 'warn' }, 'dist/server/index.js', root);
  small = await testApp();
}, 600_000);
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

const get = async (path: string, status = 200) => {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  expect(res.status, path).toBe(status);
  return res.text();
};
const cards = (html: string) => html.match(/class="card article-card/gu)?.length ?? 0;
/** The HTML of the shipped twelve-article site, for comparison. */
const smallHtml = async (path: string) => (await request(small).get(path).expect(200)).text;
const bytes = (s: string) => Buffer.byteLength(s);

describe(`${COUNT} articles`, () => {
  it('home shows the 6 newest featured insights and stays within 10% of its size at twelve', async () => {
    const html = await get('/');
    expect(cards(html)).toBe(6);
    expect(bytes(html) / bytes(await smallHtml('/'))).toBeLessThan(1.1);
  });

  it('/insights shows at most 6 of each section, filtered before the cap', async () => {
    const html = await get('/insights');
    expect(cards(html)).toBe(12);
    const banking = await get('/insights?category=banking');
    expect(cards(banking)).toBeLessThanOrEqual(12);
    expect(banking.match(/<span class="tag">([^<]+)<\/span>/gu)?.every((t) => t.includes('Banking'))).toBe(true);
  });

  it('the list holds one page of cards, counts them all and links onward', async () => {
    const html = await get('/insights/all-articles');
    expect(cards(html)).toBe(PAGE_SIZE);
    expect(html).toContain(`Showing ${COUNT} articles`);
    expect(html).toContain(`Page 1 of ${PAGES}`);
    expect(html).toContain('rel="next" href="/insights/all-articles?page=2"');
    expect(html).not.toContain('rel="prev"');
    // Within 10% of a full page of cards at twelve articles (the shipped list is exactly one page).
    expect(bytes(html) / bytes(await smallHtml('/insights/all-articles'))).toBeLessThan(1.1);
  });

  it('a middle page links both ways and names itself as canonical', async () => {
    const html = await get('/knowledge/all-articles?page=2');
    expect(cards(html)).toBe(PAGE_SIZE);
    expect(html).toContain('rel="prev" href="/knowledge/all-articles"');
    expect(html).toContain('rel="next" href="/knowledge/all-articles?page=3"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/knowledge\/all-articles\?page=2">/u);
  });

  it('the last page has the rest and no next link; the one after it is 404', async () => {
    const last = await get(`/insights/all-articles?page=${PAGES}`);
    expect(cards(last)).toBe(COUNT - (PAGES - 1) * PAGE_SIZE);
    expect(last).not.toContain('rel="next"');
    const after = await get(`/insights/all-articles?page=${PAGES + 1}`, 404);
    expect(after).toContain('Oops! Page not found');
  });

  it('pages compose with the category filter', async () => {
    const first = await get('/insights/all-articles?category=banking');
    const total = Number(/Showing (\d+) articles in Banking/u.exec(first)?.[1]);
    expect(total).toBeGreaterThan(PAGE_SIZE);
    expect(first).toContain('rel="next" href="/insights/all-articles?category=banking&amp;page=2"');
    const second = await get('/insights/all-articles?page=2&category=banking');
    expect(cards(second)).toBe(Math.min(PAGE_SIZE, total - PAGE_SIZE));
    await get(`/insights/all-articles?category=banking&page=${Math.ceil(total / PAGE_SIZE) + 1}`, 404);
  });

  it('an article page stays within 10% of its size at twelve', async () => {
    const path = '/insights/aml-kyc-2025';
    expect(bytes(await get(path)) / bytes(await smallHtml(path))).toBeLessThan(1.1);
  });

  it('the feed holds the newest 20 entries; the sitemap lists every article', async () => {
    const feed = await get('/insights/feed.xml');
    expect(feed.split('<entry>').length - 1).toBe(20);
    const sitemap = await get('/sitemap.xml');
    // Each static page in every language; each article in English and in each language it is translated into.
    const staticPaths = routes.filter((r) => r.sitemap).length * langs.length;
    const translations = ['ar', 'zh-hans'].reduce(
      (n, folder) => n + readdirSync(join('shared/content/articles', folder)).filter((f) => f.endsWith('.md')).length,
      0,
    );
    expect(sitemap.match(/<url>/gu)).toHaveLength(staticPaths + COUNT + translations);
  });

  it(`first-load JavaScript is at most ${BUDGETS.firstLoadJs / 1024} KiB on every route`, () => {
    const dist = join(root, 'dist');
    const manifest = readManifest(dist);
    const report = JSON.parse(readFileSync(join(dist, 'build-report.json'), 'utf8')) as {
      file: string;
      gzip: number;
    }[];
    const gzip = new Map(report.map((r) => [r.file, r.gzip]));
    for (const route of routes) {
      const files = [manifest.boot, manifest.entry.file, ...modulePreloads(manifest, [route.module])];
      const total = files.reduce((sum, f) => sum + (gzip.get(f) ?? Number.NaN), 0);
      expect(total, route.path).toBeLessThanOrEqual(BUDGETS.firstLoadJs);
    }
  });
});

describe('a draft', () => {
  it('appears nowhere in the production output: no page, list entry, feed entry, sitemap URL or image', async () => {
    const outputs = [...filesUnder(join(root, 'dist')), ...filesUnder(join(root, 'shared/content/generated'))];
    // Compressed copies repeat their raw file; Open Graph images are named by slug.
    for (const file of outputs.filter((f) => !/\.(br|gz|png|woff2?)$/u.test(f))) {
      const text = readFileSync(file, 'utf8');
      expect(text.includes(DRAFT.slug), file).toBe(false);
      expect(text.includes(DRAFT.title), file).toBe(false);
    }
    expect(outputs.filter((f) => f.includes(DRAFT.slug))).toEqual([]);
    await get(`/insights/${DRAFT.slug}`, 404);
    expect(await get('/')).not.toContain('Unpublished Draft');
  });
});

describe(`${COUNT} articles in the browser`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the next page is a client navigation that fetches that page of the list and nothing else', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/insights/all-articles`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.locator('a[rel="next"]').click();
    await page.waitForURL('**/insights/all-articles?page=2');
    await expect.poll(() => page.locator('.pagination__status').textContent()).toBe(`Page 2 of ${PAGES}`);
    expect(fetched.filter((p) => p.startsWith('/assets/data/'))).toEqual([
      expect.stringMatching(/^\/assets\/data\/[0-9A-F]{12}\/list\/all\/2\.json$/u),
    ]);
    // No document request: the router took the navigation.
    expect(fetched.filter((p) => p.startsWith('/insights'))).toEqual([]);
    await page.close();
  });
});
