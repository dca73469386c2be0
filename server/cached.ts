/**
 * What the page caches hold, answered as it is asked for: a request whose target is a cache key (the canonical URL
 * of a page, root file, search page or search answer already made) is answered from the cache, with no route match
 * and no key building (decision 013).
 */
import type { RequestHandler } from 'express';
import { sendCoded } from './compress.js';
import type { PageCache } from './pageCache.js';

/**
 * The middleware; it also reads the footer's year for the request, once, into `res.locals.footerYear`, for the
 * handler that renders on a miss.
 * @param caches looked up in turn
 * @param footerYear the footer year clock (reading it empties the caches when the year changes)
 */
export function cachedResponses(caches: readonly PageCache[], footerYear: () => number): RequestHandler {
  return (req, res, next) => {
    res.locals.footerYear = footerYear();
    for (const cache of caches) {
      const hit = cache.cached(req.url);
      if (hit !== undefined) return sendCoded(req, res, hit);
    }
    next();
  };
}
