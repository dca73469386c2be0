/**
 * Request-target handling (RFC 9112 §3.2, RFC 3986 §6): splitting a target into path and query,
 * refusing targets no browser sends, and the normalised spelling used to redirect a page asked
 * for in another spelling to its canonical path.
 */

/** Longest request target accepted before 414 (RFC 9112 §3 recommends at least 8000). */
export const MAX_TARGET_LENGTH = 8000;

/** A target the server answers with an error before looking anything up. */
export interface BadTarget {
  ok: false;
  status: 400 | 414;
  message: string;
}

/** A target split into its path (still percent-encoded, as sent) and query (without "?"). */
export interface Target {
  ok: true;
  path: string;
  query: string;
}

function bad(status: 400 | 414, message: string): BadTarget {
  return { ok: false, status, message };
}

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/iu;

/**
 * Splits a request target into path and query. Origin form ("/a?b") is the norm; absolute
 * form ("http://host/a?b", which proxies may send) keeps only its path and query, never its
 * host. Asterisk form ("*", meaningful only for OPTIONS, which is refused earlier) and
 * anything else not starting with "/" is 400.
 * @param url the raw target from the request line (node:http's req.url)
 * @returns the split target, or a 400/414 with a one-line reason
 */
export function parseTarget(url: string): Target | BadTarget {
  if (url.length > MAX_TARGET_LENGTH) return bad(414, 'URI Too Long');
  let rest = url;
  if (rest.charCodeAt(0) !== 0x2f /* "/" */) {
    const authority = ABSOLUTE_FORM.exec(rest);
    if (authority === null) return bad(400, 'Bad Request: the target must be a path starting with "/"');
    rest = rest.slice(authority[0].length);
    if (rest === '' || rest.charCodeAt(0) === 0x3f /* "?" */) rest = `/${rest}`;
  }
  const q = rest.indexOf('?');
  return q === -1
    ? { ok: true, path: rest, query: '' }
    : { ok: true, path: rest.slice(0, q), query: rest.slice(q + 1) };
}

/**
 * Checks a path's percent-encoding: every "%" starts a valid escape, the escapes decode to
 * UTF-8, and nothing decodes to a NUL (which no file or page name holds).
 * @returns undefined when the path is acceptable, else the reason for a 400
 */
export function pathEncodingError(path: string): string | undefined {
  if (path.indexOf('%') === -1) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'Bad Request: malformed percent-encoding in the path';
  }
  return decoded.includes('\0') ? 'Bad Request: null byte in the path' : undefined;
}

const UNRESERVED_ESCAPE = /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[DEde]|5[Ff]|7[Ee])/gu;

/**
 * The normalised spelling of a path, used only to recognise a known page asked for in
 * another spelling: percent-escapes of unreserved characters decoded (RFC 3986 §6.2.2.2),
 * dot segments removed (§6.2.2.3; ".." never climbs above the root), repeated slashes and a
 * trailing slash dropped, letters lower-cased (every path of this site is lower case).
 * Other escapes ("%2F", "%5C") and other bytes (a backslash) stay as they are, so such a path
 * matches no page and the caller answers 404.
 * @param path a path as sent, beginning with "/" and already checked by pathEncodingError
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
 * A query as it may be copied into a Location header: every character outside RFC 3986's
 * query characters (backslash, space, tab, quotes, bytes above 0x7E) percent-encoded as its
 * byte, so the header is plain ASCII and no browser can read it as anything but this query.
 * @param query the raw query, without "?", as node:http decoded its bytes (latin1)
 */
export function safeQuery(query: string): string {
  return query.replace(QUERY_SAFE, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
