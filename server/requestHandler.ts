/**
 * The site's request handler (a node:http RequestListener; supertest takes it too). Every
 * request is logged (pino-http) and gets the security headers; then, in order:
 * 1. methods other than GET and HEAD: 405; two Host headers: 400 (RFC 9112 §3.2);
 * 2. targets that are not a path (asterisk form, junk): 400; over 8000 characters: 414;
 * 3. a canonical path of a stored document (documents.ts): sent from memory;
 * 4. malformed percent-encoding or a NUL in the path: 400;
 * 5. a hashed asset (assets.ts): sent from memory, or by the Express app (expressFallback.ts) when
 *    the request has a Range; other paths under /assets/: a plain 404;
 *    /readyz: 200 once every document is rendered and gzipped, 503 before and from
 *    SIGTERM on;
 *    /healthz: the Express app;
 * 6. another spelling of a stored document (letter case, escaped unreserved characters,
 *    repeated slashes, dot segments, a trailing slash): 301 to its canonical path, query kept;
 * 7. anything else: the stored 404 document for that kind of path.
 * Nothing here renders or compresses: the document set is fixed at start-up.
 *
 * Why documents bypass Express: its per-request machinery (router, layers, the request and
 * response prototype swap that makes Node's own http code take slower paths) costs about
 * three times what node:http needs to send the same bytes from memory.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { requestLogger } from './logger.js';
import { securityHeaderSet } from './security.js';
import { readManifest } from './manifest.js';
import { errorPageTemplate, sendErrorPage } from './errorPage.js';
import { createDocumentStore, type DocumentStore, type StoredDocument } from './documents.js';
import { createMetrics, type RequestKind, type SiteMetrics } from './metrics.js';
import { createExpressFallback } from './expressFallback.js';
import { loadAssets } from './assets.js';
import { sendDocument, sendRedirect, sendText } from './respond.js';
import { normalisePath, parseTarget, pathEncodingError, safeQuery } from './target.js';
import type { TrustFunction } from './proxy.js';

export interface RequestHandlerOptions {
  config: Config;
  /** Build output folder holding manifest.json and public/. */
  distDir: string;
  logger: Logger;
}

/** The request handler, with the document store it serves from (for readiness and tests). */
export type SiteHandler = RequestListener & {
  documents: DocumentStore;
  /** Prometheus metrics, when METRICS_PORT is set. */
  metrics: SiteMetrics | undefined;
  /** Turns readiness off for good: called on SIGTERM, before the shutdown delay. */
  stopBeingReady(): void;
};

const ALLOW = 'GET, HEAD';

/** The readiness probe's answer: JSON, never cached. */
function sendReadiness(res: ServerResponse, ready: boolean): void {
  const body = ready ? '{"status":"ready"}' : '{"status":"starting"}';
  res.statusCode = ready ? 200 : 503;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** Whether the request carries more than one Host field (node:http keeps only the first). */
function repeatedHost(req: IncomingMessage): boolean {
  const raw = req.rawHeaders;
  let seen = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host' && ++seen > 1) return true;
  }
  return false;
}

/**
 * Builds the request handler. Reads the build manifest (throws if the client is not built)
 * and expects preloadAll() from ./render.js to have run, so every page renders synchronously.
 */
export function createRequestHandler({ config, distDir, logger }: RequestHandlerOptions): SiteHandler {
  const manifest = readManifest(distDir);
  const publicDir = join(distDir, 'public');
  const onWarmUpError = (error: unknown, name: string): void =>
    logger.error({ err: error, document: name }, `${name} failed to render: this replica stays not ready`);
  const { publicOrigin, htmlSharedMaxAge } = config;
  const documents = createDocumentStore(manifest, publicOrigin, publicDir, htmlSharedMaxAge, onWarmUpError);
  const assets = loadAssets(publicDir);
  const errorPage = errorPageTemplate(manifest.inlineStyle.css);
  /**
   * Answers an exception that escaped (a render that threw): logged at error with its stack by
   * the request logger (res.err), answered with the branded 500 page naming the request id.
   */
  const serverError = (req: IncomingMessage, res: ServerResponse, error: unknown): void => {
    res.err = error instanceof Error ? error : new Error(String(error));
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.removeHeader('ETag');
    res.removeHeader('Vary');
    const id = (req as IncomingMessage & { id?: unknown }).id;
    sendErrorPage(res, errorPage(typeof id === 'string' ? id : ''));
  };
  const express = createExpressFallback(config, publicDir, serverError);
  // Express's own compiled TRUST_PROXY test, so logs read client addresses as Express would.
  const trust = express.get('trust proxy fn') as TrustFunction;
  const log = requestLogger(logger, trust);
  const securityHeaders = securityHeaderSet(config.publicOrigin.startsWith('https:'), [manifest.inlineStyle.cspSource]);
  const metrics = config.metricsPort === undefined ? undefined : createMetrics(documents);
  let ready = false;
  let stopping = false;
  void documents.ready.then(() => {
    ready = !stopping;
  });
  const send = (req: IncomingMessage, res: ServerResponse, document: StoredDocument, kind: RequestKind): void => {
    metrics?.track(res, kind);
    const coding = sendDocument(req, res, document);
    metrics?.storeHit(coding);
  };
  const reject = (res: ServerResponse, status: number, text: string): void => {
    metrics?.track(res, 'rejected');
    sendText(res, status, text);
  };

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    log(req, res);
    res.setHeaders(securityHeaders);
    try {
      answer(req, res);
    } catch (error) {
      metrics?.track(res, 'other');
      serverError(req, res, error);
    }
  };

  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOW);
      return reject(res, 405, 'Method Not Allowed');
    }
    if (repeatedHost(req)) return reject(res, 400, 'Bad Request: more than one Host header');
    const target = parseTarget(req.url ?? '/');
    if (!target.ok) return reject(res, target.status, target.message);
    const { path, query } = target;

    const stored = documents.find(path, query);
    if (stored !== undefined) return send(req, res, stored, 'document');

    const encodingError = pathEncodingError(path);
    if (encodingError !== undefined) return reject(res, 400, encodingError);
    const asset = assets.get(path);
    // Range requests (rare for scripts and fonts) are left to Express's static layer.
    if (asset !== undefined && req.headers.range === undefined) return send(req, res, asset, 'asset');

    if (path === '/readyz') {
      metrics?.track(res, 'probe');
      return sendReadiness(res, ready);
    }
    if (path === '/healthz' || (asset !== undefined && req.headers.range !== undefined)) {
      metrics?.track(res, path === '/healthz' ? 'probe' : 'asset');
      // Origin form for Express, whatever form the target came in.
      req.url = query === '' ? path : `${path}?${query}`;
      express(req, res);
      return;
    }
    if (path === '/assets' || path.startsWith('/assets/')) {
      metrics?.track(res, 'not_found');
      return sendText(res, 404, 'Not Found');
    }
    const canonical = normalisePath(path);
    if (canonical !== path && documents.has(canonical)) {
      metrics?.track(res, 'redirect');
      return sendRedirect(res, query === '' ? canonical : `${canonical}?${safeQuery(query)}`);
    }
    return send(req, res, documents.notFound(path), 'not_found');
  };
  return Object.assign(handler, {
    documents,
    metrics,
    stopBeingReady() {
      stopping = true;
      ready = false;
    },
  });
}
