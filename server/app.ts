/** The Express application: every request takes this path, top to bottom, after toOriginForm (decision 001). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { SEARCH_API } from '../shared/search.js';
import { langs, localePath } from '../shared/i18n/locales.js';
import { echoRequestId, requestLogger } from './logger.js';
import { securityHeaders, withHeaders } from './security.js';
import { codeAssets } from './assets.js';
import { requestGuards, sendText, toOriginForm } from './guards.js';
import { canonicalRedirects } from './canonical.js';
import { readManifest } from './manifest.js';
import { createPageCache, RenderQueueFull, type PageCache } from './pageCache.js';
import { cachedResponses } from './cached.js';
import { createPages } from './pages.js';
import { rootFiles } from './rootFiles.js';
import { searchPages } from './searchPages.js';
import { searchApi } from './searchApi.js';
import { searchResults } from './searchResults.js';
import { footerYearClock } from './footerYear.js';
import { errorPageTemplate } from './errorPage.js';
import { heldMessages, serverLoader } from './loader.js';
import { createMetrics, type SiteMetrics } from './metrics.js';
import { SEARCH_INDEX_FILE } from '../searchIndex/schema.js';
import { openSearch, SearchBusy, type SearchService } from './search/index.js';

/** Bytes of rendered search pages kept: a few hundred result pages, apart from the site's pages. */
const SEARCH_PAGE_CACHE_BYTES = 4 * 1024 * 1024;

/** Fingerprinted files never change under their URL: a year, and no revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The application, with what start-up, shutdown, metrics and tests need of it. */
export type SiteApp = ((req: IncomingMessage, res: ServerResponse) => void) & {
  pages: PageCache;
  search: SearchService;
  /** Prometheus metrics, when METRICS_PORT is set. */
  metrics: SiteMetrics | undefined;
  /** Resolves once the warm-up has rendered a page of every kind (false if one failed). */
  warmedUp: Promise<boolean>;
  /** Turns readiness off for good: called on SIGTERM, before the shutdown delay. */
  stopBeingReady(): void;
};

/**
 * Builds the application over the build output `distDir` (manifest.json, public/, the search indexes) and starts a
 * bounded warm-up in the background; readiness answers 200 once it is done.
 * @throws Error when the client has not been built, or a search index is missing
 */
export function createApp({ config, distDir, logger }: { config: Config; distDir: string; logger: Logger }): SiteApp {
  const manifest = readManifest(distDir);
  const publicDir = join(distDir, 'public');
  const assetsDir = join(publicDir, 'assets');
  // Every response carries them; a held response, in the head made when it was stored (decision 036).
  const headers = securityHeaders(config.publicOrigin.startsWith('https:'), [manifest.inlineStyle.cspSource]);
  const pages = createPageCache({ maxBytes: config.pageCacheBytes, headers });
  // Search pages and answers apart, so a flood of distinct queries never evicts the site's pages (decision 016).
  const searchCache = createPageCache({ maxBytes: SEARCH_PAGE_CACHE_BYTES, headers });
  const assets = codeAssets(assetsDir, IMMUTABLE, headers);
  const search = openSearch(join(distDir, SEARCH_INDEX_FILE));
  const metrics = config.metricsPort === undefined ? undefined : createMetrics(pages);
  const resultsOf = searchResults(
    search,
    metrics === undefined ? undefined : (seconds, empty) => metrics.searched(seconds, empty),
  );
  const loader = serverLoader(publicDir);
  const pageHandler = createPages({
    manifest,
    loader,
    cache: pages,
    origin: config.publicOrigin,
    publicDir,
    htmlSharedMaxAge: config.htmlSharedMaxAge,
  });
  const files = rootFiles(config.publicOrigin, publicDir, pageHandler.readPageData, heldMessages(loader), pages);
  const searchPaths = langs.map((lang) => localePath(lang, '/search'));
  const apiPaths = langs.map((lang) => localePath(lang, SEARCH_API));
  // Every page shows the year: when it changes, both caches are emptied.
  const footerYear = footerYearClock(() => {
    pages.clear();
    searchCache.clear();
  });
  const errorPage = errorPageTemplate(manifest.inlineStyle.css, heldMessages(loader));
  let ready = false;
  let stopping = false;
  const warmedUp = pageHandler.warmUp(footerYear, (error, key) =>
    logger.error({ err: error, page: key }, `${key} failed to render: this replica stays not ready`),
  );
  void warmedUp.then((ok) => (ready = ok && !stopping));

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // each cached response carries its own, computed once
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.set('case sensitive routing', true);
  app.set('strict routing', true);

  // 1. Request id and logging, and metrics when METRICS_PORT is set.
  app.use(requestLogger(logger));
  if (metrics !== undefined) app.use(metrics.middleware);
  // 2. What is held whole in memory, asked for by its own URL: a page, root file, search page or answer already made,
  // or a code asset, answered in one writeHead with the head made when it was stored (decision 036). Every request
  // reads the footer's year here, once.
  app.use(
    cachedResponses([(req) => pages.cached(req.url!), (req) => searchCache.cached(req.url!), assets.held], footerYear),
  );
  // 3. Every other response: its request id, and the security headers.
  app.use(echoRequestId, withHeaders(headers));
  // 4. The request guards: 405, 400, 414.
  app.use(requestGuards);
  // 5. The probes: liveness and readiness.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'starting' });
  });
  // 6. Hashed assets, precompressed and immutable (code and fonts from memory, decision 004); else a plain 404.
  app.use(
    '/assets',
    assets.handle,
    expressStaticGzip(assetsDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { index: false, redirect: false, setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE) },
    }),
    (_req, res) => sendText(res, 404, 'Not Found'),
  );
  // 7. The search endpoint of each language (/api/search, /<prefix>/api/search), into the search cache.
  app.get(apiPaths, searchApi({ cache: searchCache, resultsOf }));
  // 8. Other spellings of a page: 301 to its canonical path.
  app.use(canonicalRedirects((path) => files.has(path) || searchPaths.includes(path) || pageHandler.isCanonical(path)));
  // 9. The root files, the search pages, and pages or the 404 of their kind, rendered into the page caches.
  app.use(files.handle);
  app.get(searchPaths, searchPages({ cache: searchCache, resultsOf, render: pageHandler.render }));
  app.use(pageHandler.handle);
  // 10. Errors: 503 while renders or searches are shed; the branded 500 page, through `compression` as it alone has
  // no stored compressed copy (decision 003).
  const compress = compression();
  const serverError: ErrorRequestHandler = (error: Error & { status?: number }, req, res, _next) => {
    if (error instanceof RenderQueueFull || error instanceof SearchBusy) {
      res.set('Retry-After', '1');
      if (!apiPaths.includes(req.path)) return sendText(res, 503, 'Service Unavailable: busy, retry in a second');
      return void res.status(503).set('Cache-Control', 'no-store').json({ error: 'busy, retry in a second' });
    }
    const status = error.status ?? 500;
    if (status >= 400 && status < 500) return sendText(res, status, 'Bad Request');
    res.err = error; // logged at error, with its stack, by the request logger
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

  const site = (req: IncomingMessage, res: ServerResponse): void => {
    toOriginForm(req);
    void app(req, res);
  };
  return Object.assign(site, {
    pages,
    search,
    metrics,
    warmedUp,
    stopBeingReady() {
      stopping = true;
      ready = false;
    },
  });
}
