import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readManifest } from '../../server/manifest.js';
import { useListeningApp } from '../helpers/harness.js';
import { listen, rawRequest, type RawResponse } from '../helpers/raw.js';
import { testApp } from '../helpers/app.js';

const manifest = readManifest('dist');
const entry = manifest.entry.file;
const css = manifest.css[0]!;
const font = manifest.fonts.en[0]!;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const ctx = useListeningApp();

/** A request with exactly the given headers (no client-side decompression), bytes as sent. */
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(ctx.port, path, headers, method);

function decode(res: RawResponse): Buffer {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.body);
  if (coding === 'gzip') return gunzipSync(res.body);
  expect(coding).toBeUndefined();
  return res.body;
}

describe('hashed assets are immutable for a year', () => {
  it.each([entry, css, font, ...manifest.entry.imports.slice(0, 2)])('%s', async (path) => {
    const res = await request(ctx.app).get(path).expect(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('hashed assets answer a revalidation with 304 and their own ETag per coding', () => {
  it.each([entry, css, font])('%s', async (path) => {
    const tags = new Set<string>();
    for (const coding of ['br', 'gzip', 'identity']) {
      const first = await raw(path, { 'Accept-Encoding': coding });
      expect(first.status).toBe(200);
      expect(decode(first).equals(readFileSync(`dist/public${path}`))).toBe(true);
      const etag = first.headers.etag!;
      tags.add(etag);
      const again = await raw(path, { 'Accept-Encoding': coding, 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const head = await raw(path, { 'Accept-Encoding': coding }, 'HEAD');
      expect(head.headers['content-length']).toBe(first.headers['content-length']);
      expect(head.body.length).toBe(0);
    }
    // A font is compressed already: one coding, one tag.
    expect(tags.size).toBe(path === font ? 1 : 3);
  });
});

describe('unhashed files have a short max-age and are not immutable', () => {
  const unhashed = [
    '/favicon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/insights/feed.xml',
    '/insights/feed/licensing.xml',
  ];
  it.each(unhashed)('%s', async (path) => {
    const res = await request(ctx.app).get(path).expect(200);
    const cc = res.headers['cache-control'] as string;
    expect(cc).not.toContain('immutable');
    const maxAge = Number(/max-age=(\d+)/u.exec(cc)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(86_400);
  });
});

describe('HTML: browsers revalidate every time, a CDN may keep it briefly', () => {
  it.each(['/', '/about', '/insights?category=legal'])(
    '%s: max-age=0 and s-maxage, a strong ETag, 304 on a match',
    async (path) => {
      for (const coding of ['identity', 'gzip', 'br']) {
        const first = await raw(path, { 'Accept-Encoding': coding });
        expect(first.status).toBe(200);
        expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(first.headers['cache-control']).toBe(
          'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
        );
        const etag = first.headers.etag!;
        expect(etag).toMatch(/^"[^"]+"$/u); // strong: quoted, no W/ prefix

        const again = await raw(path, { 'Accept-Encoding': coding, 'If-None-Match': etag });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etag);

        const stale = await raw(path, { 'Accept-Encoding': coding, 'If-None-Match': '"not-the-tag"' });
        expect(stale.status).toBe(200);
        expect(stale.body.equals(first.body)).toBe(true);
      }
    },
  );

  it('each encoding of a page has its own ETag', async () => {
    const tags = new Set<string>();
    for (const coding of ['identity', 'gzip', 'br'])
      tags.add((await raw('/about', { 'Accept-Encoding': coding })).headers.etag!);
    expect(tags.size).toBe(3);
  });
});

describe('content negotiation', () => {
  const cases: [string, Record<string, string>, string | undefined][] = [
    ['br', { 'Accept-Encoding': 'br' }, 'br'],
    ['gzip', { 'Accept-Encoding': 'gzip' }, 'gzip'],
    // What browsers send: equal weights, gzip listed first. br is smaller and must win.
    ['browser (gzip, deflate, br, zstd)', { 'Accept-Encoding': 'gzip, deflate, br, zstd' }, 'br'],
    ['br refused', { 'Accept-Encoding': 'br;q=0, gzip' }, 'gzip'],
    ['identity', { 'Accept-Encoding': 'identity' }, undefined],
    ['br and gzip refused', { 'Accept-Encoding': 'br;q=0, gzip;q=0, identity' }, undefined],
    ['no Accept-Encoding', {}, undefined],
  ];

  it.each(['/', '/services/company-formation', entry, css])(
    '%s: encoding follows Accept-Encoding, same bytes once decoded',
    async (path) => {
      const bodies: Buffer[] = [];
      for (const [label, headers, expected] of cases) {
        const res = await raw(path, headers);
        expect(res.status, label).toBe(200);
        expect(res.headers['content-encoding'], label).toBe(expected);
        expect(res.headers.vary, label).toMatch(/\bAccept-Encoding\b/iu);
        if (res.headers['content-length'] !== undefined) {
          expect(Number(res.headers['content-length']), label).toBe(res.body.length);
        }
        bodies.push(decode(res));
      }
      for (const body of bodies.slice(1)) expect(body.equals(bodies[0]!)).toBe(true);
      if (path.startsWith('/assets/')) expect(bodies[0]!.equals(readFileSync(`dist/public${path}`))).toBe(true);
    },
  );

  it("a page's first response is already brotli: both copies are made before it is sent", async () => {
    // A new server, asked for a page its warm-up does not render.
    const fresh = await testApp();
    const { server, port } = await listen(fresh);
    const first = await rawRequest(port, '/insights?category=migration', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    const gzipped = await rawRequest(port, '/insights?category=migration', { 'Accept-Encoding': 'gzip' });
    server.close();
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/\bAccept-Encoding\b/iu);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).not.toBe(first.headers.etag);
    expect(brotliDecompressSync(first.body).equals(gunzipSync(gzipped.body))).toBe(true);
  });

  it('a page honours q-values: gzip weighted above br gets gzip', async () => {
    // (Assets follow express-static-gzip, which prefers br over any acceptable gzip.)
    const res = await raw('/about', { 'Accept-Encoding': 'gzip;q=1, br;q=0.5' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('each Accept-Encoding value gets its own answer, however many distinct values arrive', async () => {
    // More distinct values than the server keeps negotiated, then the first ones again.
    const weights: [string, string | undefined][] = [
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0.9, br', 'br'],
      ['br;q=0, gzip;q=0', undefined],
    ];
    const values = Array.from(
      { length: 600 },
      (_, i) => [`x-${i}, ${weights[i % 3]![0]}`, weights[i % 3]![1]] as const,
    );
    for (const [value, expected] of [...values, ...values.slice(0, 30)]) {
      const res = await raw('/about', { 'Accept-Encoding': value });
      expect(res.headers['content-encoding'], value).toBe(expected);
    }
  });

  it('the 404 page is stored compressed and varies by encoding too', async () => {
    const plainRes = await raw('/no-such-page', {});
    const gz = await raw('/no-such-page', { 'Accept-Encoding': 'gzip' });
    expect(plainRes.status).toBe(404);
    expect(gz.status).toBe(404);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/\bAccept-Encoding\b/iu);
    expect(decode(gz).equals(plainRes.body)).toBe(true);
  });
});

describe('unknown files under /assets/ are a plain 404, not the HTML app', () => {
  it.each([
    '/assets/no-such-file.js',
    '/assets/main-00000000.js',
    '/assets/chunks/no-such-chunk.js',
    '/assets/media/no-such-font.woff2',
    '/assets/chunks',
    `${css}.map`,
  ])('%s', async (path) => {
    const res = await raw(path, { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/u);
    expect(res.headers['cache-control']).not.toContain('immutable');
    const text = decode(res).toString('utf8');
    expect(text).not.toMatch(/<html|<!doctype/iu);
  });
});

describe('/healthz', () => {
  it('is 200 JSON and never cached', async () => {
    const res = await request(ctx.app).get('/healthz').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/u);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers HEAD the same way, without a body', async () => {
    const res = await raw('/healthz', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/u);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.length).toBe(0);
  });
});

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  it('uses weak comparison and honours "*"', async () => {
    const first = await request(ctx.app).get('/careers').set('Accept-Encoding', 'gzip');
    const etag = first.headers.etag as string;
    await request(ctx.app).get('/careers').set('Accept-Encoding', 'gzip').set('If-None-Match', `W/${etag}`).expect(304);
    await request(ctx.app)
      .get('/careers')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', `"other", ${etag}`)
      .expect(304);
    await request(ctx.app).get('/careers').set('Accept-Encoding', 'gzip').set('If-None-Match', '*').expect(304);
    await request(ctx.app).get('/careers').set('Accept-Encoding', 'gzip').set('If-None-Match', '"other"').expect(200);
  });
});

describe('CDN caching', () => {
  it('404 documents carry the same shared-cache policy as pages', async () => {
    const res = await raw('/no-such-page', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['cache-control']).toMatch(/s-maxage=60, stale-while-revalidate=60, stale-if-error=86400/u);
  });

  it('HTML_SHARED_MAX_AGE sets s-maxage; 0 turns shared caching off', async () => {
    for (const [value, expected] of [
      ['300', 'public, max-age=0, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400'],
      ['0', 'no-cache'],
    ]) {
      const app = await testApp({ HTML_SHARED_MAX_AGE: value! });
      const res = await request(app).get('/about').expect(200);
      expect(res.headers['cache-control']).toBe(expected);
    }
  });

  it('search answers stay out of shared caches whatever HTML_SHARED_MAX_AGE says', async () => {
    const app = await testApp({ HTML_SHARED_MAX_AGE: '300' });
    const page = await request(app).get('/search?q=banking').expect(200);
    expect(page.headers['cache-control']).toBe('private, max-age=0');
    expect(page.headers.etag).toMatch(/^"[^"]+"$/u);
    await request(app)
      .get('/search?q=banking')
      .set('If-None-Match', page.headers.etag as string)
      .expect(304);
    const json = await request(app).get('/api/search?q=banking').expect(200);
    expect(json.headers['cache-control']).toBe('private, max-age=60');
  });

  it('every replica of one build sends the same ETags', async () => {
    const other = await testApp();
    const { server, port } = await listen(other);
    try {
      for (const path of [
        '/',
        '/about',
        '/insights/aml-kyc-2025',
        '/insights?category=banking',
        '/nope',
        '/sitemap.xml',
        entry,
      ]) {
        for (const coding of ['br', 'gzip', 'identity']) {
          const a = await raw(path, { 'Accept-Encoding': coding });
          const b = await rawRequest(port, path, { 'Accept-Encoding': coding });
          expect(b.headers.etag, `${path} ${coding}`).toBe(a.headers.etag);
        }
      }
    } finally {
      server.close();
    }
  });
});
