/** Site search's shared part: a query's bounds and normal form, and a results page's shape. */
import type { CategorySlug } from './content/types.js';
import { parseCategory } from './content/categories.js';
import { parsePageNumber, type SearchParams } from './pageKey.js';

/** The JSON endpoint of search results, with /search's query and bounds. */
export const SEARCH_API = '/api/search';
export const SEARCH_PAGE_SIZE = 10;
/** Characters and words of a query kept after normalising. */
export const MAX_QUERY_CHARS = 200;
export const MAX_QUERY_WORDS = 12;
/** Characters of a raw `q` beyond which the request is refused (414): no reader types this much. */
export const MAX_RAW_QUERY_CHARS = 2000;

export type SearchKind = 'article' | 'service' | 'page' | 'legal';

/** A run of snippet text (never HTML); `mark` for a matched word. */
export type SnippetPart = { text: string; mark: boolean };

export interface SearchHit {
  /** The page's canonical path, e.g. "/insights/aml-kyc-2025". */
  url: string;
  title: string;
  /** Set when the title and snippet are not in the index's language: an English-only article's. */
  lang?: 'en';
  kind: SearchKind;
  /** An article's. */
  category?: CategorySlug;
  /** An article's publication date, YYYY-MM-DD, and as printed in the index's language. */
  published?: string;
  publishedDisplay?: string;
  snippet: SnippetPart[];
}

/** One page of results for a normalised query. */
export interface SearchResults {
  /** Normalised (`normaliseQuery`). */
  q: string;
  category: CategorySlug | 'all';
  /** 1-based page number, and the number of pages (at least 1). */
  page: number;
  pages: number;
  /** Results across every page. */
  total: number;
  hits: SearchHit[];
  /** Set, to `q`, when nothing matched `q` as typed but a spelling correction did. */
  correctedFrom?: string;
  /** The query `hits` are for: the corrected one, or `q`. */
  searched: string;
  /** A spelling suggestion when nothing matched, even corrected. */
  suggestion?: string;
}

/**
 * A query's normal form: NFKC, control characters as spaces, whitespace collapsed and trimmed,
 * at most MAX_QUERY_WORDS words and MAX_QUERY_CHARS characters (cut at a word boundary), case kept.
 */
export function normaliseQuery(raw: string): string {
  const words = raw
    .normalize('NFKC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu, ' ')
    .split(/\s+/u)
    .filter((w) => w !== '')
    .slice(0, MAX_QUERY_WORDS);
  let q = '';
  for (const word of words) {
    const next = q === '' ? word : `${q} ${word}`;
    if (next.length > MAX_QUERY_CHARS) return q === '' ? word.slice(0, MAX_QUERY_CHARS) : q;
    q = next;
  }
  return q;
}

/** The URL of the search page for a query, as a GET form makes it; `extra` is appended ("&spelling=exact"). */
export const searchUrl = (q: string, extra = ''): string =>
  `/search?${new URLSearchParams({ q: normaliseQuery(q) }).toString()}${extra}`;

/**
 * A search request's parameters: `q` normalised, an unknown category meaning All.
 * @returns null when `page` names no page (a 404)
 */
export function searchParamsOf(params: URLSearchParams): SearchParams | null {
  const page = parsePageNumber(params.get('page'));
  if (page === null) return null;
  return {
    q: normaliseQuery(params.get('q') ?? ''),
    category: parseCategory(params.get('category'))?.slug ?? 'all',
    page,
    exact: params.get('spelling') === 'exact',
  };
}
