/**
 * Responses held whole in memory: pages, root files, search pages and answers (the page caches) and code assets. Each
 * coding of one carries its head, made when it was stored (`coded`), and goes out in one res.writeHead and one
 * res.end (decision 036). A request whose target is a key of one of them is answered at the pipeline's second step,
 * before any route is matched (decisions 013, 036).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { negotiated, type Coded } from './compress.js';
import { plainRequest } from './guards.js';

/** Whether If-None-Match names `etag`, as Express's `fresh` decides it (RFC 9110 §13.1.2, weak comparison). */
function notModified(req: IncomingMessage, etag: string): boolean {
  const match = req.headers['if-none-match'];
  if (match === undefined || match === '') return false;
  // A reload asks for the body (`Cache-Control: no-cache`).
  const cacheControl = req.headers['cache-control'];
  if (cacheControl !== undefined && /(?:^|,)\s*?no-cache\s*?(?:,|$)/u.test(cacheControl)) return false;
  if (match === '*') return true;
  for (const tag of match.split(',')) {
    const t = tag.trim();
    if (t === etag || t === `W/${etag}`) return true;
  }
  return false;
}

/**
 * Sends a held response in the best coding the client accepts: 304 when If-None-Match names the ETag of a 200's
 * coding, no body to HEAD; its whole head, the request id added, in one writeHead.
 */
export function sendCached(req: IncomingMessage & { id?: unknown }, res: ServerResponse, coded: Coded): void {
  const representation = coded.representations[negotiated(req.headers['accept-encoding'], coded.offered)]!;
  const id = req.id as string; // pino-http's genReqId (server/logger.ts) makes a string
  if (representation.notModified !== undefined && notModified(req, representation.etag)) {
    res.writeHead(304, [...representation.notModified, 'X-Request-Id', id]);
    return void res.end();
  }
  res.writeHead(coded.status, [...representation.head, 'X-Request-Id', id]);
  res.end(req.method === 'HEAD' ? undefined : representation.body);
}

/**
 * The pipeline's step for held responses. It reads the footer's year for the request, once, into
 * `res.locals.footerYear` (the handler that renders on a miss passes it on); reading the clock empties the page caches
 * when the year changes. A request the guards would pass whose target is a key of `held` is answered from it.
 * @param held looked up in turn: the response a request's target names exactly, if it is held
 */
export function cachedResponses(
  held: readonly ((req: IncomingMessage) => Coded | undefined)[],
  footerYear: () => number,
): RequestHandler {
  return (req, res, next) => {
    res.locals.footerYear = footerYear();
    if (plainRequest(req)) {
      for (const lookup of held) {
        const hit = lookup(req);
        if (hit !== undefined) return sendCached(req, res, hit);
      }
    }
    next();
  };
}
