/**
 * The finite set of documents the server sends from memory: every page at its canonical path,
 * each category variant of the filtered lists, one 404 document per not-found variant, and
 * the files that are not pages (robots.txt, sitemap.xml, favicon.svg, the Atom feed). The set is fixed when the store is
 * created; no request can add to it, evict from it or start work outside it. Each document is
 * rendered once (by a background warm-up, or by the first request that needs it, whichever
 * comes first) and compressed once: gzip when it is rendered, brotli on a one-job queue.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { categories, parseCategory } from '../shared/content/categories.js';
import { articleBodies } from '../shared/content/bodies.js';
import { routes, type RouteDef } from '../shared/routes.js';
import { resolveRoute } from '../shared/resolve.js';
import type { Manifest } from './manifest.js';
import { renderPage } from './render.js';
import { currentYearCached } from './clock.js';
import { robotsTxt, sitemapXml } from './seo.js';
import { atomFeed } from './feed.js';
import { BrotliQueue, etagOf, gzipRepresentation, type Representation } from './compress.js';

/** Unhashed files at the site root: an hour of caching, then revalidation by ETag. */
const ROOT_FILE_CACHE_CONTROL = 'public, max-age=3600';
const HTML = 'text/html; charset=utf-8';

/** A document held in memory in every coding it is sent in, with its fixed headers. */
export interface StoredDocument {
  readonly status: 200 | 404;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly identity: Representation;
  /** The gzip copy; undefined only for a file not worth compressing (a font). */
  readonly gzip: Representation | undefined;
  /** The brotli copy, or undefined while it waits on the compression queue (or for a font). */
  readonly br: Representation | undefined;
}

/** Counters that prove the set is fixed: none of them moves after warm-up, whatever is asked. */
export interface DocumentStats {
  documents: number;
  renders: number;
  brotliJobs: number;
}

export interface DocumentStore {
  /**
   * The document stored under a canonical path, or undefined when the path is not one
   * verbatim. For a page with a category filter, a known `category` in the query selects its
   * variant (parsed as the browser's URLSearchParams does: the first value wins); every other
   * parameter is ignored.
   * @param path the target's path as sent ("/insights")
   * @param query the target's query without "?", or ""
   */
  find(path: string, query: string): StoredDocument | undefined;
  /** Whether a canonical path names a stored document (for redirecting other spellings). */
  has(path: string): boolean;
  /**
   * The 404 document for a path that names nothing: the in-page "Article Not Found" under an
   * article prefix, else the site's 404 page. The variant is chosen by the route the browser's
   * router will match for the same path, so hydration finds the markup it renders.
   */
  notFound(path: string): StoredDocument;
  /**
   * Resolves once every document is rendered with its gzip copy: every request can be answered
   * from memory at full speed (the readiness probe waits for this).
   */
  readonly ready: Promise<void>;
  /** Resolves once every brotli copy is made too (later: brotli runs on the thread pool). */
  readonly compressed: Promise<void>;
  stats(): DocumentStats;
}

/** How a slot makes its text, and the headers it is sent with. */
interface Slot {
  /** What the slot holds, for logs: a path and query, or "404 for <sample path>". */
  readonly name: string;
  readonly status: 200 | 404;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly produce: (year: number) => string;
  document?: StoredDocument;
  /** What rendering threw, kept so a broken document costs one render, not one per request. */
  failure?: Error;
}

/**
 * Cache-Control of pages and 404 documents (RFC 9111, RFC 5861). Browsers revalidate every
 * time (max-age=0, answered by a 304 from the ETag); a shared cache such as a CDN may serve
 * the page for `sharedMaxAge` seconds (s-maxage), then serve it stale for as long again while
 * it revalidates in the background, and for a day while the origin answers with errors. With 0,
 * nothing may be served without revalidation (no-cache).
 */
export function htmlCacheControl(sharedMaxAge: number): string {
  if (sharedMaxAge === 0) return 'no-cache';
  return `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${sharedMaxAge}, stale-if-error=86400`;
}

/**
 * A path the route's pattern matches but that names no page, to render its 404 document at:
 * each parameter and the splat become "-", which no slug can be.
 */
function notFoundSample(route: RouteDef): string {
  return route.path.replace(/:[A-Za-z]+/gu, '-').replace(/^\*$/u, '/-');
}

/**
 * Builds the store. Rendering starts in the background on the next turn of the event loop,
 * one document per turn, so requests are answered in between.
 * @param manifest the client build manifest
 * @param origin public origin for canonical URLs, the sitemap and robots.txt
 * @param publicDir build output folder of static files (holds favicon.svg)
 * @param htmlSharedMaxAge seconds a shared cache may serve a page or 404 (see htmlCacheControl)
 * @param onWarmUpError called with the error and the document's name (its path) when a document
 *   fails to render during the warm-up. The process goes on serving, but the store never
 *   becomes ready: a replica that cannot serve every page stays out of its load balancer (and a
 *   rolling update of a broken build stops at its first replica), while a request for that
 *   document throws the same error, answered with the app's 500 page.
 */
export function createDocumentStore(
  manifest: Manifest,
  origin: string,
  publicDir: string,
  htmlSharedMaxAge: number,
  onWarmUpError: (error: unknown, name: string) => void = () => undefined,
): DocumentStore {
  const PAGE_CACHE_CONTROL = htmlCacheControl(htmlSharedMaxAge);
  const brotli = new BrotliQueue();
  let renders = 0;
  let year = currentYearCached();

  const page = (path: string, search = ''): Slot => ({
    name: `${path}${search}`,
    status: 200,
    contentType: HTML,
    cacheControl: PAGE_CACHE_CONTROL,
    produce: (y) => renderPage(manifest, path, search, origin, y).html,
  });
  // Made on first use like pages (the feed holds every article's body), not before listening.
  const rootFile = (path: string, contentType: string, text: () => string): Slot => ({
    name: path,
    status: 200,
    contentType,
    cacheControl: ROOT_FILE_CACHE_CONTROL,
    produce: text,
  });

  // Canonical path -> slot; category variants under "path?category=slug".
  const slots = new Map<string, Slot>();
  const filtered = new Set<string>();
  const notFound = new Map<string, Slot>();
  for (const route of routes) {
    if (route.kind === 'not-found' || route.kind === 'article') {
      const sample = notFoundSample(route);
      notFound.set(route.path, {
        name: `404 for ${sample}`,
        status: 404,
        contentType: HTML,
        cacheControl: PAGE_CACHE_CONTROL,
        produce: (y) => renderPage(manifest, sample, '', origin, y).html,
      });
    }
    if (route.kind === 'article') {
      for (const slug of articleBodies.ids) {
        const path = route.path.replace(':slug', slug);
        slots.set(path, page(path));
      }
    } else if (route.kind === 'page') {
      slots.set(route.path, page(route.path));
      if (route.categoryFilter === true) {
        filtered.add(route.path);
        for (const c of categories)
          slots.set(`${route.path}?category=${c.slug}`, page(route.path, `?category=${c.slug}`));
      }
    }
  }
  const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  const rootFiles: [path: string, contentType: string, text: () => string][] = [
    ['/robots.txt', 'text/plain; charset=utf-8', () => robotsTxt(origin)],
    ['/sitemap.xml', 'application/xml; charset=utf-8', () => sitemapXml(origin)],
    ['/insights/feed.xml', 'application/atom+xml; charset=utf-8', () => atomFeed(origin)],
    ['/favicon.svg', 'image/svg+xml', () => favicon],
  ];
  for (const [path, contentType, text] of rootFiles) slots.set(path, rootFile(path, contentType, text));
  const all = [...slots.values(), ...notFound.values()];
  const generic = notFound.get('*');
  if (generic === undefined) throw new Error('the route table has no "*" route');

  const materialise = (slot: Slot): StoredDocument => {
    if (slot.document !== undefined) return slot.document;
    if (slot.failure !== undefined) throw slot.failure;
    let text: string;
    try {
      text = slot.produce(year);
    } catch (error) {
      slot.failure = error instanceof Error ? error : new Error(String(error));
      throw slot.failure;
    }
    const identityBody = Buffer.from(text, 'utf8');
    renders++;
    const identity = { body: identityBody, etag: etagOf(identityBody, '') };
    let gzip: Representation | undefined;
    let br: Representation | undefined;
    const document: StoredDocument = {
      status: slot.status,
      contentType: slot.contentType,
      cacheControl: slot.cacheControl,
      identity,
      get gzip() {
        return (gzip ??= gzipRepresentation(identityBody));
      },
      get br() {
        return br;
      },
    };
    slot.document = document;
    brotli.push(identityBody, (rep) => {
      br = rep;
      // A copy made for a year that has since rolled over no longer counts.
      if (slot.document === document && --pending === 0) allCompressed();
    });
    return document;
  };

  // Warm-up: every slot rendered and gzipped, one per event-loop turn; brotli follows on the queue.
  let pending = all.length;
  let allCompressed: () => void = () => undefined;
  const compressed = new Promise<void>((resolve) => {
    allCompressed = resolve;
  });
  let allRendered: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    allRendered = resolve;
  });
  let failed = false;
  const warm = (from: number): void => {
    const slot = all[from];
    if (slot === undefined) {
      if (!failed) allRendered();
      return;
    }
    try {
      void materialise(slot).gzip;
    } catch (error) {
      // Not fatal: every other document still serves; this one answers 500 (see onWarmUpError).
      failed = true;
      if (--pending === 0) allCompressed();
      onWarmUpError(error, slot.name);
    }
    setImmediate(warm, from + 1);
  };
  setImmediate(warm, 0);

  // The footer shows the year (Europe/London): when it changes, the same set renders anew.
  const currentYear = (): void => {
    const now = currentYearCached();
    if (now === year) return;
    year = now;
    for (const slot of all) {
      slot.document = undefined;
      slot.failure = undefined;
    }
    pending = all.length;
    setImmediate(warm, 0);
  };

  return {
    find(path, query) {
      let slot = slots.get(path);
      if (slot === undefined) return undefined;
      currentYear();
      if (query !== '' && filtered.has(path)) {
        const category = parseCategory(new URLSearchParams(query).get('category'));
        if (category !== undefined) slot = slots.get(`${path}?category=${category.slug}`) ?? slot;
      }
      return materialise(slot);
    },
    has: (path) => slots.has(path),
    notFound(path) {
      currentYear();
      return materialise(notFound.get(resolveRoute(path).route.path) ?? generic);
    },
    ready,
    compressed,
    stats: () => ({ documents: all.length, renders, brotliJobs: brotli.completed }),
  };
}
