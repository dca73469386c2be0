import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { testApp } from '../helpers/app.js';
import { allPaths, articlePaths } from '../helpers/paths.js';
import { listen, rawRequest } from '../helpers/raw.js';
import { categories } from '../../shared/content/categories.js';
import { routes } from '../../shared/routes.js';
import { articleHead } from '../helpers/paths.js';

/*
 * The page cache: pages render on request, once, into an LRU cache bounded by bytes whose keys
 * are canonical URLs, so no sequence of requests makes it hold more than the site has.
 */

/** Every response the site can cache: pages, list variants, 404 kinds, root files (four, and a feed per category). */
const filtered = routes.filter((r) => r.pageData === 'insights' || r.pageData === 'list').map((r) => r.path);
const categoryFeeds = categories.map((c) => `/insights/feed/${c.slug}.xml`);
const documentCount = allPaths.length + filtered.length * categories.length + 3 + 4 + categoryFeeds.length;

/** Every URL of the site plus 1,000 other spellings and unknown paths. */
function sweep(): string[] {
  const targets = [...allPaths, ...filtered.flatMap((p) => categories.map((c) => `${p}?category=${c.slug}`))];
  targets.push('/robots.txt', '/sitemap.xml', '/insights/feed.xml', ...categoryFeeds, '/favicon.svg');
  for (let i = 0; i < 200; i++) {
    const page = allPaths[i % allPaths.length]!;
    targets.push(
      `${page.toUpperCase()}?n=${i}`,
      `${page}/?t=${i}`,
      `/${'/'.repeat(1 + (i % 4))}${page.slice(1)}`,
      `/unknown-${i}`,
      `/knowledge/no-such-guide-${i}?category=banking&page=${i}`,
    );
  }
  return targets;
}

describe('the page cache', () => {
  it('never holds more than its byte bound or the number of documents the site has', async () => {
    for (const mb of ['1', '32']) {
      const app = await testApp({ PAGE_CACHE_MB: mb });
      const { server, port } = await listen(app);
      try {
        for (const target of sweep()) {
          const res = await rawRequest(port, target, { 'Accept-Encoding': 'gzip' });
          expect(res.status, target).toBeLessThan(500);
          const { entries, bytes, maxBytes } = app.pages.stats();
          expect(bytes, target).toBeLessThanOrEqual(maxBytes);
          expect(entries, target).toBeLessThanOrEqual(documentCount);
        }
        if (mb === '32') expect(app.pages.stats().entries).toBe(documentCount);
        else expect(app.pages.stats().entries).toBeLessThan(documentCount);
      } finally {
        server.close();
      }
    }
  });

  it('renders a page once, then serves it from the cache', async () => {
    const app = await testApp();
    const { server, port } = await listen(app);
    try {
      const target = '/insights/all-articles?category=legal';
      const before = app.pages.stats().renders;
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => rawRequest(port, target, { 'Accept-Encoding': 'gzip' })),
      );
      expect(app.pages.stats().renders).toBe(before + 1);
      for (let i = 0; i < 5; i++) await rawRequest(port, target, { 'Accept-Encoding': 'identity' });
      expect(app.pages.stats().renders).toBe(before + 1);
      expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
      expect(gunzipSync(responses[0]!.body).toString()).toContain('Showing');
    } finally {
      server.close();
    }
  });

  it('holds each copy of a page in memory of its own size, so its byte bound is the memory it takes', async () => {
    const app = await testApp();
    const { server, port } = await listen(app);
    try {
      for (const path of allPaths) {
        expect((await rawRequest(port, path, { 'Accept-Encoding': 'gzip' })).status, path).toBe(200);
        const held = app.pages.cached(path);
        expect(held, path).toBeDefined();
        // A slice of zlib's 64 KiB output chunk or of Buffer's shared pool would keep all of it alive.
        for (const [coding, bytes] of Object.entries({ identity: held?.identity, gzip: held?.gzip, br: held?.br })) {
          expect(bytes, `${path} ${coding}`).toBeDefined();
          expect(bytes?.buffer.byteLength, `${path} ${coding}`).toBe(bytes?.length);
        }
      }
    } finally {
      server.close();
    }
  });

  it('with room for a few pages only, still answers every article correctly', async () => {
    const app = await testApp({ PAGE_CACHE_MB: '1' });
    const { server, port } = await listen(app);
    try {
      for (let round = 0; round < 2; round++) {
        for (const path of articlePaths) {
          const res = await rawRequest(port, path, { 'Accept-Encoding': 'gzip' });
          expect(res.status, path).toBe(200);
          const html = gunzipSync(res.body).toString();
          const slug = path.split('/')[2]!;
          expect(html).toContain(`<title>${articleHead(slug).metaTitle.replace(/&/gu, '&amp;')}</title>`);
          expect(html).toContain(`<link rel="canonical" href="https://www.aldermere.example${path}">`);
          expect(app.pages.stats().bytes).toBeLessThanOrEqual(1024 * 1024);
        }
      }
      // More articles than the cache holds: the second round rendered them again.
      expect(app.pages.stats().renders).toBeGreaterThanOrEqual(2 * articlePaths.length);
    } finally {
      server.close();
    }
  });
});
