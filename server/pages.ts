/**
 * The page handler: decides a page's status from the route table before rendering (404 for unknown paths and slugs),
 * and answers from the page cache, rendering on a miss (decision 002). Search views are the search handler's.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { routes, type RouteDef } from '../shared/routes.js';
import { matchUrl, matchView, urlPathOf, type View } from '../shared/match.js';
import { locales } from '../shared/i18n/locales.js';
import { encodeKey, keyQuery } from '../shared/pageKey.js';
import { withBody } from '../shared/pageData.js';
import { articles } from '../shared/content/articles/catalogue.js';
import { pageDataFolder, pageDataKeys } from '../shared/content/generated/pageDataFiles.js';
import type { Manifest } from './manifest.js';
import type { Loader } from '../shared/loader.js';
import { renderPage } from './render.js';
import { sendCached } from './cached.js';
import { notFoundKey, queryOf, urlKey, type PageCache, type Produced } from './pageCache.js';

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

/** The site's 404 route, `*`. */
const notFoundRoute = routes.find((r) => r.kind === 'not-found')!;

/** An HTML document as the page caches keep it, before compression. */
export const htmlPage = (view: View, status: 200 | 404, cacheControl: string, body: string): Produced => ({
  status,
  contentType: 'text/html; charset=utf-8',
  cacheControl,
  contentLanguage: locales[view.lang].htmlLang,
  body,
});

/** Renders a view, at the footer year given, with its page data (null for a 404). */
export type Render = (view: View, status: 200 | 404, data: unknown, year: number) => Promise<string>;

/** The page handler and what the app needs of it. */
export interface Pages {
  /** Answers every GET the earlier steps left: a page, or the 404 of its kind. */
  handle: RequestHandler;
  /** Whether a path is the canonical URL of a page (a view that exists, without a query). */
  isCanonical(path: string): boolean;
  /** A bounded warm-up: renders each static page, one article per prefix and each 404, one at a time. */
  warmUp(year: () => number, onError: (error: unknown, key: string) => void): Promise<boolean>;
  /** Renders a view with the document around it; the search pages render through it too. */
  render: Render;
  /** Reads a view's page data by its encoded key (the feeds read article bodies). */
  readPageData: (key: string) => Promise<unknown>;
}

/** Creates the page handler over `cache`, reading page data from the build's public folder. */
export function createPages(opts: {
  manifest: Manifest;
  loader: Loader;
  cache: PageCache;
  origin: string;
  publicDir: string;
  htmlSharedMaxAge: number;
}): Pages {
  const { manifest, loader, cache, origin, publicDir } = opts;
  const cacheControl = htmlCacheControl(opts.htmlSharedMaxAge);
  const readDataFile = async (key: string): Promise<unknown> =>
    JSON.parse(await readFile(join(publicDir, pageDataFolder, `${key}.json`), 'utf8'));
  const readPageData = async (key: string): Promise<unknown> => withBody(key, await readDataFile(key), readDataFile);
  /** Whether a view's page exists: a route without page data, or a key the build wrote a file for. */
  const exists = ({ route, key }: View): boolean =>
    key === null ? route.pageData === undefined : existing.has(encodeKey(key));

  const render: Render = (view, status, data, year) => {
    const key = view.key === null ? null : encodeKey(view.key);
    return renderPage({ manifest, loader, origin }, { view, status, pageData: { key, data }, year });
  };
  /** A view's producer at a footer year; its page data is read from the build output. */
  const page = (view: View, status: 200 | 404, year: number) => async (): Promise<Produced> => {
    const data = view.key === null || status === 404 ? null : await readPageData(encodeKey(view.key));
    return htmlPage(view, status, cacheControl, await render(view, status, data, year));
  };

  /** A view's cache key and producer: its canonical URL when it exists there, else the 404 of its kind. */
  const lookup = (view: View, year: number): [key: string, produce: () => Promise<Produced>] => {
    const { pathname, key, lang } = view;
    // Rendered at its canonical URL, so no other query parameter can reach the cached markup.
    if (view.canonicalPath === pathname && exists(view)) {
      const query = keyQuery(key);
      return [urlKey(urlPathOf(view), query), page({ ...view, query }, 200, year)];
    }
    // The in-page "Article Not Found" under an article prefix; the site's 404 anywhere else; one per language.
    const route = view.route.kind === 'article' ? view.route : notFoundRoute;
    return [notFoundKey(lang, route.path), page(matchView(notFoundSample(route), '', lang), 404, year)];
  };

  return {
    render,
    readPageData,
    isCanonical: (path) => lookup(matchUrl(path, ''), 0)[0] === path,
    async handle(req, res) {
      const view = matchUrl(req.path, queryOf(req.url));
      sendCached(req, res, await cache.get(...lookup(view, res.locals.footerYear)));
    },
    async warmUp(year, onError) {
      const paths = [
        ...routes.filter((r) => r.kind === 'page').map((r) => r.path),
        ...routes.filter((r) => r.kind === 'article').map((r) => r.path.replace(':slug', articles[0]?.id ?? '-')),
        ...routes.filter((r) => r.kind === 'article' || r.kind === 'not-found').map(notFoundSample),
      ];
      let ok = true;
      for (const path of paths) {
        const [key, produce] = lookup(matchView(path, ''), year());
        await cache.get(key, produce).catch((error: unknown) => {
          ok = false;
          onError(error, key);
        });
      }
      return ok;
    },
  };
}
