/** The generated files at the site root (robots.txt, sitemap, feeds…): made on first request, kept as pages are. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import type { PageCache, Produced } from './pageCache.js';
import { sendCached } from './cached.js';
import { openSearchDescription, robotsTxt, sitemap } from './seo.js';
import { atomFeed } from './feed.js';
import type { ServerMessages } from './loader.js';
import { langs, localePath, translationLangs } from '../shared/i18n/locales.js';
import { SECURITY_TXT_PATH, securityTxt } from './securityTxt.js';
import { categories } from '../shared/content/categories.js';
import { feedPath } from '../shared/feeds.js';

/** Unhashed files at the site root: an hour of caching, then revalidation by ETag. */
const ROOT_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** The Atom feeds' media type (RFC 4287 §7). */
const ATOM = 'application/atom+xml; charset=utf-8';

/** The root files' handler, and the paths it answers. */
export interface RootFiles {
  /** Answers a root file's path from the page cache, under that path; passes anything else on. */
  handle: RequestHandler;
  has(path: string): boolean;
}

/**
 * The root files' handler over `cache`.
 * @param origin public origin without a trailing slash
 * @param publicDir the build's public folder (favicon.svg)
 * @param readPageData reads a view's page data file by its key (the feed reads article bodies)
 * @param messages the server's held words (feeds, OpenSearch descriptions)
 */
export function rootFiles(
  origin: string,
  publicDir: string,
  readPageData: (key: string) => Promise<unknown>,
  messages: ServerMessages,
  cache: PageCache,
): RootFiles {
  const files = producers(origin, publicDir, readPageData, messages);
  return {
    has: (path) => files.has(path),
    async handle(req, res, next) {
      const produce = files.get(req.path);
      if (produce === undefined) return next();
      sendCached(req, res, await cache.get(req.path, produce));
    },
  };
}

/** The root files by path, each with the producer the page cache calls on a miss. */
function producers(
  origin: string,
  publicDir: string,
  readPageData: (key: string) => Promise<unknown>,
  messages: ServerMessages,
): Map<string, () => Promise<Produced>> {
  const rootFile = (contentType: string, produce: () => Promise<string> | string) => async (): Promise<Produced> => ({
    status: 200,
    contentType,
    cacheControl: ROOT_FILE_CACHE_CONTROL,
    body: await produce(),
  });
  return new Map([
    ['/robots.txt', rootFile('text/plain; charset=utf-8', () => robotsTxt(origin))],
    ['/sitemap.xml', rootFile('application/xml; charset=utf-8', () => sitemap(origin))],
    // Each language's feed of every article and one per category: one table, the same paths under each prefix.
    ...langs.flatMap((lang) =>
      [undefined, ...categories].map(
        (c) => [feedPath(lang, c), rootFile(ATOM, () => atomFeed(origin, readPageData, messages, lang, c))] as const,
      ),
    ),
    ...translationLangs.map(
      (lang) =>
        [
          localePath(lang, '/opensearch.xml'),
          rootFile('application/opensearchdescription+xml', () => openSearchDescription(origin, messages, lang)),
        ] as const,
    ),
    ['/favicon.svg', rootFile('image/svg+xml', () => readFile(join(publicDir, 'favicon.svg'), 'utf8'))],
    [
      '/opensearch.xml',
      rootFile('application/opensearchdescription+xml', () => openSearchDescription(origin, messages)),
    ],
    [SECURITY_TXT_PATH, rootFile('text/plain; charset=utf-8', () => securityTxt(origin))],
  ]);
}
