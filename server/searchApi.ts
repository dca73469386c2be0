/**
 * The search endpoint of each language (/api/search, /<prefix>/api/search): one page of results as JSON, kept in the
 * search cache under its canonical URL as the search pages are. 404 past the last page or for a page that is not a
 * number, 414 for a long query; neither is for any cache to keep.
 */
import type { RequestHandler } from 'express';
import { SEARCH_API, searchParamsOf } from '../shared/search.js';
import { searchQuery } from '../shared/pageKey.js';
import { splitLang } from '../shared/i18n/locales.js';
import { sendCached } from './cached.js';
import { notFoundKey, queryOf, urlKey, type PageCache, type Produced } from './pageCache.js';
import { tooLong, type ResultsOf } from './searchResults.js';

/** A search's words are in its URL, so its answers are for the browser alone (RFC 9111 §5.2.2.7). */
const SEARCH_API_CACHE_CONTROL = 'private, max-age=60';

/** A JSON answer as the search cache keeps it. */
const json = (status: 200 | 404, cacheControl: string, value: unknown): Produced => ({
  status,
  contentType: 'application/json; charset=utf-8',
  cacheControl,
  body: JSON.stringify(value),
});

const NO_SUCH_PAGE = json(404, 'no-store', { error: 'no such page' });

/** The handler of the search endpoint, mounted at each language's endpoint path. */
export function searchApi({ cache, resultsOf }: { cache: PageCache; resultsOf: ResultsOf }): RequestHandler {
  return async (req, res) => {
    const raw = queryOf(req.url);
    if (tooLong(raw)) return void res.status(414).set('Cache-Control', 'no-store').json({ error: 'q is too long' });
    const params = searchParamsOf(new URLSearchParams(raw));
    // The language is the path's prefix (/<prefix>/api/search), as for every URL of the site.
    const { lang } = splitLang(req.path);
    const coded =
      params === null
        ? await cache.get(notFoundKey(lang, SEARCH_API), () => Promise.resolve(NO_SUCH_PAGE))
        : await cache.get(urlKey(req.path, searchQuery(params)), async () => {
            const results = await resultsOf(params, lang);
            return results.page > results.pages ? NO_SUCH_PAGE : json(200, SEARCH_API_CACHE_CONTROL, results);
          });
    sendCached(req, res, coded);
  };
}
