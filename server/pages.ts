/**
 * The page handler: decides a page's status from the route table before rendering (404 for unknown paths and slugs),
 * and answers pages and root files from the page cache, rendering on a miss (decision 002).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { routes, type RouteDef } from '../shared/routes.js';
import { matchUrl, matchView, urlPathOf, viewUrl, type View } from '../shared/match.js';
import { locales } from '../shared/i18n/locales.js';
import { encodeKey, keyQuery } from '../shared/pageKey.js';
import { withBody } from '../shared/pageData.js';
import { articles } from '../shared/content/articles/catalogue.js';
import { pageDataFolder, pageDataKeys } from '../shared/content/generated/pageDataFiles.js';
import type { Manifest } from './manifest.js';
import { renderPage } from './render.js';
import { rootFiles } from './rootFiles.js';
import { footerYearClock } from './footerYear.js';
import { sendCoded } from './compress.js';
import { RenderQueueFull, type PageCache, type Produced } from './pageCache.js';
import { createSearchHandlers } from './searchPages.js';
import type { SearchService } from './search/index.js';

/**
 * Cache-Control of pages and 404s (RFC 9111, RFC 5861): browsers revalidate each time; a CDN keeps a page
 * `sharedMaxAge` seconds, stale as long again while it revalidates, a day while the origin fails; 0: no-cache.
 */
const htmlCacheControl = (sharedMaxAge: number): string =>
  sharedMaxAge === 0
    ? 'no-cache'
    : `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${sharedMaxAge}, stale-if-error=86400`;

/** Keys of the views that exist: one per page, list page, article and legal document. */
const existing = new Set(pageDataKeys);

/** A path the route's pattern matches but that names no page: each parameter becomes "-", which no slug is. */
const notFoundSample = (route: RouteDef): string => route.path.replace(/:[A-Za-z]+/gu, '-').replace(/^\*$/u, '/-');

/** The page handler and what the app needs of it. */
export interface PageHandler {
  handle: RequestHandler;
  /** Whether a path is the canonical path of something the handler serves: a page or a root file. */
  isCanonical: (path: string) => boolean;
  /** A bounded warm-up: renders each static page, one article per prefix and each 404, one at a time. */
  warmUp(onError: (error: unknown, key: string) => void): Promise<boolean>;
  /** The search endpoint, /api/search: one page of results as JSON. */
  searchApi: RequestHandler;
}

/** Creates the page handler; search views are answered from the search engine, their pages kept in `searchCache`. */
export function createPageHandler(opts: {
  manifest: Manifest;
  cache: PageCache;
  search: SearchService;
  searchCache: PageCache;
  onSearch?: ((seconds: number, empty: boolean) => void) | undefined;
  origin: string;
  publicDir: string;
  htmlSharedMaxAge: number;
}): PageHandler {
  const { manifest, cache, origin, publicDir, search, searchCache, onSearch } = opts;
  const cacheControl = htmlCacheControl(opts.htmlSharedMaxAge);
  const readDataFile = async (key: string): Promise<unknown> =>
    JSON.parse(await readFile(join(publicDir, pageDataFolder, `${key}.json`), 'utf8'));
  const readPageData = async (key: string): Promise<unknown> => withBody(key, await readDataFile(key), readDataFile);
  /** Whether a view's page exists: a route without page data, or a key the build wrote a file for. */
  const exists = ({ route, key }: View): boolean =>
    key === null ? route.pageData === undefined : existing.has(encodeKey(key));
  const files = rootFiles(origin, publicDir, readPageData);
  /** The footer's year of the request being answered, read once per request. */
  let year = 0;

  /** Renders a view with its page data (null for a 404). */
  const render = (view: View, status: 200 | 404, data: unknown): Promise<string> => {
    const key = view.key === null ? null : encodeKey(view.key);
    return renderPage(manifest, { view, status, pageData: { key, data } }, origin, year);
  };
  /** A view's producer; its page data is read from the build output. */
  const page = (view: View, status: 200 | 404) => async (): Promise<Produced> => {
    const data = view.key === null || status === 404 ? null : await readPageData(encodeKey(view.key));
    const body = await render(view, status, data);
    return {
      status,
      contentType: 'text/html; charset=utf-8',
      cacheControl,
      contentLanguage: locales[view.lang].htmlLang,
      body,
    };
  };

  /** A view's cache key and producer: a root file, a canonical URL or a 404 kind, never the request's bytes. */
  const lookup = (view: View): [key: string, produce: () => Promise<Produced>] => {
    const { pathname, key, lang } = view;
    const path = urlPathOf(view);
    const file = files.get(path);
    if (file !== undefined) return [path, file];
    // Rendered at its canonical URL, so no other query parameter can reach the cached markup.
    if (view.canonicalPath === pathname && exists(view)) {
      return [viewUrl(path, key), page({ ...view, query: keyQuery(key) }, 200)];
    }
    // The in-page "Article Not Found" under an article prefix; the site's 404 anywhere else; one per language.
    const route = view.route.kind === 'article' ? view.route : routes.find((r) => r.kind === 'not-found')!;
    return [`404 ${lang} ${route.path}`, page(matchView(notFoundSample(route), '', lang), 404)];
  };

  const searchPages = createSearchHandlers({ search, cache: searchCache, onSearch, render });

  const currentYear = footerYearClock(() => {
    cache.clear();
    searchCache.clear();
  });

  return {
    isCanonical(path) {
      if (files.has(path)) return true;
      const view = matchUrl(path, '');
      return view.route.pageData === 'search' ? urlPathOf(view) === path : lookup(view)[0] === path;
    },
    searchApi: (req, res, next) => searchPages.api(req, res, next),
    async handle(req, res, next) {
      year = currentYear();
      // A canonical URL already rendered is its own cache key.
      const hit = cache.cached(req.url);
      if (hit !== undefined) return sendCoded(req, res, hit);
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
      const view = matchUrl(req.path, query);
      try {
        if (view.route.pageData === 'search' && view.canonicalPath === view.pathname && urlPathOf(view) === req.path) {
          return await searchPages.page(req, res, view);
        }
        sendCoded(req, res, await cache.get(...lookup(view)));
      } catch (error) {
        if (!(error instanceof RenderQueueFull)) return next(error);
        res.status(503).set({ 'Retry-After': '1', 'Cache-Control': 'no-store' }).type('text');
        res.send('Service Unavailable: busy rendering, retry in a second\n');
      }
    },
    async warmUp(onError) {
      const paths = [
        ...routes.filter((r) => r.kind === 'page').map((r) => r.path),
        ...routes.filter((r) => r.kind === 'article').map((r) => r.path.replace(':slug', articles[0]?.id ?? '-')),
        ...routes.filter((r) => r.kind === 'article' || r.kind === 'not-found').map(notFoundSample),
      ];
      let ok = true;
      for (const path of paths) {
        const view = matchView(path, '');
        year = currentYear();
        await cache.get(...lookup(view)).catch((error: unknown) => {
          ok = false;
          onError(error, lookup(view)[0]);
        });
      }
      return ok;
    },
  };
}
