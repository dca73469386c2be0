/**
 * Canonical spellings (RFC 3986 §6): another spelling of a known page (letter case, escapes, repeated slashes, dot
 * segments, a trailing slash) or `page=1` on a list answers 301 to the canonical URL, before any cache lookup.
 */
import type { RequestHandler } from 'express';
import { decodePath, matchUrl, viewUrl } from '../shared/match.js';

/** A query naming the first page of a list. */
const PAGE_ONE = /(?:^|&)page=1(?:&|$)/u;

/**
 * A path needing no redirect: "/", or non-empty segments, none "." or "..", with no ASCII capital and no escape
 * (normalisePath would lower-case a Latin-1 capital, but every path of the site is ASCII).
 */
const NORMAL = /^(?:\/|(?:\/(?!\.\.?(?:\/|$))[^/%A-Z]+)+)$/u;

/**
 * The normalised spelling of a path whose percent-encoding is valid: decoded as routing reads it (an escaped "/"
 * stays "%2F"), dot segments removed (§6.2.2.3), empty segments dropped, lower case (every path of this site is).
 */
function normalisePath(path: string): string {
  const segments: string[] = [];
  for (const segment of (decodePath(path) ?? path).split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/** Who may keep a redirect: a search's carries its words, which no shared cache may key on. */
const scope = (path: string): 'private' | 'public' =>
  matchUrl(path, '').route.kind === 'search' ? 'private' : 'public';

/**
 * The redirect middleware; `isCanonical` tells whether a normalised path is one the site serves. The query is copied
 * with every character outside RFC 3986's query characters escaped, so no browser reads Location as another target.
 */
export function canonicalRedirects(isCanonical: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if (NORMAL.test(req.path)) return firstPage(req.path, req.url, res) ? undefined : next();
    const canonical = normalisePath(req.path);
    if (canonical === req.path || !isCanonical(canonical)) return next();
    const q = req.url.indexOf('?');
    const query = req.url
      .slice(q + 1)
      .replace(
        /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
      );
    // A day: another spelling of a page never changes target.
    res
      .set('Cache-Control', `${scope(canonical)}, max-age=86400`)
      .redirect(301, q === -1 ? canonical : `${canonical}?${query}`);
  };
}

/**
 * Answers `page=1` on a list or a search with a 301 to the view without it, cached an hour (as the root files).
 * @returns whether it answered
 */
function firstPage(path: string, url: string, res: Parameters<RequestHandler>[1]): boolean {
  const q = url.indexOf('?');
  if (q === -1 || !PAGE_ONE.test(url.slice(q + 1))) return false;
  const { key } = matchUrl(path, url.slice(q + 1));
  const first = key?.kind === 'list' ? key.page === 1 : key?.kind === 'search' && key.search.page === 1;
  if (!first) return false;
  res.set('Cache-Control', `${scope(path)}, max-age=3600`).redirect(301, viewUrl(path, key));
  return true;
}
