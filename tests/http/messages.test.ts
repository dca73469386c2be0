import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { testApp } from '../helpers/app.js';
import { allPaths } from '../helpers/paths.js';
import { langs, localePath } from '../../shared/i18n/locales.js';
import { matchUrl } from '../../shared/match.js';
import { pageChunk } from '../../shared/routes.js';
import { messagesOf, type ParsedTree } from '../../shared/i18n/format.js';

/*
 * The interface's words travel as data: a page's document carries its own namespaces in its own
 * language (a JSON data block, not script), and a navigation fetches the next page's as JSON files,
 * hashed and immutable. A language's words load only on its own pages.
 */
let app: RequestListener;
beforeAll(async () => {
  app = await testApp();
});

const ARABIC = /[\u0600-\u06FF]/u;
const HAN = /[\u4E00-\u9FFF]/u;
const script = { en: /^[^\u0600-\u06FF\u4E00-\u9FFF]*$/u, ar: ARABIC, 'zh-Hans': HAN } as const;

/** The document's words (#messages) and the folder it fetches others from. */
function wordsOf(html: string): { folder: string; words: Record<string, ParsedTree> } {
  const folder = /data-messages="([^"]+)"/u.exec(html)?.[1] ?? '';
  const block = /<script type="application\/json" id="messages">(.*?)<\/script>/su.exec(html)?.[1] ?? 'null';
  return { folder, words: JSON.parse(block) as Record<string, ParsedTree> };
}

describe("a page's words", () => {
  it.each(langs.flatMap((lang) => allPaths.map((path) => [lang, localePath(lang, path)] as const)))(
    '%s %s carries exactly its namespaces, in its language',
    async (lang, path) => {
      const { text } = await request(app).get(path).expect(200);
      const { words } = wordsOf(text);
      const view = matchUrl(path, '');
      expect(Object.keys(words).sort()).toEqual([...pageChunk(view.route.module).namespaces].sort());
      const common = messagesOf(words.common!, lang) as { nav: { home: () => string } };
      expect(common.nav.home()).toMatch(script[lang]);
    },
  );

  it("fetches the next page's words as immutable JSON, never a namespace only the build reads", async () => {
    const { text } = await request(app).get('/ar/about').expect(200);
    const { folder } = wordsOf(text);
    expect(folder).toMatch(/^\/assets\/messages\/[0-9A-F]{12}$/u);
    const res = await request(app).get(`${folder}/ar/common.json`).set('accept-encoding', 'br').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/u);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    await request(app).get(`${folder}/zh-hans/common.json`).expect(200);
    await request(app).get(`${folder}/en/serviceDetails.json`).expect(404);
    await request(app).get(`${folder}/fr/common.json`).expect(404);
  });

  it("formats counts by each language's plural rules", async () => {
    const { text } = await request(app).get('/ar/search').expect(200);
    const { folder } = wordsOf(text);
    const read = async (lang: string) =>
      (await request(app).get(`${folder}/${lang}/search.json`).expect(200)).body as ParsedTree;
    const ar = messagesOf(await read('ar'), 'ar') as { instant: { count: (a: object) => string } };
    const counts = [0, 1, 2, 3, 11, 100].map((count) => ar.instant.count({ count }));
    // Six Arabic forms: zero, one, two, few (3), many (11), other (100): all different.
    expect(new Set(counts).size).toBe(6);
    const zh = messagesOf(await read('zh-hans'), 'zh-Hans') as { instant: { count: (a: object) => string } };
    expect(zh.instant.count({ count: 1 })).toContain('1');
    expect(zh.instant.count({ count: 5 })).toContain('5');
  });
});
