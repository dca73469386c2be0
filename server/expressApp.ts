/**
 * The Express application for every request the memory path (app.ts) does not answer, in the
 * order a request travels through it: bad targets and methods, trailing slashes, the liveness
 * probe, first renders of pages (kept in the page store for next time) and 404s, hashed
 * assets from the static layer, then errors. Request logging and security headers are applied
 * in front of it by app.ts.
 */
import express, { type Request, type Response, type NextFunction } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { join } from 'node:path';
import type { Config } from './config.js';
import type { PageStore } from './pageStore.js';
import { sendStored } from './respond.js';

/** Longest request target accepted before 414 (RFC 9112 §3 recommends at least 8000). */
export const MAX_URL_LENGTH = 8000;
const ALLOW = 'GET, HEAD';
const HASHED_MAX_AGE = 'public, max-age=31536000, immutable';

function plain(res: Response, status: number, text: string): void {
  res.status(status).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(`${text}\n`);
}

/**
 * Builds the Express app.
 * @param config trust proxy setting
 * @param publicDir build output folder of static files (holds assets/)
 * @param store the page store, shared with the memory path
 */
export function createExpressApp(config: Config, publicDir: string, store: PageStore): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // pages carry an ETag computed once per stored page
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

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
    const q = req.originalUrl.indexOf('?');
    const query = q === -1 ? '' : req.originalUrl.slice(q + 1);
    if (path.length > 1 && path.endsWith('/')) {
      // A leading "//" would make the Location protocol-relative (an open redirect).
      const target = (path.replace(/\/+$/u, '') || '/').replace(/^\/{2,}/u, '/');
      return res.redirect(301, `${target}${q === -1 ? '' : `?${query}`}`);
    }

    // 3. Liveness probe: answers while the process can serve; never cached, never logged.
    if (path === '/healthz') {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ status: 'ok' });
      return;
    }

    // 4. Hashed assets: handled by the static layer below.
    if (path.startsWith('/assets/') || path === '/assets') return next();

    // 5. Root files and pages already in memory (a target the memory path did not match
    //    verbatim, e.g. an absolute-form target), else a first render.
    const stored = store.find(path, query);
    if (stored !== undefined) return sendStored(req, res, stored);
    const rendered = store.render(path, query);
    if (rendered.status === 200) return sendStored(req, res, rendered.stored);
    // 404s are not kept (unbounded keys); compressed on the fly, they are rare.
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
