import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { resolve } from 'node:path';
import type { RequestListener } from 'node:http';
import { testApp, ORIGIN } from '../helpers/app.js';
import { allPaths } from '../helpers/paths.js';
import { renderPage } from '../../server/render.js';
import { readManifest } from '../../server/manifest.js';
import { currentYear } from '../../server/clock.js';
import { PageCache, makeCachedPage } from '../../server/pageCache.js';

let app: RequestListener;
beforeAll(async () => {
  app = await testApp();
});

const manifest = readManifest(resolve('dist'));

describe('render cache', () => {
  it.each([...allPaths, '/insights?category=banking', '/insights/all-articles?category=legal'])(
    '%s: cached bytes equal a fresh render',
    async (url) => {
      const [path, query = ''] = url.split('?');
      const first = await request(app).get(url).set('Accept-Encoding', 'identity');
      const second = await request(app).get(url).set('Accept-Encoding', 'identity');
      const fresh = renderPage(manifest, path!, query === '' ? '' : `?${query}`, ORIGIN, currentYear());
      expect(first.text).toBe(fresh.html);
      expect(second.text).toBe(fresh.html);
      expect(second.headers.etag).toBe(first.headers.etag);
    },
  );

  it('normalises the query: unknown categories and extra parameters share the unfiltered page', async () => {
    const plain = await request(app).get('/insights').set('Accept-Encoding', 'identity');
    const junk = await request(app).get('/insights?category=nope&utm_source=x').set('Accept-Encoding', 'identity');
    expect(junk.text).toBe(plain.text);
    expect(junk.headers.etag).toBe(plain.headers.etag);
  });

  it('does not grow for unknown paths (404s are not cached)', async () => {
    for (let i = 0; i < 50; i++) await request(app).get(`/unknown-${i}`).expect(404);
    const res = await request(app).get('/unknown-0').set('Accept-Encoding', 'identity').expect(404);
    expect(res.headers.etag).toBeUndefined();
  });

  it('is bounded: the oldest entry is dropped past the limit', () => {
    const cache = new PageCache(2);
    cache.set('a', makeCachedPage('a'));
    cache.set('b', makeCachedPage('b'));
    cache.set('c', makeCachedPage('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('computes the footer year in Europe/London, so it rolls over at UK midnight', () => {
    expect(currentYear(new Date('2026-12-31T23:59:59Z'))).toBe(2026);
    expect(currentYear(new Date('2027-01-01T00:00:01Z'))).toBe(2027);
    expect(currentYear(new Date('2027-06-30T23:30:00Z'))).toBe(2027);
  });
});
