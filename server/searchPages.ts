/**
 * Search over HTTP, under each language's prefix: the results page /search and its JSON twin /api/search, with the
 * same bounds (404 past the last page, 414 for a long query, 503 while the engine sheds load). Result pages have a
 * cache of their own, so a flood of distinct queries never evicts the site's pages (decisions 016, 028).
 */
import type { Request, RequestHandler, Response } from 'express';
import { MAX_RAW_QUERY_CHARS, searchParamsOf, type SearchResults } from '../shared/search.js';
import { searchQuery, type SearchParams } from '../shared/pageKey.js';
import { urlPathOf, type View } from '../shared/match.js';
import { locales, splitLang, type Lang } from '../shared/i18n/locales.js';
import { SearchBusy, type SearchService } from './search/index.js';
import { RenderQueueFull, type PageCache, type Produced } from './pageCache.js';
import { sendCoded } from './compress.js';
import { sendText } from './guards.js';

/** What the search handlers need. */
export interface SearchDeps {
  search: SearchService;
  /** The cache of rendered result pages (not the site's page cache). */
  cache: PageCache;
  /** Renders a search view with its results (null data for a 404). */
  render: (view: View, status: 200 | 404, results: SearchResults | null) => Promise<string>;
  /** Called once per query the engine answered: its time in seconds, and whether it found nothing. */
  onSearch?: ((seconds: number, empty: boolean) => void) | undefined;
}

/** The handlers of /search (given the request's resolved view) and /api/search. */
export interface SearchHandlers {
  page: (req: Request, res: Response, view: View) => Promise<void>;
  api: RequestHandler;
}

/** A search's words are in its URL, so its answers are for the browser alone (RFC 9111 §5.2.2.7). */
const SEARCH_PAGE_CACHE_CONTROL = 'private, max-age=0';
const SEARCH_API_CACHE_CONTROL = 'private, max-age=60';

/** The raw query string of a request, without "?". */
const rawQuery = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/** Whether a request's `q` is longer than any reader types (answered 414). */
const tooLong = (query: string): boolean => (new URLSearchParams(query).get('q') ?? '').length > MAX_RAW_QUERY_CHARS;

/** Answers 503 for load shed by the engine or the render queue; false for any other error. */
function shed(error: unknown, res: Response, json: boolean): boolean {
  if (!(error instanceof SearchBusy) && !(error instanceof RenderQueueFull)) return false;
  res.status(503).set({ 'Retry-After': '1', 'Cache-Control': 'no-store' });
  if (json) res.json({ error: 'busy, retry in a second' });
  else res.type('text').send('Service Unavailable: busy searching, retry in a second\n');
  return true;
}

/** Creates the two handlers over one engine. */
export function createSearchHandlers(deps: SearchDeps): SearchHandlers {
  const { search, cache, render, onSearch } = deps;

  /** The results of a view in a language: none asked for an empty query; otherwise the engine's, timed. */
  const resultsOf = async (params: SearchParams, lang: Lang): Promise<SearchResults> => {
    if (params.q === '') {
      return { q: '', category: params.category, page: params.page, pages: 1, total: 0, hits: [], searched: '' };
    }
    const started = performance.now();
    const results = await search.search({ ...params, lang });
    onSearch?.((performance.now() - started) / 1000, results.total === 0);
    return results;
  };

  return {
    async page(req, res, view) {
      if (tooLong(rawQuery(req.url)))
        return sendText(res, 414, `URI Too Long: a search is at most ${MAX_RAW_QUERY_CHARS} characters`);
      const params = view.key?.kind === 'search' ? view.key.search : null;
      const query = params === null ? '' : searchQuery(params);
      // A page that is not a number: one shared 404 page, as a list's.
      const path = urlPathOf(view);
      const url = params === null ? `404 ${path}` : query === '' ? path : `${path}?${query}`;
      try {
        const coded = await cache.get(url, async (): Promise<Produced> => {
          const results = params === null ? null : await resultsOf(params, view.lang);
          const found = results !== null && results.page <= results.pages;
          const canonical: View = { ...view, query };
          const body = await render(canonical, found ? 200 : 404, found ? results : null);
          return {
            status: found ? 200 : 404,
            contentType: 'text/html; charset=utf-8',
            cacheControl: SEARCH_PAGE_CACHE_CONTROL,
            contentLanguage: locales[view.lang].htmlLang,
            body,
          };
        });
        sendCoded(req, res, coded);
      } catch (error) {
        if (!shed(error, res, false)) throw error;
      }
    },

    async api(req, res) {
      const raw = rawQuery(req.url);
      if (tooLong(raw)) return void res.status(414).set('Cache-Control', 'no-store').json({ error: 'q is too long' });
      const params = searchParamsOf(new URLSearchParams(raw));
      if (params === null) return void res.status(404).set('Cache-Control', 'no-store').json({ error: 'no such page' });
      try {
        // The language is the path's prefix (/<prefix>/api/search), as for every URL of the site.
        const results = await resultsOf(params, splitLang(req.path).lang);
        if (results.page > results.pages) {
          return void res.status(404).set('Cache-Control', 'no-store').json({ error: 'no such page' });
        }
        res.set('Cache-Control', SEARCH_API_CACHE_CONTROL).json(results);
      } catch (error) {
        if (!shed(error, res, true)) throw error;
      }
    },
  };
}
