import fresh from 'fresh';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiateEncoding } from './negotiate.js';
import type { StoredResponse } from './pageStore.js';

/**
 * Sends a stored response (always a 200) in the best content coding the client accepts among
 * those it has (br once compressed, gzip, identity; see negotiate.ts and makeCachedPage), or
 * 304 Not Modified when the request's If-None-Match matches that representation's strong ETag
 * (RFC 9110 §13.1.2 weak comparison and "*", evaluated by the `fresh` package, as Express's
 * req.fresh does). Works on plain node:http objects, so the
 * memory path and the Express app send byte-identical responses. HEAD gets the same headers
 * and no body (Node drops it).
 */
export function sendStored(req: IncomingMessage, res: ServerResponse, stored: StoredResponse): void {
  const page = stored.page;
  const br = page.br;
  // A client that refuses every coding still gets identity: a 406 for a web page helps nobody.
  const coding = negotiateEncoding(req, br !== undefined) ?? 'identity';
  const rep = coding === 'br' && br !== undefined ? br : coding === 'gzip' ? page.gzip : page.identity;
  res.setHeader('Cache-Control', stored.cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', rep.etag);
  if (fresh(req.headers, { etag: rep.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', stored.contentType);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', rep.body.length);
  res.end(rep.body);
}
