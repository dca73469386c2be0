/**
 * The Express application: every request takes this path, top to bottom, once its target is in
 * origin form (guards.ts, `toOriginForm`).
 *  1. request id and logging (pino-http), and metrics when METRICS_PORT is set;
 *  2. security headers (helmet);
 *  3. the request guards: 405, 400, 414 (guards.ts);
 *  4. the probes: /healthz (liveness), /readyz (readiness);
 *  5. hashed assets: precompressed br/gzip copies, immutable, Range: code and fonts from memory
 *     (assets.ts), the rest and every Range request from express-static-gzip;
 *  6. canonical spellings: 301 to the canonical path (canonical.ts);
 *  7. the page handler: status from the route table, response from the page cache (pages.ts);
 *  8. the error handler: the branded 500 page, compressed by `compression`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { requestLogger } from './logger.js';
import { securityHeaders } from './security.js';
import { codeAssets } from './assets.js';
import { requestGuards, sendText, toOriginForm } from './guards.js';
import { canonicalRedirects } from './canonical.js';
import { readManifest } from './manifest.js';
import { createPageCache, type PageCache } from './pageCache.js';
import { createPageHandler } from './pages.js';
import { errorPageTemplate } from './errorPage.js';
import { createMetrics, type SiteMetrics } from './metrics.js';

/** Fingerprinted files never change under their URL: a year, and no revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface AppOptions {
  config: Config;
  /** Build output folder holding manifest.json and public/. */
  distDir: string;
  logger: Logger;
}

/** The application, with what start-up, shutdown, metrics and tests need of it. */
export type SiteApp = ((req: IncomingMessage, res: ServerResponse) => void) & {
  pages: PageCache;
  /** Prometheus metrics, when METRICS_PORT is set. */
  metrics: SiteMetrics | undefined;
  /** Resolves once the warm-up has rendered a page of every kind (false if one failed). */
  warmedUp: Promise<boolean>;
  /** Turns readiness off for good: called on SIGTERM, before the shutdown delay. */
  stopBeingReady(): void;
};

/**
 * Builds the application. Reads the build manifest (throws if the client is not built) and
 * starts a bounded warm-up in the background: readiness answers 200 once it is done.
 */
export function createApp({ config, distDir, logger }: AppOptions): SiteApp {
  const manifest = readManifest(distDir);
  const publicDir = join(distDir, 'public');
  const pages = createPageCache({ maxBytes: config.pageCacheBytes });
  const handler = createPageHandler({
    manifest,
    cache: pages,
    origin: config.publicOrigin,
    publicDir,
    htmlSharedMaxAge: config.htmlSharedMaxAge,
  });
  const errorPage = errorPageTemplate(manifest.inlineStyle.css);
  const metrics = config.metricsPort === undefined ? undefined : createMetrics(pages);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // each cached page carries its own, computed once
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.set('case sensitive routing', true);
  app.set('strict routing', true);

  app.use(requestLogger(logger));
  if (metrics !== undefined) app.use(metrics.middleware);
  app.use(securityHeaders(config.publicOrigin.startsWith('https:'), [manifest.inlineStyle.cspSource]));
  app.use(requestGuards);

  let ready = false;
  let stopping = false;
  const warmedUp = handler.warmUp((error, key) =>
    logger.error({ err: error, page: key }, `${key} failed to render: this replica stays not ready`),
  );
  void warmedUp.then((ok) => {
    ready = ok && !stopping;
  });
  app.get('/healthz', (_req, res) => {
    res.locals.answeredBy = 'probe';
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    res.locals.answeredBy = 'probe';
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'starting' });
  });

  app.use(
    '/assets',
    (_req, res, next) => {
      res.locals.answeredBy = 'asset';
      next();
    },
    codeAssets(join(publicDir, 'assets'), IMMUTABLE),
    expressStaticGzip(join(publicDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { index: false, redirect: false, setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE) },
    }),
    // Anything else under /assets/ (a stale chunk, a traversal attempt) is a plain 404, not a page.
    (_req, res) => sendText(res, 404, 'Not Found'),
  );

  app.use(canonicalRedirects(handler.isCanonical));
  app.use((_req, res, next) => {
    res.locals.answeredBy = 'page';
    next();
  }, handler.handle);

  // Only the 500 page has no stored compressed copy, so only it goes through `compression`.
  const compress = compression();
  const serverError: ErrorRequestHandler = (error: Error & { status?: number }, req, res, _next) => {
    const status = error.status ?? 500;
    if (status >= 400 && status < 500) return sendText(res, status, 'Bad Request');
    // Logged at error with its stack by the request logger.
    res.err = error;
    if (res.headersSent) return res.destroy();
    for (const header of ['ETag', 'Vary', 'Content-Encoding', 'Cache-Control']) res.removeHeader(header);
    compress(req, res, () => {
      res
        .status(500)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(errorPage(req.id as string));
    });
  };
  app.use(serverError);

  // The target goes into origin form before Express's router reads it (guards.ts says why).
  const site = (req: IncomingMessage, res: ServerResponse): void => {
    toOriginForm(req);
    void app(req, res);
  };
  return Object.assign(site, {
    pages,
    metrics,
    warmedUp,
    stopBeingReady() {
      stopping = true;
      ready = false;
    },
  });
}
