/**
 * The search results page of each language (/search, /<prefix>/search): one page of the engine's results, rendered into
 * the search cache, which is the site's page cache apart, so a flood of distinct queries never evicts the site's
 * pages (decisions 016, 028). 404 past the last page or for a page that is not a number, 414 for a long query.
 */
import type { RequestHandler } from 'express';
import { matchUrl, urlPathOf, type View } from '../shared/match.js';
import { routes } from '../shared/routes.js';
import { searchQuery } from '../shared/pageKey.js';
import { sendCached } from './cached.js';
import { sendText } from './guards.js';
import { notFoundKey, queryOf, urlKey, type PageCache } from './pageCache.js';
import { htmlPage, type Render } from './pages.js';
import { TOO_LONG, tooLong, type ResultsOf } from './searchResults.js';

/** A search's words are in its URL, so its pages are for the browser alone (RFC 9111 §5.2.2.7). */
const SEARCH_PAGE_CACHE_CONTROL = 'private, max-age=0';

const searchRoute = routes.find((r) => r.kind === 'search')!;

/** The handler of the search page, mounted at each language's search path. */
export function searchPages({ cache, resultsOf, render }: { cache: PageCache; resultsOf: ResultsOf; render: Render }) {
  const handle: RequestHandler = async (req, res) => {
    const raw = queryOf(req.url);
    if (tooLong(raw)) return sendText(res, 414, TOO_LONG);
    const view = matchUrl(req.path, raw);
    const params = view.key?.kind === 'search' ? view.key.search : null;
    const year = res.locals.footerYear;
    // A page that is not a number: one shared 404 page, as a list's.
    if (params === null) {
      const notFound: View = { ...view, query: '' };
      return sendCached(
        req,
        res,
        await cache.get(notFoundKey(view.lang, searchRoute.path), async () =>
          htmlPage(notFound, 404, SEARCH_PAGE_CACHE_CONTROL, await render(notFound, 404, null, year)),
        ),
      );
    }
    const query = searchQuery(params);
    const coded = await cache.get(urlKey(urlPathOf(view), query), async () => {
      const results = await resultsOf(params, view.lang);
      const found = results.page <= results.pages;
      const canonical: View = { ...view, query };
      const body = await render(canonical, found ? 200 : 404, found ? results : null, year);
      return htmlPage(view, found ? 200 : 404, SEARCH_PAGE_CACHE_CONTROL, body);
    });
    sendCached(req, res, coded);
  };
  return handle;
}
