/**
 * The Express application, assembled in the order a request travels through it: request id
 * and log line, security headers, then one handler for bad targets, methods, trailing
 * slashes, the liveness probe, root files (favicon, robots.txt, sitemap.xml) and pages from
 * the render cache; hashed assets last, from the static layer.
 */
import express, { type Request, type Response, type NextFunction } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { requestLogger } from './logger.js';
import { securityHeaders } from './security.js';
import { readManifest } from './manifest.js';
import { renderPage } from './render.js';
import { PageCache, makeCachedPage, type CachedPage } from './pageCache.js';
import { currentYearCached } from './clock.js';
import { negotiateEncoding } from './negotiate.js';
import { robotsTxt, sitemapXml } from './seo.js';
import { parseCategory } from '../shared/content/categories.js';

/** Longest request target accepted before 414 (RFC 9112 §3 recommends at least 8000). */
export const MAX_URL_LENGTH = 8000;
const ALLOW = 'GET, HEAD';
const HASHED_MAX_AGE = 'public, max-age=31536000, immutable';
const SHORT_MAX_AGE = 'public, max-age=3600';

export interface AppOptions {
  config: Config;
  /** Build output folder holding manifest.json and public/. */
  distDir: string;
  logger: Logger;
}

function plain(res: Response, status: number, text: string): void {
  res.status(status).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(`${text}\n`);
}

/** Sends a cached page in the best encoding the client accepts, or 304 if its ETag matches. */
function sendPage(req: Request, res: Response, page: CachedPage, cacheControl: string): void {
  // A client that refuses every coding still gets identity: a 406 for a web page helps nobody.
  const coding = negotiateEncoding(req) ?? 'identity';
  const rep = coding === 'br' ? page.br : coding === 'gzip' ? page.gzip : page.identity;
  res.status(page.status);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', rep.etag);
  // req.fresh (the `fresh` package) evaluates If-None-Match against the ETag just set, with
  // RFC 9110's weak comparison and "*".
  if (page.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', res.getHeader('Content-Type') ?? 'text/html; charset=utf-8');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', rep.body.length);
  res.end(rep.body);
}

/**
 * Builds the app. Reads the build manifest (throws if the client is not built) and expects
 * preloadAll() from ./render.js to have run, so every page renders synchronously.
 */
export function createApp({ config, distDir, logger }: AppOptions): express.Express {
  const manifest = readManifest(distDir);
  const publicDir = join(distDir, 'public');
  const origin = config.publicOrigin;
  const https = origin.startsWith('https:');
  const pages = new PageCache();
  let cacheYear = currentYearCached();

  // Unhashed files at the root, held in memory with their compressed copies.
  const files = new Map<string, { type: string; page: CachedPage }>([
    ['/robots.txt', { type: 'text/plain; charset=utf-8', page: makeCachedPage(200, robotsTxt(origin)) }],
    ['/sitemap.xml', { type: 'application/xml; charset=utf-8', page: makeCachedPage(200, sitemapXml(origin)) }],
    ['/favicon.svg', { type: 'image/svg+xml', page: makeCachedPage(200, readFileSync(join(publicDir, 'favicon.svg'), 'utf8')) }],
  ]);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // pages carry an ETag computed once per cache entry
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestLogger(logger));
  app.use(securityHeaders(https));

  /*
   * Everything but hashed assets is answered in this one handler, in the order below: each
   * Express layer costs a little on every request, and a cached page should cost about what
   * sending its bytes costs.
   */
  const compress404 = compression();
  app.use((req, res, next) => {
    // 1. What cannot be a valid request: over-long or malformed targets, other methods.
    if (req.url.length > MAX_URL_LENGTH) return plain(res, 414, 'URI Too Long');
    const path = req.path;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return plain(res, 400, 'Bad Request: malformed percent-encoding in the path');
    }
    if (decoded.includes('\0')) return plain(res, 400, 'Bad Request: null byte in the path');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOW);
      return plain(res, 405, 'Method Not Allowed');
    }

    // 2. A trailing slash is not canonical: /about/ -> /about, query kept ("/" stays "/").
    // req.path, not the raw target: an absolute-form target ("GET http://evil.example/a/")
    // would otherwise put another origin in Location (an open redirect).
    if (path.length > 1 && path.endsWith('/')) {
      const q = req.originalUrl.indexOf('?');
      // A leading "//" would make the Location protocol-relative (an open redirect).
      const target = (path.replace(/\/+$/u, '') || '/').replace(/^\/{2,}/u, '/');
      return res.redirect(301, `${target}${q === -1 ? '' : req.originalUrl.slice(q)}`);
    }

    // 3. Liveness probe: answers while the process can serve; never cached, never logged.
    if (path === '/healthz') {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ status: 'ok' });
      return;
    }

    // 4. Hashed assets: handled by the static layer below.
    if (path.startsWith('/assets/') || path === '/assets') return next();

    // 5. Root files (favicon, robots.txt, sitemap.xml) from memory.
    const file = files.get(path);
    if (file !== undefined) {
      res.setHeader('Content-Type', file.type);
      return sendPage(req, res, file.page, SHORT_MAX_AGE);
    }

    // 6. Pages, from the render cache keyed by path and known category.
    const year = currentYearCached();
    if (year !== cacheYear) {
      // New year: the footer changes, so every cached page is stale.
      pages.clear();
      cacheYear = year;
    }
    const raw = req.query.category;
    const category = parseCategory(typeof raw === 'string' ? raw : undefined);
    const search = category === undefined ? '' : `?category=${category.slug}`;
    const key = `${path}${search}`;
    const cached = pages.get(key);
    if (cached !== undefined) return sendPage(req, res, cached, 'no-cache');

    const rendered = renderPage(manifest, path, search, origin, year);
    if (rendered.status === 200) {
      const page = makeCachedPage(200, rendered.html);
      pages.set(key, page);
      return sendPage(req, res, page, 'no-cache');
    }
    // 404s are not cached (unbounded keys); compressed on the fly, they are rare.
    compress404(req, res, () => {
      res.status(404).set('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(rendered.html);
    });
  });

  // Fingerprinted assets: immutable, precompressed copies chosen by Accept-Encoding.
  app.use(
    '/assets',
    (req, res, next) => {
      // Traversal attempts never reach the file system (also caught by `send`; answer 404).
      const decoded = decodeURIComponent(req.path);
      if (decoded.includes('..') || decoded.includes('\\')) return plain(res, 404, 'Not Found');
      next();
    },
    expressStaticGzip(join(publicDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: {
        index: false,
        fallthrough: true,
        redirect: false,
        setHeaders: (res) => res.setHeader('Cache-Control', HASHED_MAX_AGE),
      },
    }),
    (_req, res) => plain(res, 404, 'Not Found'),
  );

  // Errors that escaped a handler: a clear 4xx for client faults, otherwise a logged 500.
  app.use((err: Error & { status?: number; statusCode?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 400 && status < 500) return plain(res, status, 'Bad Request');
    req.log.error({ err }, 'unhandled error');
    plain(res, 500, 'Internal Server Error');
  });

  return app;
}
