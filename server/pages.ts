/**
 * The page handler: matches the path against the route table, decides the status before
 * rendering (404 for unknown paths and article slugs), and answers from the page cache,
 * rendering on a miss. The generated files at the site root (robots.txt, the sitemap, the Atom
 * feed, favicon.svg) are answered the same way.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { resolveRoute } from '../shared/resolve.js';
import { routes, type RouteDef } from '../shared/routes.js';
import { pageDataKey, viewUrl } from '../shared/pageData.js';
import { articles } from '../shared/content/articles/catalogue.js';
import { pageDataFolder, pageDataKeys } from '../shared/content/generated/pageData.js';
import type { Manifest } from './manifest.js';
import { renderPage } from './render.js';
import { robotsTxt, sitemap } from './seo.js';
import { atomFeed } from './feed.js';
import { sendCoded } from './compress.js';
import { RenderQueueFull, type PageCache, type Produced } from './pageCache.js';

/** Unhashed files at the site root: an hour of caching, then revalidation by ETag. */
const ROOT_FILE_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Cache-Control of pages and 404 pages (RFC 9111, RFC 5861): browsers revalidate every time
 * (a 304 from the ETag); a CDN may serve the page for `sharedMaxAge` seconds, then stale for as
 * long again while it revalidates, and for a day while the origin fails. 0 means no-cache.
 */
const htmlCacheControl = (sharedMaxAge: number): string =>
  sharedMaxAge === 0
    ? 'no-cache'
    : `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${sharedMaxAge}, stale-if-error=86400`;

/** Keys of the views that exist: one per page, list page, article and legal document. */
const existing = new Set(pageDataKeys);

/** A path the route's pattern matches but that names no page: each parameter becomes "-", which no slug is. */
const notFoundSample = (route: RouteDef): string => route.path.replace(/:[A-Za-z]+/gu, '-').replace(/^\*$/u, '/-');

/** The footer's year, in the firm's home time zone (Europe/London). */
const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });

/** The page handler and what the app needs of it. */
export interface PageHandler {
  handle: RequestHandler;
  /** Whether a path is the canonical path of something the handler serves: a page or a root file. */
  isCanonical: (path: string) => boolean;
  /** Renders a page of every kind (each static page, one article per prefix, each 404), one at a time: a bounded warm-up. */
  warmUp(onError: (error: unknown, key: string) => void): Promise<boolean>;
}

/** Creates the page handler over the route table and the page cache. */
export function createPageHandler(opts: {
  manifest: Manifest;
  cache: PageCache;
  origin: string;
  publicDir: string;
  htmlSharedMaxAge: number;
}): PageHandler {
  const { manifest, cache, origin, publicDir } = opts;
  const cacheControl = htmlCacheControl(opts.htmlSharedMaxAge);
  const readPageData = async (key: string): Promise<unknown> =>
    JSON.parse(await readFile(join(publicDir, pageDataFolder, `${key}.json`), 'utf8'));
  const rootFile = (contentType: string, produce: () => Promise<string> | string) => async (): Promise<Produced> => ({
    status: 200,
    contentType,
    cacheControl: ROOT_FILE_CACHE_CONTROL,
    body: await produce(),
  });
  const files = new Map([
    ['/robots.txt', rootFile('text/plain; charset=utf-8', () => robotsTxt(origin))],
    ['/sitemap.xml', rootFile('application/xml; charset=utf-8', () => sitemap(origin))],
    ['/insights/feed.xml', rootFile('application/atom+xml; charset=utf-8', () => atomFeed(origin, readPageData))],
    ['/favicon.svg', rootFile('image/svg+xml', () => readFile(join(publicDir, 'favicon.svg'), 'utf8'))],
  ]);
  let year = 0;
  let yearUntil = 0;

  /** Renders a page; its page data is read from the build output, none for a 404. */
  const page = (url: string, status: 200 | 404, key: string | null) => async (): Promise<Produced> => {
    const data = key === null || status === 404 ? null : await readPageData(key);
    const body = await renderPage(manifest, { url, status, pageData: { key: key ?? '-', data } }, origin, year);
    return { status, contentType: 'text/html; charset=utf-8', cacheControl, body };
  };

  /**
   * The cache key and producer for a path and raw query: a root file, a canonical URL (path plus
   * the view's canonical query), or one key per 404 kind. Keys come from the route table and
   * the build's page data keys only, never from the request's bytes.
   */
  const lookup = (path: string, query: string): [key: string, produce: () => Promise<Produced>] => {
    const file = files.get(path);
    if (file !== undefined) return [path, file];
    const resolved = resolveRoute(path);
    const key = pageDataKey(path, query);
    if (resolved.canonicalPath === path && (key === null || existing.has(key))) {
      const url = viewUrl(path, key);
      return [url, page(url, 200, key)];
    }
    // The in-page "Article Not Found" under an article prefix; the site's 404 anywhere else.
    const route = resolved.route.kind === 'article' ? resolved.route : routes.find((r) => r.kind === 'not-found')!;
    const sample = notFoundSample(route);
    return [`404 ${route.path}`, page(sample, 404, route.pageData === undefined ? null : pageDataKey(sample, ''))];
  };

  /** Empties the cache when the footer's year changes, read at most once a second: every page changes with it. */
  const rollYear = () => {
    const now = Date.now();
    if (now < yearUntil) return;
    const current = Number(yearFormat.format(now));
    if (current !== year) cache.clear();
    [year, yearUntil] = [current, now + 1000];
  };
  const get = (path: string, query: string) => {
    rollYear();
    return cache.get(...lookup(path, query));
  };

  return {
    isCanonical: (path) => files.has(path) || lookup(path, '')[0] === path,
    async handle(req, res, next) {
      rollYear();
      // A canonical URL already rendered is its own cache key.
      const hit = cache.cached(req.url);
      if (hit !== undefined) return sendCoded(req, res, hit);
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
      // The first page of a list has one spelling, without `page`.
      const key = /(?:^|&)page=1(?:&|$)/u.test(query) ? pageDataKey(req.path, query) : null;
      if (key?.endsWith('/1') === true) {
        return res.set('Cache-Control', ROOT_FILE_CACHE_CONTROL).redirect(301, viewUrl(req.path, key));
      }
      try {
        sendCoded(req, res, await get(req.path, query));
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
        ...routes.filter((r) => r.kind !== 'page').map(notFoundSample),
      ];
      let ok = true;
      for (const path of paths) {
        await get(path, '').catch((error: unknown) => {
          ok = false;
          onError(error, lookup(path, '')[0]);
        });
      }
      return ok;
    },
  };
}
