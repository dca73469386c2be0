/**
 * The site's request handler. Every request is logged (pino-http) and gets the security
 * headers; then a GET or HEAD whose target names a page or root file already in memory is
 * answered straight from the page store, and everything else goes to the Express app
 * (expressApp.ts): bad input, redirects, the liveness probe, first renders, 404s, assets.
 *
 * Why pages bypass Express once rendered: Express 5's per-request machinery (router, layers,
 * the request/response prototype swap that makes Node's own http code take slower paths)
 * costs about three times what node:http needs to send the same bytes from memory (about
 * 90 µs against 30 µs of CPU per request on the benchmark machine). A stored page answers
 * exactly as the Express app would: same status, headers and bytes (tests/http/memory-path).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { requestLogger } from './logger.js';
import { securityHeaderSet } from './security.js';
import { readManifest } from './manifest.js';
import { createPageStore } from './pageStore.js';
import { createExpressApp, MAX_URL_LENGTH } from './expressApp.js';
import { sendStored } from './respond.js';
import type { TrustFunction } from './proxy.js';

export interface AppOptions {
  config: Config;
  /** Build output folder holding manifest.json and public/. */
  distDir: string;
  logger: Logger;
}

/**
 * Builds the request handler for node:http's createServer (supertest takes it too). Reads
 * the build manifest (throws if the client is not built) and expects preloadAll() from
 * ./render.js to have run, so every page renders synchronously.
 */
export function createApp({ config, distDir, logger }: AppOptions): RequestListener {
  const manifest = readManifest(distDir);
  const publicDir = join(distDir, 'public');
  const store = createPageStore(manifest, config.publicOrigin, publicDir);
  const express = createExpressApp(config, publicDir, store);
  // Express's own compiled TRUST_PROXY test, so logs read client addresses as Express would.
  const trust = express.get('trust proxy fn') as TrustFunction;
  const log = requestLogger(logger, trust);
  const securityHeaders = securityHeaderSet(config.publicOrigin.startsWith('https:'));

  return (req: IncomingMessage, res: ServerResponse) => {
    log(req, res);
    res.setHeaders(securityHeaders);
    const url = req.url ?? '/';
    if ((req.method === 'GET' || req.method === 'HEAD') && url.length <= MAX_URL_LENGTH) {
      // Only a verbatim match: a target that needs normalising or checking is Express's.
      const q = url.indexOf('?');
      const stored = store.find(q === -1 ? url : url.slice(0, q), q === -1 ? '' : url.slice(q + 1));
      if (stored !== undefined) return sendStored(req, res, stored);
    }
    express(req, res);
  };
}
