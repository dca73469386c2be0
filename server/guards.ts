/**
 * The request guards: answers, before anything is looked up, the requests no page can serve.
 * - a method other than GET and HEAD: 405 with Allow (RFC 9110 §15.5.6);
 * - two Host headers (RFC 9112 §3.2), or a target that is neither origin form ("/a?b") nor
 *   absolute form ("http://host/a?b", which proxies may send; only its path and query are
 *   kept, never its host): 400;
 * - a target over 8000 characters (RFC 9112 §3 recommends accepting at least that): 414;
 * - malformed percent-encoding in the path, or an escape that decodes to NUL: 400.
 */
import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';

/** Methods a page answers. */
export const ALLOW = 'GET, HEAD';
/** Longest request target accepted before 414. */
export const MAX_TARGET_LENGTH = 8000;

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/iu;

/** A short plain-text answer, never cached. */
export function sendText(res: Response, status: number, text: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('text').send(`${text}\n`);
}

/** Whether the request carries more than one Host field (node:http keeps only the first). */
function repeatedHost(req: IncomingMessage): boolean {
  let seen = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() === 'host' && ++seen > 1) return true;
  }
  return false;
}

/** Why a path's percent-encoding is refused, or undefined when it decodes to UTF-8 without NUL. */
function encodingError(path: string): string | undefined {
  if (!path.includes('%')) return undefined;
  try {
    return decodeURIComponent(path).includes('\0') ? 'Bad Request: null byte in the path' : undefined;
  } catch {
    return 'Bad Request: malformed percent-encoding in the path';
  }
}

/** The target as the client sent it, kept when `toOriginForm` had to change req.url. */
const RAW_TARGET = Symbol('raw target');
/** Set when the target was neither origin nor absolute form: the guards answer 400. */
const NO_PATH = Symbol('no path');
type Marked = IncomingMessage & { [RAW_TARGET]?: string; [NO_PATH]?: true };

/**
 * Puts req.url in origin form before Express reads it: an absolute-form target keeps only its
 * path and query; any other target that does not start with "/" ("*", junk) becomes "/" and is
 * marked for the guards. Express's router parses targets with parseurl, which hands one that
 * does not start with "/" to url.parse(), deprecated in Node 24 (DEP0169, a warning on stderr).
 */
export function toOriginForm(req: IncomingMessage): void {
  const target = req.url ?? '/';
  if (target.startsWith('/')) return;
  const marked = req as Marked;
  marked[RAW_TARGET] = target;
  const authority = ABSOLUTE_FORM.exec(target);
  if (authority === null) {
    marked[NO_PATH] = true;
    req.url = '/';
    return;
  }
  const rest = target.slice(authority[0].length);
  req.url = rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/**
 * The target to log: the origin form Express routed (originalUrl, whole even inside a mounted
 * middleware), or, for a target that had none, what the client sent.
 */
export function requestTarget(req: IncomingMessage): string {
  const marked = req as Marked & { originalUrl?: string };
  return (marked[NO_PATH] === true ? marked[RAW_TARGET] : marked.originalUrl) ?? req.url ?? '/';
}

/** The guards as one middleware, after `toOriginForm`; a request that passes has req.url in origin form. */
export const requestGuards: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', ALLOW);
    return sendText(res, 405, 'Method Not Allowed');
  }
  if (repeatedHost(req)) return sendText(res, 400, 'Bad Request: more than one Host header');
  const marked = req as Marked;
  if ((marked[RAW_TARGET] ?? req.url).length > MAX_TARGET_LENGTH) return sendText(res, 414, 'URI Too Long');
  if (marked[NO_PATH] === true) return sendText(res, 400, 'Bad Request: the target must be a path starting with "/"');
  const q = req.url.indexOf('?');
  const error = encodingError(q === -1 ? req.url : req.url.slice(0, q));
  if (error !== undefined) return sendText(res, 400, error);
  next();
};
