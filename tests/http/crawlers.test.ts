import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { testApp, ORIGIN } from '../helpers/app.js';
import { staticPaths } from '../helpers/paths.js';
import { articles } from '../../shared/content/articles/catalogue.js';
import { langs, localePath } from '../../shared/i18n/locales.js';

let app: RequestListener;
beforeAll(async () => {
  app = await testApp();
});

describe('sitemap.xml', () => {
  it('lists every 200 page once and each article once at its own prefix', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((m) => m[1]);
    const expected = [
      ...staticPaths.flatMap((p) => langs.map((lang) => `${ORIGIN}${localePath(lang, p)}`)),
      ...articles.flatMap((a) =>
        ['en' as const, ...(a.translatedInto ?? [])].map(
          (lang) => `${ORIGIN}${localePath(lang, `/${a.route}/${a.id}`)}`,
        ),
      ),
    ];
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(new Set(locs).size).toBe(locs.length);
    for (const a of articles) {
      expect(res.text).toContain(`<loc>${ORIGIN}${a.path}</loc><lastmod>2025-09-11</lastmod>`);
    }
  });

  it('answers 200 for every URL it lists', async () => {
    const res = await request(app).get('/sitemap.xml');
    for (const [, loc] of res.text.matchAll(/<loc>([^<]+)<\/loc>/gu)) {
      await request(app).get(loc!.slice(ORIGIN.length)).expect(200);
    }
  });
});

describe('structured data', () => {
  /** The JSON-LD document: one @graph of schema.org objects. */
  type JsonLd = { '@graph': Record<string, unknown>[] };
  it('has Organization JSON-LD on every page and Article on articles', async () => {
    const home = (await request(app).get('/')).text;
    const json = JSON.parse(home.match(/<script type="application\/ld\+json">([^<]+)<\/script>/u)![1]!) as JsonLd;
    expect(json['@graph'][0]).toMatchObject({ '@type': 'Organization', name: 'Aldermere Advisory', url: `${ORIGIN}/` });
    const a = articles[0]!;
    const page = (await request(app).get(a.path)).text;
    const data = JSON.parse(page.match(/<script type="application\/ld\+json">([^<]+)<\/script>/u)![1]!) as JsonLd;
    expect(data['@graph'][1]).toMatchObject({
      '@type': 'Article',
      headline: a.title,
      datePublished: '2025-09-11',
      mainEntityOfPage: `${ORIGIN}${a.path}`,
    });
  });
});
