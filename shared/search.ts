/**
 * Site search, the part server and client share: the bounds of a query, its normal form, and
 * the shape of a results page. The index and the engine are server-only (server/search/).
 */
import type { CategorySlug } from './content/types.js';
import { parseCategory } from './content/categories.js';
import { parsePageNumber, type SearchParams } from './pageKey.js';

/** The JSON endpoint of search results: `${SEARCH_API}?q=…&category=…&page=…`, the same bounds as /search. */
export const SEARCH_API = '/api/search';
/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 10;
/** Characters of a query kept after normalising; longer input is cut at a word boundary. */
export const MAX_QUERY_CHARS = 200;
/** Words of a query kept; words past this are dropped. */
export const MAX_QUERY_WORDS = 12;
/** Characters of a raw `q` beyond which the request is refused (414): no reader types this much. */
export const MAX_RAW_QUERY_CHARS = 2000;

/** What kind of page a result is, as its label says. */
export type SearchKind = 'article' | 'service' | 'page' | 'legal';

/** A run of snippet text; `mark` is true for a matched word. Text, never HTML. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** One result. */
export interface SearchHit {
  /** The page's canonical path, e.g. "/insights/aml-kyc-2025". */
  url: string;
  title: string;
  kind: SearchKind;
  /** An article's category. */
  category?: CategorySlug;
  /** An article's publication date, YYYY-MM-DD. */
  published?: string;
  /** Text around the match, matched words marked. */
  snippet: SnippetPart[];
}

/** One page of results for a normalised query. */
export interface SearchResults {
  /** The query as normalised (`normaliseQuery`), what the count line quotes. */
  q: string;
  /** The category filter, 'all' for none. */
  category: CategorySlug | 'all';
  /** 1-based page number, and the number of pages (at least 1). */
  page: number;
  pages: number;
  /** Results across every page. */
  total: number;
  hits: SearchHit[];
  /**
   * Set when nothing matched `q` as typed but a spelling correction did: the corrected query,
   * whose results `hits` are ("Showing results for …").
   */
  correctedFrom?: string;
  /** The query the results are for when corrected; equal to `q` otherwise. */
  searched: string;
  /** A spelling suggestion when nothing matched, even corrected. */
  suggestion?: string;
}

/**
 * A query's normal form: Unicode NFKC, control characters as spaces, whitespace collapsed,
 * trimmed, at most MAX_QUERY_WORDS words and MAX_QUERY_CHARS characters (cut at a word
 * boundary). Letter case is kept for display; the engine folds it.
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
 * A search request's parameters: `q` normalised, an unknown category meaning All, other
 * parameters ignored.
 * @param params the request's query
 * @returns the parameters, or null when `page` names no page (the view is a 404)
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
