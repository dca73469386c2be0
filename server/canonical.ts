/**
 * Canonical spellings (RFC 3986 §6): another spelling of a known page (letter case, escaped
 * unreserved characters, repeated slashes, dot segments, a trailing slash) answers 301 to the
 * page's canonical path, query kept, before any cache lookup. A spelling that names no page is
 * left to the page handler, which answers its 404.
 */
import type { RequestHandler } from 'express';

/** Cache-Control of a redirect: a day, since another spelling of a page never changes target. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

const UNRESERVED_ESCAPE = /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[DEde]|5[Ff]|7[Ee])/gu;

/**
 * The normalised spelling of a path: escapes of unreserved characters decoded (§6.2.2.2), dot
 * segments removed (§6.2.2.3; ".." never climbs above the root), repeated slashes and a
 * trailing slash dropped, letters lower-cased (every path of this site is lower case). Other
 * escapes ("%2F", "%5C") and bytes (a backslash) stay, so such a path matches no page.
 * @param path a path as sent, beginning with "/", its percent-encoding already checked
 */
export function normalisePath(path: string): string {
  const decoded = path.replace(UNRESERVED_ESCAPE, (escape) =>
    String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
  );
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/** Characters left as they are in a query copied into a Location (RFC 3986 §3.4 query chars). */
const QUERY_SAFE = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu;

/**
 * A query as it may be copied into a Location header: every character outside RFC 3986's query
 * characters percent-encoded as its byte, so the header is plain ASCII and no browser can read
 * it as anything but this query.
 * @param query the raw query, without "?", as node:http decoded its bytes (latin1)
 */
export function safeQuery(query: string): string {
  return query.replace(QUERY_SAFE, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * The redirect middleware.
 * @param isCanonical whether a normalised path is the canonical path of something the site serves
 */
export function canonicalRedirects(isCanonical: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    const canonical = normalisePath(path);
    if (canonical === path || !isCanonical(canonical)) return next();
    const q = req.url.indexOf('?');
    const location = q === -1 ? canonical : `${canonical}?${safeQuery(req.url.slice(q + 1))}`;
    res.set('Cache-Control', REDIRECT_CACHE_CONTROL).redirect(301, location);
  };
}
