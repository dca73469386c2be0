import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { normaliseQuery, type SearchResults } from '../../shared/search.js';
import type { Lang } from '../../shared/i18n/locales.js';
import { indexForm } from '../../searchIndex/languages.js';
import { languageIndexFile } from '../../searchIndex/schema.js';
import { wordsOf } from '../../searchIndex/text.js';
import { openSearch, SearchBusy, type SearchService } from '../../server/search/index.js';
import { contentWithEnglishOnly, ENGLISH_ONLY, tempIndex, type TempIndex } from './fixture.js';

/** The residency service page and article, first for a search of visas or residence. */
const TOP_VISA = ['/services/migration-residency', '/insights/residency-by-investment'];

/*
 * Search in each language of the site: Arabic normalised and light-stemmed, Chinese cut into
 * words, one index per language holding that site's pages (translations in their language,
 * English-only articles in English), hits under paths the language's router takes, and spelling
 * correction that never crosses into another script. Over the real content, through the service
 * as the server runs it; English-only articles over a copy of it in which one article has no
 * translations (every real article has).
 */
let index: TempIndex;
let service: SearchService;

beforeAll(async () => {
  index = await tempIndex();
  service = openSearch(index.file);
});
afterAll(async () => {
  await service.close();
  index.remove();
});

const search = (lang: Lang, q: string, page = 1) =>
  service.search({ lang, q: normaliseQuery(q), category: 'all', page });
const urls = (results: SearchResults) => results.hits.map((h) => h.url);
const marks = (results: SearchResults) =>
  results.hits.flatMap((h) => h.snippet.filter((p) => p.mark).map((p) => p.text));
const words = (text: string, lang: Lang) => wordsOf(indexForm(text, lang));

/** A language's index: its documents, its `meta` language, and FTS5 tokens that are neither a vocabulary word nor a stem. */
function rows(file: string, lang: Lang) {
  const db = new DatabaseSync(languageIndexFile(file, lang), { readOnly: true });
  const docs = db.prepare('SELECT url, title, lang FROM docs ORDER BY url').all() as {
    url: string;
    title: string;
    lang: string | null;
  }[];
  const meta = (db.prepare("SELECT value FROM meta WHERE key = 'lang'").get() as { value: string }).value;
  db.exec('CREATE VIRTUAL TABLE temp.terms USING fts5vocab(main, search, row)');
  // Every token FTS5 made from the index form is a vocabulary word or its stem: build and query agree.
  const strays = db
    .prepare(
      'SELECT term FROM temp.terms WHERE term NOT IN (SELECT word FROM vocab) AND term NOT IN (SELECT stem FROM vocab) LIMIT 5',
    )
    .all() as { term: string }[];
  db.close();
  return { docs, meta, strays: strays.map((s) => s.term) };
}
const SCRIPT = { ar: /\p{Script=Arabic}/u, 'zh-Hans': /\p{Script=Han}/u } as const;

describe('index form', () => {
  it('Arabic: hamza on alef, tashkeel, tatweel, ى and ة are written many ways and read as one', () => {
    expect(words('الإقامة', 'ar')).toEqual(words('الاقامة', 'ar'));
    expect(words('الإِقَامَة', 'ar')).toEqual(words('الاقامه', 'ar'));
    expect(words('التأشـــيرة', 'ar')).toEqual(words('التاشيره', 'ar'));
    expect(words('آمن أمن إمكانية', 'ar')).toEqual(words('امن امن امكانيه', 'ar'));
    expect(words('الأدنى', 'ar')).toEqual(words('الادني', 'ar'));
  });

  it('Arabic: the definite article comes off, alone or after و ب ك ف ل; a lone و stays', () => {
    const [stem] = words('إقامة', 'ar');
    for (const written of ['الإقامة', 'والإقامة', 'بالإقامة', 'كالإقامة', 'فالإقامة', 'للإقامة'])
      expect(words(written, 'ar'), written).toEqual([stem]);
    expect(words('الوصول', 'ar')).toEqual(words('وصول', 'ar'));
    // Two letters at least remain: "الى" (إلى) is not taken for the article before ى.
    expect(words('إلى', 'ar')).toEqual(['الي']);
  });

  it('Chinese: words are cut where the text has no spaces, and a query is cut the same way', () => {
    expect(words('西班牙关闭了黄金签证', 'zh-Hans')).toEqual(expect.arrayContaining(['黄金', '签证']));
    expect(words('签证', 'zh-Hans')).toEqual(['签证']);
    // Latin words inside Chinese, full-width forms folded as a query's are.
    expect(words('MiCA全面生效，ＶＡＲＡ牌照', 'zh-Hans')).toEqual(expect.arrayContaining(['mica', 'vara', '牌照']));
  });

  it('English text is left as it is', () => {
    expect(indexForm('Golden visa — licensing', 'en')).toBe('Golden visa — licensing');
  });
});

describe('the index of each language', () => {
  it('holds the same pages as the English one, each translated page in its language, and cuts words as FTS5 does', () => {
    const en = rows(index.file, 'en');
    for (const lang of ['ar', 'zh-Hans'] as const) {
      const { docs, meta, strays } = rows(index.file, lang);
      expect(meta).toBe(lang);
      expect(strays, lang).toEqual([]);
      expect(docs.map((d) => d.url)).toEqual(en.docs.map((d) => d.url));
      const title = (url: string) => docs.find((d) => d.url === url)?.title ?? '';
      expect(title('/insights/residency-by-investment')).toMatch(SCRIPT[lang]);
      expect(title('/knowledge/second-citizenship-overview')).toMatch(SCRIPT[lang]);
      expect(title('/legal/privacy-policy')).toMatch(SCRIPT[lang]);
    }
  });
});

describe('searching in Arabic and Chinese', () => {
  it('a two-character Chinese word finds the pages about it, marked in the snippet', async () => {
    const visa = await search('zh-Hans', '签证');
    // The visas service page and the residency article, both translated, lead.
    expect(urls(visa).slice(0, 2)).toEqual(expect.arrayContaining(TOP_VISA));
    expect(marks(visa)).toContain('签证');
    const fraud = await search('zh-Hans', '欺诈');
    expect(urls(fraud)[0]).toBe('/legal/fraud-warning');
  });

  it('Arabic with and without hamza finds the same pages, the words marked as the page writes them', async () => {
    const plain = await search('ar', 'الاقامة');
    const hamza = await search('ar', 'الإقامة');
    expect(plain.total).toBeGreaterThan(0);
    expect(urls(plain)).toEqual(urls(hamza));
    expect(urls(plain).slice(0, 2)).toEqual(expect.arrayContaining(TOP_VISA));
    // Marks are the written words: with hamza, and with their prefixes.
    expect(marks(plain)).toEqual(expect.arrayContaining(['الإقامة']));
    expect(marks(plain).some((m) => /^(?:و|ب|ل)/u.test(m))).toBe(true);
  });

  it('hits are paths below the language prefix, which the router adds', async () => {
    for (const [lang, q] of [
      ['ar', 'الإقامة'],
      ['zh-Hans', '签证'],
      ['ar', 'الجنسية الثانية'],
    ] as const) {
      const found = urls(await search(lang, q));
      expect(found.length, `${lang} ${q}`).toBeGreaterThan(0);
      for (const url of found) expect(url, `${lang} ${q}`).toMatch(/^\/(?!ar\/|zh-hans\/)/u);
    }
  });

  it('each language searches its own index: the same words answer differently', async () => {
    expect((await search('en', 'سياسة الخصوصية')).total).toBe(0);
    expect(urls(await search('ar', 'سياسة الخصوصية'))[0]).toBe('/legal/privacy-policy');
    expect((await search('en', '隐私政策')).total).toBe(0);
    const zh = await search('zh-Hans', '隐私政策');
    expect(zh.hits[0]).toMatchObject({ url: '/legal/privacy-policy', title: '隐私政策' });
  });

  it('an Arabic or Chinese query is never "corrected"; a suggestion only leaves out words no page uses', async () => {
    for (const [lang, q] of [
      ['ar', 'الاقامت'],
      ['ar', 'سياسة الخصوصيت'],
      ['ar', 'تأشيرت'],
      ['zh-Hans', '签正'],
      ['zh-Hans', '隐私正策'],
      ['zh-Hans', '黄金签证 qzxv'],
    ] as const) {
      const results = await search(lang, q);
      expect(results.correctedFrom, `${lang} ${q}`).toBeUndefined();
      expect(results.searched).toBe(normaliseQuery(q));
      for (const word of results.suggestion?.split(' ') ?? []) expect(q, `${lang} ${q}`).toContain(word);
    }
  });

  it('a Chinese snippet is about two lines: cut where the text stands, not at a distant space', async () => {
    const visa = await search('zh-Hans', '签证');
    for (const hit of visa.hits) {
      const text = hit.snippet.map((p) => p.text).join('');
      expect(text.length, hit.url).toBeLessThanOrEqual(130);
    }
  });

  it('queries of every language share one bounded queue: beyond it they are shed', async () => {
    const small = openSearch(index.file, { maxQueued: 2 });
    try {
      const asked = ['الإقامة', '签证', 'visa', 'حماية', '家族', 'bank'].map((q, i) =>
        small.search({ lang: (['ar', 'zh-Hans', 'en'] as const)[i % 3], q, category: 'all', page: 1 }),
      );
      const settled = await Promise.allSettled(asked);
      expect(settled.filter((s) => s.status === 'rejected' && s.reason instanceof SearchBusy).length).toBe(4);
      expect(settled.filter((s) => s.status === 'fulfilled').length).toBe(2);
    } finally {
      await small.close();
    }
  });
});

describe('an article with no translation, in a copy of the content without its translations', () => {
  let englishOnly: TempIndex;
  let englishSearch: SearchService;
  beforeAll(async () => {
    englishOnly = await tempIndex(await contentWithEnglishOnly(ENGLISH_ONLY.id));
    englishSearch = openSearch(englishOnly.file);
  });
  afterAll(async () => {
    await englishSearch?.close();
    englishOnly?.remove();
  });
  const searchIn = (lang: Lang, q: string) =>
    englishSearch.search({ lang, q: normaliseQuery(q), category: 'all', page: 1 });

  it('is in every language’s index in English, marked so, beside the translated pages', () => {
    const en = rows(englishOnly.file, 'en');
    const englishTitle = en.docs.find((d) => d.url === ENGLISH_ONLY.url)?.title;
    expect(englishTitle).toMatch(/^Second Citizenship/u);
    for (const lang of ['ar', 'zh-Hans'] as const) {
      const { docs, strays } = rows(englishOnly.file, lang);
      expect(strays, lang).toEqual([]);
      expect(docs.map((d) => d.url)).toEqual(en.docs.map((d) => d.url));
      expect(docs.find((d) => d.url === ENGLISH_ONLY.url)).toMatchObject({ title: englishTitle, lang: 'en' });
      const translated = docs.find((d) => d.url === '/insights/residency-by-investment');
      expect(translated?.title).toMatch(SCRIPT[lang]);
      expect(translated?.lang).toBeNull();
    }
  });

  it('is found by its English words under the language’s paths, its hit marked English', async () => {
    for (const lang of ['ar', 'zh-Hans'] as const) {
      const results = await searchIn(lang, 'second citizenship');
      expect(results.hits[0], lang).toMatchObject({ url: ENGLISH_ONLY.url, lang: 'en' });
      for (const url of urls(results)) expect(url, lang).toMatch(/^\/(?!ar\/|zh-hans\/)/u);
    }
  });

  it('English typos are still corrected in the Arabic and Chinese indexes, which hold its English words', async () => {
    for (const lang of ['ar', 'zh-Hans'] as const) {
      expect(await searchIn(lang, 'secnd citizenship'), lang).toMatchObject({
        correctedFrom: 'secnd citizenship',
        searched: 'second citizenship',
      });
    }
  });
});
