/**
 * The Express application, assembled in the order a request travels through it: request id
 * and log line, input checks (malformed or over-long URLs), liveness probe, security headers,
 * allowed methods, canonical-path redirects, static assets, crawler files, then pages.
 */
import express, { type Request, type Response, type NextFunction } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { requestLogger } from './logger.js';
import { securityHeaders } from './security.js';
import { readManifest } from './manifest.js';
import { renderPage } from './render.js';
import { PageCache, makeCachedPage, type CachedPage } from './pageCache.js';
import { currentYear } from './clock.js';
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

/** The weight (q-value, RFC 9110 §12.4.2) an Accept-Encoding header gives a coding it names; 0 if unnamed. */
function weightOf(header: string, coding: string): number {
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== coding) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return Number.isFinite(weight) ? weight : 0;
  }
  return 0;
}

/** Sends a cached page in the best encoding the client accepts, or 304 if its ETag matches. */
function sendPage(req: Request, res: Response, page: CachedPage, cacheControl: string): void {
  let coding = req.acceptsEncodings('br', 'gzip', 'identity');
  // `accepts` breaks equal weights in the client's order and browsers send "gzip, deflate, br",
  // so the smaller br copy was never chosen; prefer br when it is named at least as highly.
  if (coding === 'gzip') {
    const header = req.headers['accept-encoding'] ?? '';
    if (weightOf(header, 'br') > 0 && weightOf(header, 'br') >= weightOf(header, 'gzip')) coding = 'br';
  }
  const rep = coding === 'br' ? page.br : coding === 'gzip' ? page.gzip : page.identity;
  res.status(page.status);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', rep.etag);
  if (page.status === 200 && req.headers['if-none-match']?.split(/\s*,\s*/u).includes(rep.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', res.getHeader('Content-Type') ?? 'text/html; charset=utf-8');
  if (rep !== page.identity) res.setHeader('Content-Encoding', coding as string);
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
  let cacheYear = currentYear();

  const files = new Map<string, CachedPage>([
    ['/robots.txt', makeCachedPage(200, robotsTxt(origin))],
    ['/sitemap.xml', makeCachedPage(200, sitemapXml(origin))],
  ]);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // pages carry an ETag computed once per cache entry
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestLogger(logger));

  // Reject what cannot be a valid page request before any routing work.
  app.use((req, res, next) => {
    if (req.url.length > MAX_URL_LENGTH) return plain(res, 414, 'URI Too Long');
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return plain(res, 400, 'Bad Request: malformed percent-encoding in the path');
    }
    if (decoded.includes('\0')) return plain(res, 400, 'Bad Request: null byte in the path');
    next();
  });

  // Liveness probe: answers while the process can serve; never cached, never logged.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  app.use(securityHeaders(https));

  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', ALLOW);
    plain(res, 405, 'Method Not Allowed');
  });

  // A trailing slash is not canonical: /about/ -> /about, query kept ("/" stays "/").
  app.use((req, res, next) => {
    const q = req.originalUrl.indexOf('?');
    // req.path, not the raw target: an absolute-form target ("GET http://evil.example/a/")
    // would otherwise put another origin in Location (an open redirect).
    const path = req.path;
    if (path.length > 1 && path.endsWith('/')) {
      const target = path.replace(/\/+$/u, '') || '/';
      // A leading "//" would make the Location protocol-relative (an open redirect).
      const safe = target.replace(/^\/{2,}/u, '/');
      res.redirect(301, `${safe}${q === -1 ? '' : req.originalUrl.slice(q)}`);
      return;
    }
    next();
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

  // Unhashed public files (favicon): short cache.
  app.use(
    expressStaticGzip(publicDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        fallthrough: true,
        redirect: false,
        setHeaders: (res) => res.setHeader('Cache-Control', SHORT_MAX_AGE),
      },
    }),
  );

  app.get(['/robots.txt', '/sitemap.xml'], (req, res) => {
    const page = files.get(req.path) as CachedPage;
    res.setHeader('Content-Type', req.path.endsWith('.xml') ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8');
    sendPage(req, res, page, SHORT_MAX_AGE);
  });

  const compress404 = compression();
  app.use((req, res) => {
    const year = currentYear();
    if (year !== cacheYear) {
      // New year: the footer changes, so every cached page is stale.
      pages.clear();
      cacheYear = year;
    }
    const raw = req.query.category;
    const category = parseCategory(typeof raw === 'string' ? raw : undefined);
    const search = category === undefined ? '' : `?category=${category.slug}`;
    const key = `${req.path}${search}`;
    const cached = pages.get(key);
    if (cached !== undefined) return sendPage(req, res, cached, 'no-cache');

    const rendered = renderPage(manifest, req.path, search, origin, year);
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

  // Errors that escaped a handler: a clear 4xx for client faults, otherwise a logged 500.
  app.use((err: Error & { status?: number; statusCode?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 400 && status < 500) return plain(res, status, 'Bad Request');
    req.log.error({ err }, 'unhandled error');
    plain(res, 500, 'Internal Server Error');
  });

  return app;
}
