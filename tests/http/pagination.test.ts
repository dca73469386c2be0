import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { ORIGIN, testApp } from '../helpers/app.js';
import { articles } from '../../shared/content/articles/catalogue.js';

/**
 * The all-articles lists at the shipped collection's size: one page, identical to the list
 * before pagination, and every other spelling of a page number answered as the site answers
 * any other wrong URL. Several pages are tested at scale (tests/scale/).
 */
let app: RequestListener;
beforeAll(async () => {
  app = await testApp();
});

const LISTS = ['/insights/all-articles', '/knowledge/all-articles'];

/** The page data the document carries for hydration. */
function pageDataOf(html: string): { key: string; data: unknown } {
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/su.exec(html);
  if (block === null) throw new Error('no page data block');
  return JSON.parse(block[1]!) as { key: string; data: unknown };
}

describe.each(LISTS)('%s at twelve articles', (list) => {
  it('is one page: every card, the count line, no page links', async () => {
    const html = (await request(app).get(list).expect(200)).text;
    expect(html.match(/class="card article-card/gu)).toHaveLength(articles.length);
    expect(html).toContain(`Showing ${articles.length} articles`);
    expect(html).not.toContain('class="pagination"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${list}">`);
    expect(pageDataOf(html)).toMatchObject({ key: 'list/all/1', data: { total: articles.length, page: 1, pages: 1 } });
  });

  it('a filtered first page keeps the list as its canonical', async () => {
    const html = (await request(app).get(`${list}?category=banking`).expect(200)).text;
    const banking = articles.filter((a) => a.category.slug === 'banking').length;
    expect(html).toContain(`Showing ${banking} article${banking === 1 ? '' : 's'} in Banking`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${list}">`);
  });

  it.each([
    ['page=1', ''],
    ['category=banking&page=1', '?category=banking'],
    ['page=1&category=banking', '?category=banking'],
    ['category=nope&page=1', ''],
  ])('?%s answers 301 to the one spelling of the first page', async (query, location) => {
    const res = await request(app).get(`${list}?${query}`).expect(301);
    expect(res.headers.location).toBe(`${list}${location}`);
  });

  it.each([
    'page=2',
    'page=0',
    'page=-1',
    'page=abc',
    'page=02',
    'page=1.5',
    'page=',
    'page=9999999',
    'category=banking&page=2',
  ])('?%s is the site 404 page, noindex', async (query) => {
    const res = await request(app).get(`${list}?${query}`).expect(404);
    expect(res.text).toContain('Oops! Page not found');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).not.toContain('rel="canonical"');
  });
});

describe('the page data block', () => {
  it('an article carries its head fields and related cards, and leaves its body to the HTML', async () => {
    const article = articles[0]!;
    const html = (await request(app).get(article.path).expect(200)).text;
    const { key, data } = pageDataOf(html) as { key: string; data: Record<string, unknown> };
    expect(key).toBe(`article/${article.id}`);
    expect(data).toHaveProperty('article.id', article.id);
    expect(data).toHaveProperty('article.metaTitle');
    expect((data.related as unknown[]).length).toBe(3);
    expect(data).not.toHaveProperty('body');
  });

  it('a 404 says so with null data', async () => {
    for (const path of ['/insights/no-such-article', '/no-such-page', '/insights/all-articles?page=5']) {
      expect(pageDataOf((await request(app).get(path).expect(404)).text).data, path).toBeNull();
    }
  });
});
