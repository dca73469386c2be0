/**
 * A query as FTS5 MATCH expressions (sqlite.org/fts5.html#full_text_query_syntax): every word goes inside double
 * quotes, so nothing a reader types ever reaches FTS5 as syntax.
 */
import { MAX_QUERY_WORDS } from '../../shared/search.js';
import type { Lang } from '../../shared/i18n/locales.js';
import { wordsOf } from '../../searchIndex/text.js';
import { indexForm, indexedAsWritten, stopwordsOf } from '../../searchIndex/languages.js';

/** One word of a query as the engine searches it. */
export interface QueryTerm {
  /** The word, folded (for a word being typed, its likeliest completion). */
  word: string;
  /** Other words searched in its place, as OR: other spellings (licence for license), other completions. */
  variants: string[];
}

/** Tokens apart in a document for words to count as near each other (NEAR's default is 10). */
const NEAR_DISTANCE = 10;

/** A query's words: all of them (for the phrase), and the ones searched. */
export interface QueryWords {
  /** Every word, folded, in index form, in order, at most MAX_QUERY_WORDS. */
  all: string[];
  /** The words searched: function words (the, of, في, 的, …) dropped when the query has any other word. */
  searched: string[];
  /** Each of `all` as the reader wrote it (الإقامة for اقامه), lower-cased: what a corrected query shows. */
  shown: string[];
}

/** Runs of letters, marks and digits as written. */
const WRITTEN_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The words of a normalised query in the index form of `lang` (searchIndex/languages.ts), at most MAX_QUERY_WORDS.
 * @returns `{ all, searched, shown }`, all possibly empty (a query of punctuation)
 */
export function queryWords(q: string, lang: Lang = 'en'): QueryWords {
  let all: string[];
  let shown: string[];
  if (indexedAsWritten(lang)) {
    all = wordsOf(q).slice(0, MAX_QUERY_WORDS);
    shown = all;
  } else {
    const words = [...q.normalize('NFKC').matchAll(WRITTEN_WORD)].flatMap(([written]) => {
      const indexed = wordsOf(indexForm(written, lang));
      return indexed.length === 1
        ? [{ word: indexed[0]!, shown: written.toLowerCase() }]
        : indexed.map((w) => ({ word: w, shown: w }));
    });
    all = words.slice(0, MAX_QUERY_WORDS).map((w) => w.word);
    shown = words.slice(0, MAX_QUERY_WORDS).map((w) => w.shown);
  }
  const stopwords = stopwordsOf(lang);
  const topical = all.filter((w) => !stopwords.has(w));
  return { all, searched: topical.length > 0 ? topical : all, shown };
}

/** A word as an FTS5 string: double quotes, inner quotes doubled (the words hold none, but a string must stay one). */
const quoted = (word: string): string => `"${word.replaceAll('"', '""')}"`;

/** One term: `"word"`, or `("word" OR "variant")`. */
function termExpression(term: QueryTerm): string {
  if (term.variants.length === 0) return quoted(term.word);
  return `(${[term.word, ...term.variants].map(quoted).join(' OR ')})`;
}

/** Every term required: the expression whose matches are the results. */
export function matchExpression(terms: readonly QueryTerm[]): string {
  return terms.map(termExpression).join(' AND ');
}

/** The terms within NEAR_DISTANCE tokens of each other (NEAR takes no OR groups); undefined for one term. */
export function nearExpression(terms: readonly QueryTerm[]): string | undefined {
  if (terms.length < 2) return undefined;
  return `NEAR(${terms.map((t) => quoted(t.word)).join(' ')}, ${NEAR_DISTANCE})`;
}

/** The query's words as one phrase, as typed, function words included; undefined for one word. */
export function phraseExpression(words: readonly string[]): string | undefined {
  if (words.length < 2) return undefined;
  return quoted(words.join(' '));
}
