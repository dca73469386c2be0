/** Site search: one index per language, queried on a worker thread, results cached (decisions 016, 028). */
import { LRUCache } from 'lru-cache';
import type { SearchResults } from '../../shared/search.js';
import type { CategorySlug } from '../../shared/content/types.js';
import { SearchBusy } from './busy.js';
import type { SearchParams } from './engine.js';
import { openIndex } from './open.js';
import { SearchWorker } from './workerClient.js';
import { languageIndexFile } from '../../searchIndex/schema.js';
import { langs, type Lang } from '../../shared/i18n/locales.js';

export { SearchBusy };

export interface SearchService {
  /**
   * One page of results from the index of `lang` (English when not given), hits' URLs below its prefix; `q` already
   * normaliseQuery'd. A page past the last has `hits: []` and the real `pages`.
   * @throws SearchBusy when the engine sheds load; RangeError for a page that is not a whole number ≥ 1
   */
  search(params: {
    q: string;
    category: CategorySlug | 'all';
    page: number;
    exact?: boolean;
    lang?: Lang;
  }): Promise<SearchResults>;
  /** Stops the worker; later searches reject. */
  close(): Promise<void>;
}

/** How openSearch runs queries. */
export interface SearchOptions {
  /** Queries that may wait for the worker, the rest shed; default 16 (under half a second of work). */
  maxQueued?: number;
  /** Result pages the LRU cache keeps; default 1,000 (about 5 MB). */
  cacheEntries?: number;
}

/** The cache key: the language, the query lower-cased (the engine folds case), the category, the page, exactness. */
const keyOf = (lang: Lang, p: SearchParams) =>
  `${lang}\u0000${p.q.toLowerCase()}\u0000${p.category}\u0000${p.page}${p.exact === true ? '\u0000exact' : ''}`;

/** A cached page as the asker typed the query: only the quoted text differs between cases. */
function asAsked(results: SearchResults, q: string): SearchResults {
  if (results.q === q) return results;
  return results.correctedFrom === undefined ? { ...results, q, searched: q } : { ...results, q, correctedFrom: q };
}

/**
 * Opens each language's index read-only, reading one row of each, and starts their worker.
 * @param file the English index, e.g. join(distDir, SEARCH_INDEX_FILE); the others beside it (languageIndexFile)
 * @throws Error naming the file when one is missing or not a search index
 */
export function openSearch(file: string, options: SearchOptions = {}): SearchService {
  const files = Object.fromEntries(langs.map((lang) => [lang, languageIndexFile(file, lang)])) as Record<Lang, string>;
  // Checked here, so a bad file throws now; the worker opens its own connections.
  for (const lang of langs) openIndex(files[lang]).close();
  const runner = new SearchWorker(files, options.maxQueued ?? 16);
  const cache = new LRUCache<string, SearchResults>({ max: options.cacheEntries ?? 1000 });
  // Identical queries arriving together share one run.
  const running = new Map<string, Promise<SearchResults>>();
  let closed = false;

  return {
    async search(params) {
      if (!Number.isSafeInteger(params.page) || params.page < 1)
        throw new RangeError(`page must be a whole number from 1, not ${params.page}`);
      if (closed) throw new Error('search is closed');
      const lang = params.lang ?? 'en';
      const key = keyOf(lang, params);
      const cached = cache.get(key);
      if (cached !== undefined) return asAsked(cached, params.q);
      let run = running.get(key);
      if (run === undefined) {
        run = runner.run(lang, {
          q: params.q,
          category: params.category,
          page: params.page,
          exact: params.exact === true,
        });
        running.set(key, run);
        void run
          .then(
            (results) => cache.set(key, results),
            () => undefined, // a shed or failed query is not cached: the next ask tries again
          )
          .finally(() => running.delete(key));
      }
      return asAsked(await run, params.q);
    },
    async close() {
      closed = true;
      cache.clear();
      await runner.close();
    },
  };
}
