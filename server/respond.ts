import fresh from 'fresh';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BR_GZIP, GZIP, IDENTITY, negotiateEncoding, type Coding } from './negotiate.js';
import type { StoredDocument } from './documents.js';

/**
 * Sends a stored document or asset with its own status (200, or 404 for a not-found document)
 * in the best content coding the client accepts among those it has (br once compressed, gzip,
 * identity; see negotiate.ts), with its strong ETag. A 200 whose ETag matches the request's
 * If-None-Match (RFC 9110 §13.1.2 weak comparison and "*", evaluated by the `fresh` package, as
 * Express's req.fresh does) is a 304 instead; preconditions are ignored for a 404 (RFC 9110
 * §13.2.1). HEAD gets the same headers and no body (Node drops it).
 * @returns the coding sent, or "not-modified" for a 304
 */
export function sendDocument(
  req: IncomingMessage,
  res: ServerResponse,
  document: StoredDocument,
): Coding | 'not-modified' {
  const br = document.br;
  const gzip = document.gzip;
  const offer = gzip === undefined ? IDENTITY : br === undefined ? GZIP : BR_GZIP;
  // A client that refuses every coding still gets identity: a 406 for a web page helps nobody.
  const coding = negotiateEncoding(req, offer) ?? 'identity';
  const rep =
    coding === 'br' && br !== undefined ? br : coding === 'gzip' && gzip !== undefined ? gzip : document.identity;
  res.setHeader('Cache-Control', document.cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', rep.etag);
  if (document.status === 200 && fresh(req.headers, { etag: rep.etag })) {
    res.statusCode = 304;
    res.end();
    return 'not-modified';
  }
  res.statusCode = document.status;
  res.setHeader('Content-Type', document.contentType);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', rep.body.length);
  res.end(rep.body);
  return coding;
}

/** Cache-Control of a redirect: a day, since another spelling of a page never changes target. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Sends a short plain-text answer (errors the client caused, and the like), never cached.
 * @param status an HTTP status code
 * @param text one line, without the newline
 */
export function sendText(res: ServerResponse, status: number, text: string, cacheControl = 'no-store'): void {
  const body = Buffer.from(`${text}\n`, 'utf8');
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * Sends 301 Moved Permanently to a site-relative location.
 * @param location a canonical path of the site (never bytes taken from the request) plus,
 *   optionally, "?" and a query made safe by target.ts safeQuery
 */
export function sendRedirect(res: ServerResponse, location: string): void {
  res.setHeader('Location', location);
  sendText(res, 301, `Moved Permanently: ${location}`, REDIRECT_CACHE_CONTROL);
}
