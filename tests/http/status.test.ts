import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { testApp } from '../helpers/app.js';
import { headWordsOf } from '../../shared/head.js';
import { catalogueMessages } from '../../builder/messages.js';

const english = headWordsOf('en', {
  meta: catalogueMessages('en', 'meta'),
  services: catalogueMessages('en', 'services'),
  common: catalogueMessages('en', 'common'),
});

let app: RequestListener;
beforeAll(async () => {
  app = await testApp();
});

describe('not found', () => {
  it.each(['/nope', '/services/unknown', '/insights/a/b', '/legal', '/assets-x'])(
    '%s is the 404 page, noindex',
    async (path) => {
      const res = await request(app).get(path).expect(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('Oops! Page not found');
      expect(res.text).toContain('Return to Home');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).not.toContain('rel="canonical"');
      expect(res.text).toContain(`<title>${english.defaultTitle.replace('|', '|')}</title>`);
    },
  );

  it.each(['/insights/unknown-slug', '/knowledge/unknown-slug'])(
    '%s renders Article Not Found with 404, no redirect',
    async (path) => {
      const res = await request(app).get(path).expect(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.text).toContain('Article Not Found');
      expect(res.text).toContain('General');
      expect(res.text).toContain('0 min read');
      expect(res.text).toContain('could not be found');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    },
  );
});

describe('trailing slash', () => {
  it('redirects /about/ to /about with 301', async () => {
    const res = await request(app).get('/about/').expect(301);
    expect(res.headers.location).toBe('/about');
  });
  it('keeps the query', async () => {
    const res = await request(app).get('/insights/?category=banking').expect(301);
    expect(res.headers.location).toBe('/insights?category=banking');
  });
  it('leaves / alone', async () => {
    await request(app).get('/').expect(200);
  });
  it('only redirects to a page of the site: a path naming none is a 404', async () => {
    const res = await request(app).get('//evil.example/').expect(404);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('methods', () => {
  it.each(['post', 'put', 'delete', 'patch', 'options'] as const)('%s on a page is 405 with Allow', async (method) => {
    const res = await request(app)[method]('/about').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
  it('TRACE is 405', async () => {
    const res = await request(app).trace('/').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
  it('HEAD answers with headers and no body', async () => {
    const get = await request(app).get('/about').set('Accept-Encoding', 'gzip');
    const head = await request(app).head('/about').set('Accept-Encoding', 'gzip').expect(200);
    expect(head.text ?? '').toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});

describe('bad input', () => {
  it.each(['/%E0%A4%A', '/about%', '/insights/%zz'])('malformed percent-encoding %s is 400', async (path) => {
    await request(app).get(path).expect(400);
  });
  it('an over-long URL is 414', async () => {
    await request(app)
      .get(`/${'a'.repeat(9000)}`)
      .expect(414);
  });
});

describe('crawler files', () => {
  it('robots.txt points at the sitemap', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain('Sitemap: https://www.aldermere.example/sitemap.xml');
  });
});
