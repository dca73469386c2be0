/**
 * The page handler: matches the path against the route table, decides the status before
 * rendering (404 for unknown paths and article slugs), and answers from the page cache,
 * rendering on a miss. Also answers the generated root files (robots.txt, sitemap.xml, the
 * Atom feed, favicon.svg) the same way.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { resolveRoute } from '../shared/resolve.js';
import { routes, type RouteDef } from '../shared/routes.js';
import { pageDataKey, viewQuery } from '../shared/pageData.js';
import { articles } from '../shared/content/articles/catalogue.js';
import { pageDataFolder, pageDataKeys } from '../shared/content/generated/pageData.js';
import type { Manifest } from './manifest.js';
import { renderPage, type PageToRender } from './render.js';
import { robotsTxt, sitemaps } from './seo.js';
import { atomFeed } from './feed.js';
import { currentYearCached } from './clock.js';
import { sendCoded } from './compress.js';
import { RenderQueueFull, type CachedPage, type PageCache, type Produced } from './pageCache.js';

const HTML = 'text/html; charset=utf-8';
/** Unhashed files at the site root: an hour of caching, then revalidation by ETag. */
const ROOT_FILE_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Cache-Control of pages and 404 pages (RFC 9111, RFC 5861). Browsers revalidate every time
 * (max-age=0, answered by a 304 from the ETag); a shared cache such as a CDN may serve the page
 * for `sharedMaxAge` seconds (s-maxage), then serve it stale for as long again while it
 * revalidates, and for a day while the origin answers with errors. With 0, nothing may be
 * served without revalidation (no-cache).
 */
export function htmlCacheControl(sharedMaxAge: number): string {
  if (sharedMaxAge === 0) return 'no-cache';
  return `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${sharedMaxAge}, stale-if-error=86400`;
}

/** A generated file at the site root: its Content-Type and how to make its text. */
interface RootFile {
  contentType: string;
  produce(): Promise<string>;
}

/** The generated files at the site root, by path. */
function rootFiles(origin: string, publicDir: string, readPageData: PageDataReader): Map<string, RootFile> {
  return new Map<string, RootFile>([
    ['/robots.txt', { contentType: 'text/plain; charset=utf-8', produce: () => Promise.resolve(robotsTxt(origin)) }],
    ...[...sitemaps(origin)].map(([path, make]): [string, RootFile] => [
      path,
      { contentType: 'application/xml; charset=utf-8', produce: () => Promise.resolve(make()) },
    ]),
    [
      '/insights/feed.xml',
      { contentType: 'application/atom+xml; charset=utf-8', produce: () => atomFeed(origin, readPageData) },
    ],
    ['/favicon.svg', { contentType: 'image/svg+xml', produce: () => readFile(join(publicDir, 'favicon.svg'), 'utf8') }],
  ]);
}

/** Reads a view's page data from the build output (the file a browser fetches for it). */
export type PageDataReader = (key: string) => Promise<unknown>;

/** Keys of the views that exist: one per page, list page, article and legal document. */
const existing = new Set(pageDataKeys);

/**
 * Whether a path is the canonical spelling of a page: the route table matches it, it is that
 * page's own path (React Router matches case-insensitively and ignores trailing slashes; our
 * canonical spellings do neither), and an article's slug exists.
 */
function isCanonicalPage(path: string): boolean {
  const resolved = resolveRoute(path);
  if (resolved.canonicalPath !== path) return false;
  const key = resolved.route.pageData === 'article' ? pageDataKey(path, '') : null;
  return key === null || existing.has(key);
}

/** A path the route's pattern matches but that names no page: each parameter becomes "-", which no slug is. */
function notFoundSample(route: RouteDef): string {
  return route.path.replace(/:[A-Za-z]+/gu, '-').replace(/^\*$/u, '/-');
}

export interface PageHandlerOptions {
  manifest: Manifest;
  cache: PageCache;
  origin: string;
  publicDir: string;
  htmlSharedMaxAge: number;
}

/** The page handler and what start-up needs of it. */
export interface PageHandler {
  handle: RequestHandler;
  /** Whether a path is the canonical path of something the handler serves: a page or a root file. */
  isCanonical: (path: string) => boolean;
  /** Renders the pages that stand for every kind (each static page, one article per prefix, each 404): a bounded warm-up. */
  warmUp(onError: (error: unknown, key: string) => void): Promise<boolean>;
}

/** Creates the page handler over the route table and the page cache. */
export function createPageHandler({
  manifest,
  cache,
  origin,
  publicDir,
  htmlSharedMaxAge,
}: PageHandlerOptions): PageHandler {
  const cacheControl = htmlCacheControl(htmlSharedMaxAge);
  const readPageData: PageDataReader = async (key) =>
    JSON.parse(await readFile(join(publicDir, pageDataFolder, `${key}.json`), 'utf8')) as unknown;
  const files = rootFiles(origin, publicDir, readPageData);
  let year = currentYearCached();

  /** Renders a page; its page data is read from the build output, or null for a 404. */
  const page = (url: string, status: 200 | 404, key: string | null) => async (): Promise<Produced> => {
    const data = key === null || status === 404 ? null : await readPageData(key);
    const toRender: PageToRender = {
      resolved: resolveRoute(url.split('?')[0]!),
      url,
      status,
      pageData: { key: key ?? '-', data },
    };
    return { status, contentType: HTML, cacheControl, body: await renderPage(manifest, toRender, origin, year) };
  };

  /**
   * The cache key and producer for a path and raw query: a canonical URL (path plus the view's
   * canonical query: category and page of a list), one key per 404 kind, or a root file. Keys
   * come from the route table and the build's page data keys only, never from the request's bytes.
   */
  const lookup = (path: string, query: string): [key: string, produce: () => Promise<Produced>] => {
    const file = files.get(path);
    if (file !== undefined)
      return [
        path,
        async () => ({
          status: 200,
          contentType: file.contentType,
          cacheControl: ROOT_FILE_CACHE_CONTROL,
          body: await file.produce(),
        }),
      ];
    const resolved = resolveRoute(path);
    const key = pageDataKey(path, query);
    if (resolved.canonicalPath === path && (key === null || existing.has(key))) {
      const canonicalQuery = viewQuery(key);
      const url = canonicalQuery === '' ? path : `${path}?${canonicalQuery}`;
      return [url, page(url, 200, key)];
    }
    // One 404 page per kind of route: the in-page "Article Not Found" under an article prefix,
    // the site's 404 elsewhere (an unknown path, a list page past the last or not a number).
    const route = resolved.route.kind === 'article' ? resolved.route : routes.find((r) => r.kind === 'not-found')!;
    const sample = notFoundSample(route);
    return [`404 ${route.path}`, page(sample, 404, route.pageData === undefined ? null : pageDataKey(sample, ''))];
  };

  const get = (path: string, query: string): Promise<CachedPage> => {
    const now = currentYearCached();
    // The footer shows the year (Europe/London): when it changes, every page changes.
    if (now !== year) {
      year = now;
      cache.clear();
    }
    const [key, produce] = lookup(path, query);
    return cache.get(key, produce);
  };

  return {
    isCanonical: (path) => files.has(path) || isCanonicalPage(path),
    async handle(req, res, next) {
      const q = req.url.indexOf('?');
      const query = q === -1 ? '' : req.url.slice(q + 1);
      // The first page of a list has one spelling, without `page`.
      if (/(?:^|&)page=1(?:&|$)/u.test(query) && pageDataKey(req.path, query)?.endsWith('/1') === true) {
        const canonical = viewQuery(pageDataKey(req.path, query));
        res.set('Cache-Control', ROOT_FILE_CACHE_CONTROL);
        return res.redirect(301, canonical === '' ? req.path : `${req.path}?${canonical}`);
      }
      try {
        sendCoded(req, res, await get(req.path, query));
      } catch (error) {
        if (!(error instanceof RenderQueueFull)) return next(error);
        res
          .status(503)
          .set({ 'Retry-After': '1', 'Cache-Control': 'no-store' })
          .type('text')
          .send('Service Unavailable: busy rendering, retry in a second\n');
      }
    },
    async warmUp(onError) {
      const paths = [
        ...routes.filter((r) => r.kind === 'page').map((r) => r.path),
        ...routes.filter((r) => r.kind === 'article').map((r) => r.path.replace(':slug', articles[0]?.id ?? '-')),
        ...routes.filter((r) => r.kind !== 'page').map(notFoundSample),
      ];
      let ok = true;
      // One at a time, so requests are answered in between.
      for (const path of paths) {
        try {
          await get(path, '');
        } catch (error) {
          ok = false;
          onError(error, lookup(path, '')[0]);
        }
      }
      return ok;
    },
  };
}
