import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { normaliseQuery, SEARCH_PAGE_SIZE, type SearchResults } from '../../shared/search.js';
import type { CategorySlug } from '../../shared/content/types.js';
import { openSearch, SearchBusy, type SearchService } from '../../server/search/index.js';
import { queryFailure } from '../../server/search/busy.js';
import { SearchEngine } from '../../server/search/engine.js';
import { openIndex } from '../../server/search/open.js';
import { catalogueMessages } from '../../builder/messages.js';
import { serviceDataOf } from '../../builder/serviceData.js';
import { article, tempIndex, type TempIndex } from './fixture.js';

/*
 * The search engine against an index built from the site's real content: what it finds, how it
 * ranks, how it reads what a reader types, and what it does under load. Through the public API
 * (the worker thread, as the server runs it), except where the engine itself is the subject.
 */
let index: TempIndex;
let service: SearchService;
let engine: SearchEngine;
let db: DatabaseSync;

beforeAll(async () => {
  index = await tempIndex();
  service = openSearch(index.file);
  db = openIndex(index.file);
  engine = new SearchEngine(db);
});
afterAll(async () => {
  await service.close();
  db.close();
  index.remove();
});

const search = (q: string, category: CategorySlug | 'all' = 'all', page = 1) =>
  service.search({ q: normaliseQuery(q), category, page });
/** The matched words of every snippet of a result page, lower-cased. */
const marks = (results: SearchResults) =>
  results.hits.flatMap((h) => h.snippet.filter((p) => p.mark).map((p) => p.text.toLowerCase()));
const urls = (results: SearchResults) => results.hits.map((h) => h.url);

/** Every result's url for a query, across all its pages. */
async function allUrls(q: string): Promise<string[]> {
  const first = await search(q);
  const rest = await Promise.all(Array.from({ length: first.pages - 1 }, (_, i) => search(q, 'all', i + 2)));
  return [first, ...rest].flatMap(urls);
}

describe('words', () => {
  it('stems: a query finds the other forms of its words', async () => {
    expect(marks(await search('structuring'))).toEqual(expect.arrayContaining(['structure', 'structures']));
    expect(marks(await search('licensing'))).toEqual(expect.arrayContaining(['licensed', 'licences']));
  });

  it('British and American spellings find the same pages', async () => {
    const pairs = [
      ['licence', 'license'],
      ['authorisation', 'authorization'],
      ['programme', 'program'],
      ['organisation', 'organization'],
      ['centre', 'center'],
      ['defence', 'defense'],
      ['labour', 'labor'],
      ['favourable', 'favorable'],
      ['recognised', 'recognized'],
      ['analyse', 'analyze'],
      ['modelled', 'modeled'],
      ['dialogue', 'dialog'],
      ['jurisdictions organise', 'jurisdictions organize'],
    ];
    for (const [british = '', american = ''] of pairs) {
      const found = (await allUrls(british)).sort();
      expect(found.length, british).toBeGreaterThan(0);
      expect((await allUrls(american)).sort(), american).toEqual(found);
    }
  });

  it('snippets keep the words as the page writes them', async () => {
    expect(marks(await search('authorization'))).toContain('authorisation');
    expect(marks(await search('authorization'))).not.toContain('authorization');
  });

  it('acronyms match as words, in any case', async () => {
    for (const acronym of ['AML', 'KYC', 'MiCA', 'VARA', 'CRS', 'EMI']) {
      const upper = await search(acronym);
      expect(upper.total, acronym).toBeGreaterThan(0);
      expect(marks(upper), acronym).toContain(acronym.toLowerCase());
      expect(urls(await search(acronym.toLowerCase())), acronym).toEqual(urls(upper));
    }
  });

  it('gibberish finds nothing and is never "corrected" into a query', async () => {
    for (const q of ['qzxv wplk', 'zzzzqqq', 'xkqj', 'qwrtpsdf ghjklzxc']) {
      const results = await search(q);
      expect(results, q).toMatchObject({ total: 0, pages: 1, hits: [], searched: q });
      expect(results.correctedFrom, q).toBeUndefined();
      expect(results.suggestion, q).toBeUndefined();
    }
  });

  it('a word being typed matches as a prefix', async () => {
    const results = await search('famil');
    expect(results.total).toBeGreaterThan(0);
    expect(marks(results).every((m) => m.startsWith('famil'))).toBe(true);
  });

  it('a one-letter query works, as an exact word', async () => {
    const results = await search('a');
    expect(results.total).toBeGreaterThan(0);
    expect(marks(results).every((m) => m === 'a')).toBe(true);
    await expect(search('x')).resolves.toMatchObject({ q: 'x' });
  });

  it('snippets are text runs with the matched words marked', async () => {
    const results = await search('sanctions screening');
    expect(results.hits.length).toBeGreaterThan(0);
    for (const hit of results.hits) {
      expect(
        hit.snippet.some((p) => p.mark),
        hit.url,
      ).toBe(true);
      const text = hit.snippet.map((p) => p.text).join('');
      // eslint-disable-next-line no-control-regex -- no tag, no control character (snippet markers) may remain
      expect(text, hit.url).not.toMatch(/[<>\u0000-\u001f]/u);
      expect(text.split(/\s+/u).length, hit.url).toBeLessThanOrEqual(40);
    }
    expect(marks(results).every((m) => /^(sanction|screen)/u.test(m))).toBe(true);
  });

  it('a snippet keeps list items apart: it never runs one into the next', async () => {
    // The migration page's offerings in page order: a description, then its list items.
    const { offerings } = serviceDataOf(catalogueMessages('en', 'serviceDetails'))['migration-residency'];
    const blocks = offerings.flatMap((o) => [o.description, ...(o.items ?? [])]);
    const results = await search('Singapore EntrePass');
    const hit = results.hits.find((h) => h.url === '/services/migration-residency');
    const text = hit?.snippet.map((p) => p.text).join('') ?? '';
    expect(text).toContain('UK Global Talent visa');
    expect(text).toContain('Singapore EntrePass');
    for (const [i, block] of blocks.entries()) {
      const next = blocks[i + 1]?.split(' ')[0];
      if (next !== undefined && !block.endsWith('.')) expect(text).not.toContain(`${block} ${next}`);
    }
    expect(text).not.toMatch(/^…?\s*·|·\s*…?$/u);
  });

  it('a snippet comes from the body, else the excerpt, else the headings, else is the excerpt’s start', async () => {
    const made = await tempIndex({
      articles: [
        article('fields', 'Zephyr in the title', '<h2 id="q">Quorum heading</h2><p>The body says nimbus.</p>'),
      ],
      legal: [],
      translations: { articles: [], legal: [], status: [] },
    });
    const own = new SearchEngine(openIndex(made.file));
    const snippetOf = (q: string) => own.search({ q, category: 'all', page: 1 }).hits[0]?.snippet;
    try {
      expect(snippetOf('nimbus')).toEqual([
        { text: 'The body says ', mark: false },
        { text: 'nimbus', mark: true },
        { text: '.', mark: false },
      ]);
      expect(snippetOf('fields')).toEqual([
        { text: 'An article for the search tests: ', mark: false },
        { text: 'fields', mark: true },
        { text: '.', mark: false },
      ]);
      expect(snippetOf('quorum')).toEqual([
        { text: 'Quorum', mark: true },
        { text: ' heading', mark: false },
      ]);
      expect(snippetOf('zephyr')).toEqual([{ text: 'An article for the search tests: fields.', mark: false }]);
    } finally {
      made.remove();
    }
  });
});

describe('typos', () => {
  it('a misspelt word is corrected to the site’s word, and says so', async () => {
    const results = await search('residancy');
    expect(results).toMatchObject({ q: 'residancy', correctedFrom: 'residancy', searched: 'residency' });
    expect(results.total).toBeGreaterThan(0);
    expect(marks(results)).toContain('residency');
  });

  it('corrects every misspelt word of a query, keeping the typed text in correctedFrom', async () => {
    const results = await search('Familly ofice');
    expect(results).toMatchObject({ q: 'Familly ofice', correctedFrom: 'Familly ofice', searched: 'family office' });
    expect(marks(results)).toEqual(expect.arrayContaining(['family', 'office']));
  });

  it('a word with a right word beside gibberish suggests the right word, with no results', async () => {
    const results = await search('residency qzxv');
    expect(results).toMatchObject({ total: 0, hits: [], suggestion: 'residency' });
    expect(results.correctedFrom).toBeUndefined();
  });
});

describe('ranking', () => {
  it('words near each other rank above the same words far apart, in either order', async () => {
    const filler = Array.from({ length: 60 }, (_, i) => `filler${String.fromCharCode(97 + (i % 26))}`).join(' ');
    const far = article('far-apart', 'First test article', `<p>zephyr ${filler} quorum</p>`);
    const near = article('side-by-side', 'Second test article', `<p>zephyr quorum ${filler}</p>`);
    const made = await tempIndex({
      articles: [far, near],
      legal: [],
      translations: { articles: [], legal: [], status: [] },
    });
    const own = new SearchEngine(openIndex(made.file));
    try {
      for (const q of ['zephyr quorum', 'quorum zephyr']) {
        const found = own.search({ q, category: 'all', page: 1 }).hits.map((h) => h.url);
        expect(found, q).toEqual(['/knowledge/side-by-side', '/knowledge/far-apart']);
      }
    } finally {
      made.remove();
    }
  });

  it('a title match ranks above a body match', async () => {
    const results = await search('second citizenship');
    expect(results.hits[0]?.title.toLowerCase()).toContain('second citizenship');
  });
});

describe('filters and pages', () => {
  it('a category keeps only its articles', async () => {
    const all = await search('licence');
    const licensing = await search('licence', 'licensing');
    expect(licensing.total).toBeGreaterThan(0);
    expect(licensing.total).toBeLessThan(all.total);
    expect(licensing.hits.every((h) => h.kind === 'article' && h.category === 'licensing')).toBe(true);
    expect(licensing.category).toBe('licensing');
  });

  it('pages of 10 cover every result once; past the last page, no hits and the real page count', async () => {
    const first = await search('regulation');
    expect(first.total).toBeGreaterThan(SEARCH_PAGE_SIZE);
    expect(first.pages).toBe(Math.ceil(first.total / SEARCH_PAGE_SIZE));
    const every = await allUrls('regulation');
    expect(every).toHaveLength(first.total);
    expect(new Set(every).size).toBe(first.total);
    const last = await search('regulation', 'all', first.pages);
    expect(last.hits).toHaveLength(first.total - SEARCH_PAGE_SIZE * (first.pages - 1));
    const past = await search('regulation', 'all', first.pages + 1);
    expect(past).toMatchObject({ hits: [], pages: first.pages, total: first.total, page: first.pages + 1 });
  });

  it('refuses a page that is not a whole number from 1', async () => {
    await expect(service.search({ q: 'aml', category: 'all', page: 0 })).rejects.toThrow(RangeError);
    await expect(service.search({ q: 'aml', category: 'all', page: 1.5 })).rejects.toThrow(RangeError);
  });
});

describe('what a reader types', () => {
  const syntax = [
    '"',
    '""',
    '"aml',
    '"aml"',
    '*',
    'aml*',
    '*aml',
    '^',
    '^aml',
    '(',
    ')',
    '(aml',
    'aml)',
    'NEAR',
    'NEAR(aml kyc, 2)',
    'AND',
    'aml AND',
    'OR',
    'aml OR',
    'NOT',
    'NOT aml',
    'aml NOT',
    ':',
    'title:aml',
    '-',
    '-aml',
    '+',
    '+aml',
    '\\',
    'aml\\',
    '\\"aml',
    '{aml}',
    '[aml]',
    "'aml'",
    'aml;--',
    "aml' OR 1=1 --",
    '%_aml',
    '\u0000',
    'aml\u0000kyc',
  ];

  it('no syntax character, operator or NUL reaches FTS5 as syntax', async () => {
    for (const raw of syntax) {
      const results = await search(raw);
      expect(results.q, JSON.stringify(raw)).toBe(normaliseQuery(raw));
      expect(results.pages, JSON.stringify(raw)).toBeGreaterThanOrEqual(1);
    }
    // Straight to the engine, without normaliseQuery: NUL and quotes as they come.
    for (const raw of syntax) expect(() => engine.search({ q: raw, category: 'all', page: 1 })).not.toThrow();
  });

  it('operators and syntax characters are ignored: they do not change what "aml" finds', async () => {
    const plain = urls(await search('aml'));
    expect(plain.length).toBeGreaterThan(0);
    for (const raw of ['"aml"', 'aml*', '^aml', '-aml', '+aml', '(aml)', 'NOT aml', 'aml OR', "'aml'", '\\aml'])
      expect(urls(await search(raw)), raw).toEqual(plain);
  });

  it('10,000 characters of anything are answered', async () => {
    const long = ['a'.repeat(10_000), 'aml '.repeat(2_500), '"*^()'.repeat(2_000), 'x-'.repeat(5_000)];
    for (const raw of long) {
      await expect(search(raw)).resolves.toMatchObject({ page: 1 });
      expect(() => engine.search({ q: raw, category: 'all', page: 1 })).not.toThrow();
    }
  });
});

describe('the service', () => {
  it('answers a repeated query from its cache, quoting each asker’s own text', async () => {
    const first = await search('Sanctions');
    const second = await search('SANCTIONS');
    expect(second.hits).toBe(first.hits);
    expect(second.q).toBe('SANCTIONS');
    expect(second.searched).toBe('SANCTIONS');
  });

  it('sheds queries beyond its queue with SearchBusy and answers the rest', async () => {
    const small = openSearch(index.file, { maxQueued: 2 });
    try {
      const settled = await Promise.allSettled(
        ['aml', 'kyc', 'trust', 'bank', 'visa', 'fund', 'tax', 'crypto'].map((q) =>
          small.search({ q, category: 'all', page: 1 }),
        ),
      );
      const shed = settled.filter((s) => s.status === 'rejected');
      expect(shed.length).toBe(6);
      for (const s of shed) expect(s.reason).toBeInstanceOf(SearchBusy);
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(2);
    } finally {
      await small.close();
    }
  });

  it('reports a failed query without its text (errors are logged; queries never are)', () => {
    let failure: unknown;
    try {
      db.prepare('SELECT rowid FROM search WHERE search MATCH ?').all('secretword AND');
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    expect(queryFailure(failure).message).toBe('search failed: SQL logic error');
    expect(queryFailure(new Error('no such column: secretword')).message).toBe('search failed: Error');
  });

  it('refuses to open a missing file or one that is not an index, naming it', () => {
    const missing = join(index.file, '..', 'missing.sqlite');
    expect(() => openSearch(missing)).toThrow(missing);
    const garbage = join(index.file, '..', 'garbage.sqlite');
    writeFileSync(garbage, 'not a database, just some bytes that are long enough to look like a header');
    expect(() => openSearch(garbage)).toThrow(garbage);
    const other = join(index.file, '..', 'other.sqlite');
    new DatabaseSync(other).close();
    expect(() => openSearch(other)).toThrow(other);
  });
});
