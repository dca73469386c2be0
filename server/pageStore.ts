import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import { parseCategory } from '../shared/content/categories.js';
import type { Manifest } from './manifest.js';
import { renderPage } from './render.js';
import { PageCache, makeCachedPage, type CachedPage } from './pageCache.js';
import { currentYearCached } from './clock.js';
import { robotsTxt, sitemapXml } from './seo.js';

/** Unhashed files at the site root: an hour of caching, then revalidation by ETag. */
const SHORT_MAX_AGE = 'public, max-age=3600';

/** A response held in memory: the page (all its codings and ETags) and its fixed headers. */
export interface StoredResponse {
  readonly page: CachedPage;
  readonly contentType: string;
  readonly cacheControl: string;
}

/** What rendering a page produced: a stored 200, or a 404 document that is not kept. */
export type Rendered = { status: 200; stored: StoredResponse } | { status: 404; html: string };

export interface PageStore {
  /**
   * The stored response for a request target, or undefined when nothing is stored for it
   * yet (or ever, for unknown paths). Never renders.
   * @param path the target's path, still percent-encoded ("/insights")
   * @param query the target's query without "?" ("category=banking&utm_source=x"), or ""
   */
  find(path: string, query: string): StoredResponse | undefined;
  /** Renders the page for a path and query (same shapes as find), keeping it when it is a 200. */
  render(path: string, query: string): Rendered;
}

/**
 * The site's pages and root files (robots.txt, sitemap.xml, favicon.svg) as bytes in memory.
 * A page is a pure function of its path, its category filter and the year, so it is rendered
 * once and kept (bounded, see PageCache) under the key path + normalised category; any other
 * query parameter, or an unknown category, maps to the unfiltered page. When the year in
 * Europe/London changes, every page is dropped, so the footer rolls over without a restart.
 * Queries are parsed like Express's "simple" query parser (node:querystring): a repeated
 * `category` is not a category.
 */
export function createPageStore(manifest: Manifest, origin: string, publicDir: string): PageStore {
  const pages = new PageCache<StoredResponse>();
  let cacheYear = currentYearCached();
  const file = (contentType: string, text: string): StoredResponse => ({
    page: makeCachedPage(text),
    contentType,
    cacheControl: SHORT_MAX_AGE,
  });
  const files = new Map<string, StoredResponse>([
    ['/robots.txt', file('text/plain; charset=utf-8', robotsTxt(origin))],
    ['/sitemap.xml', file('application/xml; charset=utf-8', sitemapXml(origin))],
    ['/favicon.svg', file('image/svg+xml', readFileSync(join(publicDir, 'favicon.svg'), 'utf8'))],
  ]);

  const keyOf = (path: string, query: string): { key: string; search: string } => {
    if (query === '') return { key: path, search: '' };
    const raw = parseQuery(query).category;
    const category = parseCategory(typeof raw === 'string' ? raw : undefined);
    const search = category === undefined ? '' : `?category=${category.slug}`;
    return { key: `${path}${search}`, search };
  };

  const year = (): number => {
    const now = currentYearCached();
    if (now !== cacheYear) {
      pages.clear();
      cacheYear = now;
    }
    return now;
  };

  return {
    find(path, query) {
      const rootFile = files.get(path);
      if (rootFile !== undefined) return rootFile;
      year();
      return pages.get(keyOf(path, query).key);
    },
    render(path, query) {
      const { key, search } = keyOf(path, query);
      const rendered = renderPage(manifest, path, search, origin, year());
      if (rendered.status !== 200) return { status: 404, html: rendered.html };
      const page: StoredResponse = {
        page: makeCachedPage(rendered.html),
        contentType: 'text/html; charset=utf-8',
        cacheControl: 'no-cache',
      };
      pages.set(key, page);
      return { status: 200, stored: page };
    },
  };
}
