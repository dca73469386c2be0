/**
 * The search engine over one open index: a normalised query in, one page of ranked results out, synchronously, with
 * British and American spellings searched together and typos corrected (decisions 016, 028).
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { SEARCH_PAGE_SIZE, type SearchHit, type SearchResults, type SnippetPart } from '../../shared/search.js';
import type { CategorySlug } from '../../shared/content/types.js';
import { COLUMNS } from '../../searchIndex/schema.js';
import { stopwordsOf } from '../../searchIndex/languages.js';
import { langs, type Lang } from '../../shared/i18n/locales.js';
import { formatDate } from '../../shared/content/dates.js';
import {
  matchExpression,
  nearExpression,
  phraseExpression,
  queryWords,
  type QueryTerm,
  type QueryWords,
} from './query.js';
import { snippet, wordMatcher, type SnippetFields } from './snippet.js';
import { Vocabulary } from './vocabulary.js';

/** What a search asks: a normalised query (normaliseQuery), a category or 'all', a page from 1. */
export interface SearchParams {
  q: string;
  category: CategorySlug | 'all';
  page: number;
  /** The words exactly as typed: no spelling correction ("Search instead for …"). */
  exact?: boolean;
}

/**
 * The score is bm25 with the columns' weights times 1 + the boosts that apply: words near each other, words as typed,
 * every word in the page's summary (its excerpt), and a share of `title` per query word the title holds; tuned on
 * tests/search/relevance.test.ts in the three languages (decisions 016, 028).
 */
const BOOST = { near: 0.5, phrase: 0.5, summary: 0.5, title: 3 } as const;
/** bm25's column weights as the SQL takes them. */
const WEIGHTS = COLUMNS.map(([, weight]) => weight.toFixed(2)).join(', ');

/** A `docs` row. */
interface Row {
  url: string;
  title: string;
  kind: SearchHit['kind'];
  category: SearchHit['category'] | null;
  published: string | null;
  /** Set on an English-only page in another language's index. */
  lang: 'en' | null;
}

/** One page of matches for a set of terms. */
interface Found {
  total: number;
  pages: number;
  hits: SearchHit[];
}

/** The language an index was built for (its `meta` row), English for an index without one. */
function languageOf(db: DatabaseSync): Lang {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'lang'").get() as { value: string } | undefined;
  return langs.find((lang) => lang === row?.value) ?? 'en';
}

/** The engine over one open index; statements are prepared once per query shape. */
export class SearchEngine {
  private readonly vocabulary: Vocabulary;
  private readonly statements = new Map<string, StatementSync>();
  /** The index's language: queries are cut into words by its rules (searchIndex/languages.ts). */
  readonly lang: Lang;
  private readonly stopwords: ReadonlySet<string>;

  /** @param db an index opened read-only; the engine does not close it */
  constructor(private readonly db: DatabaseSync) {
    this.lang = languageOf(db);
    this.stopwords = stopwordsOf(this.lang);
    this.vocabulary = new Vocabulary(db, this.stopwords);
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** The terms of a query's words: a last word no page uses stands for its completions, a spelling for the site's. */
  private terms(words: QueryWords, allowPrefix: boolean): QueryTerm[] {
    const lastTyped = words.all[words.all.length - 1];
    return words.searched.map((word, i) => {
      const last = i === words.searched.length - 1 && word === lastTyped;
      // A one-letter word is searched exactly: as a prefix it would stand for most of the index.
      if (allowPrefix && last && word.length >= 2 && !this.vocabulary.knows(word)) {
        const [first = word, ...rest] = this.vocabulary.completions(word);
        return { word: first, variants: rest };
      }
      // A spelling no page uses is searched as the site's spellings only: its own porter stem can
      // reach other words ("authorization" stems like "authority"; "authorisation" does not).
      const variants = this.vocabulary.variants(word);
      const [first = word, ...rest] =
        variants.length > 0 && !this.vocabulary.uses(word) ? variants : [word, ...variants];
      return { word: first, variants: rest };
    });
  }

  /** One ranked page of the documents matching every term, and their total; bm25 is only valid in the FTS5 query. */
  private find(terms: QueryTerm[], words: QueryWords, category: CategorySlug | 'all', page: number): Found {
    const match = matchExpression(terms);
    // The phrase as typed, with each word the engine searches in its place (a completion, a spelling).
    const searchedAs = new Map(words.searched.map((w, i) => [w, terms[i]?.word ?? w]));
    // Function words alone ("and the") stand side by side in every document: no proximity to reward.
    const topical = words.searched.some((w) => !this.stopwords.has(w));
    // The summary holding every word says what the page is about, where bm25 cannot: in a small index most words
    // of a subject are in over half the pages, and FTS5 gives such a word next to no weight.
    const boosts: Record<string, readonly [string | undefined, number]> = topical
      ? {
          near: [nearExpression(terms), BOOST.near],
          phrase: [phraseExpression(words.all.map((w) => searchedAs.get(w) ?? w)), BOOST.phrase],
          summary: [`{excerpt} : (${match})`, BOOST.summary],
        }
      : {};
    // Each term in the title (the small `titles` index), a share of the title boost.
    terms.forEach((term, i) => {
      boosts[`title${i}`] = [matchExpression([term]), BOOST.title / terms.length];
    });
    const applied = Object.entries(boosts).filter(([, [expression]]) => expression !== undefined);
    const boost = applied
      .map(([name, [, weight]]) => {
        const table = name.startsWith('title') ? 'titles' : 'search';
        return `+ CASE WHEN rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH :${name}) THEN ${weight} ELSE 0 END`;
      })
      .join(' ');
    const filtered = category !== 'all';
    const where = `search MATCH :match${filtered ? ' AND rowid IN (SELECT id FROM docs WHERE category = :category)' : ''}`;
    const params = { match, ...(filtered ? { category } : {}) };
    const ranked = this.statement(
      `SELECT rowid AS id, bm25(search, ${WEIGHTS}) * (1.0 ${boost}) AS score
       FROM search WHERE ${where} ORDER BY score, rowid LIMIT :limit OFFSET :offset`,
    ).all({
      ...params,
      ...Object.fromEntries(applied.map(([name, [expression]]) => [name, expression])),
      limit: SEARCH_PAGE_SIZE,
      offset: (page - 1) * SEARCH_PAGE_SIZE,
    }) as unknown as { id: number }[];
    const total =
      page === 1 && ranked.length < SEARCH_PAGE_SIZE
        ? ranked.length
        : Number((this.statement(`SELECT count(*) AS n FROM search WHERE ${where}`).get(params) as { n: number }).n);
    const docs = this.statement('SELECT url, title, kind, category, published, lang FROM docs WHERE id = :id');
    const ids = ranked.map(({ id }) => id);
    const snippets = this.snippets(terms, ids);
    return {
      total,
      pages: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
      hits: ranked.map(({ id }, i) => {
        const row = docs.get({ id }) as unknown as Row;
        return {
          url: row.url,
          title: row.title,
          kind: row.kind,
          ...(row.lang === null ? {} : { lang: row.lang }),
          ...(row.category === null ? {} : { category: row.category }),
          ...(row.published === null
            ? {}
            : { published: row.published, publishedDisplay: formatDate(row.published, this.lang) }),
          snippet: snippets[i] ?? [],
        };
      }),
    };
  }

  /** The hits' snippets, marking every form FTS5 matches; rowids bound as BigInt, as FTS5 ignores a REAL one. */
  private snippets(terms: QueryTerm[], ids: number[]): SnippetPart[][] {
    if (ids.length === 0) return [];
    const matcher = wordMatcher(this.vocabulary.forms(terms.flatMap((t) => [t.word, ...t.variants])));
    // A page indexed in another form than it is written (searchIndex/languages.ts) keeps its text apart.
    const original = this.statement('SELECT body, excerpt, headings FROM originals WHERE id = :id');
    const fields = this.statement('SELECT body, excerpt, headings FROM search WHERE rowid = :id');
    return ids.map((id) => {
      const row = (original.get({ id }) ?? fields.get({ id: BigInt(id) })) as SnippetFields | undefined;
      return row === undefined ? [] : snippet(row, matcher);
    });
  }

  /**
   * One page of results for a normalised query.
   * @param params `{ q, category, page }`: q as normaliseQuery returns it, page a whole number ≥ 1
   * @returns SearchResults: `hits` empty past the last page, with the real `pages`; when nothing
   *   matched as typed but a spelling correction did, the corrected results with `correctedFrom`
   *   (the typed query) and `searched` (the corrected one); when neither did, perhaps a `suggestion`
   * @throws Error only if the index file is unreadable (a query never reaches FTS5 as syntax)
   */
  search(params: SearchParams): SearchResults {
    const { q, category, page } = params;
    const base = { q, category, page, searched: q };
    const words = queryWords(q, this.lang);
    if (words.searched.length === 0) return { ...base, total: 0, pages: 1, hits: [] };
    const terms = this.terms(words, true);
    // Words no page uses (nor any other spelling of, nor, for the word being typed, begins with).
    const unknown = terms.filter((t) => !this.vocabulary.knows(t.word));
    const corrections = new Map(unknown.map((t) => [t.word, this.vocabulary.correction(t.word)]));
    const corrected = (only: (typed: string, fix: string) => boolean) => {
      const fix = (w: string) => {
        const c = corrections.get(w);
        return c !== undefined && only(w, c) ? c : w;
      };
      return {
        all: words.all.map(fix),
        searched: words.searched.map(fix),
        shown: words.all.map((w, i) => (fix(w) === w ? (words.shown[i] ?? w) : fix(w))),
      };
    };
    const retry = (fixed: QueryWords): SearchResults | undefined => {
      const found = this.find(this.terms(fixed, false), fixed, category, page);
      return found.total > 0 ? { ...base, ...found, correctedFrom: q, searched: fixed.shown.join(' ') } : undefined;
    };

    // A word a letter or two from one the site uses, other than by its ending, is a typo even
    // when stemming would match something ("residancy" stems like "residency"): corrected first.
    const typo = (typed: string, fix: string) => !typed.startsWith(fix) && !fix.startsWith(typed);
    if (params.exact !== true && [...corrections].some(([typed, fix]) => fix !== undefined && typo(typed, fix))) {
      const result = retry(corrected(typo));
      if (result !== undefined) return result;
    }
    const found = this.find(terms, words, category, page);
    if (found.total > 0 || unknown.length === 0 || params.exact === true) return { ...base, ...found };
    // Nothing as typed: every unknown word corrected, endings included ("regulatio" → "regulation").
    if ([...corrections.values()].every((c) => c !== undefined)) {
      const result = retry(corrected(() => true));
      if (result !== undefined) return result;
    }
    return { ...base, ...found, ...this.suggestion(words, terms, corrections, category) };
  }

  /**
   * A query to suggest when nothing matched even corrected: the words the site uses, typos corrected, the rest left
   * out; only when it keeps a word typed right and finds something, so gibberish never becomes a query.
   */
  private suggestion(
    words: QueryWords,
    terms: QueryTerm[],
    corrections: Map<string, string | undefined>,
    category: CategorySlug | 'all',
  ): { suggestion?: string } {
    const kept = words.searched.flatMap((w) => (corrections.has(w) ? (corrections.get(w) ?? []) : [w]));
    const typedRight = terms.some((t) => !corrections.has(t.word));
    if (!typedRight || kept.length === 0 || kept.length === words.searched.length) return {};
    const reduced = { all: kept, searched: kept, shown: kept };
    const shownAs = new Map(words.all.map((w, i) => [w, words.shown[i] ?? w]));
    return this.find(this.terms(reduced, false), reduced, category, 1).total > 0
      ? { suggestion: kept.map((w) => shownAs.get(w) ?? w).join(' ') }
      : {};
  }
}
