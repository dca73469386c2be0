/**
 * What the search page and the search endpoint share: the bound on a query's length, and the engine's answer to a
 * request's parameters, timed for the metrics (decisions 016, 028).
 */
import { MAX_RAW_QUERY_CHARS, type SearchResults } from '../shared/search.js';
import type { SearchParams } from '../shared/pageKey.js';
import type { Lang } from '../shared/i18n/locales.js';
import type { SearchService } from './search/index.js';

/** Whether a raw query's `q` is longer than any reader types (answered 414). */
export const tooLong = (query: string): boolean =>
  (new URLSearchParams(query).get('q') ?? '').length > MAX_RAW_QUERY_CHARS;

/** The 414's reason. */
export const TOO_LONG = `URI Too Long: a search is at most ${MAX_RAW_QUERY_CHARS} characters`;

/** Search results of a request's parameters in a language. */
export type ResultsOf = (params: SearchParams, lang: Lang) => Promise<SearchResults>;

/**
 * The results of parameters in a language: none asked for an empty query; otherwise the engine's, timed.
 * @param onSearch called once per query the engine answered: its time in seconds, and whether it found nothing
 * @throws SearchBusy when the engine sheds the query
 */
export function searchResults(
  search: SearchService,
  onSearch: ((seconds: number, empty: boolean) => void) | undefined,
): ResultsOf {
  return async (params, lang) => {
    if (params.q === '') {
      return { q: '', category: params.category, page: params.page, pages: 1, total: 0, hits: [], searched: '' };
    }
    const started = performance.now();
    const results = await search.search({ ...params, lang });
    onSearch?.((performance.now() - started) / 1000, results.total === 0);
    return results;
  };
}
