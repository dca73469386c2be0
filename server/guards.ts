/**
 * The request guards answer the requests no page can serve, before anything is looked up: 405 with Allow for a
 * method other than GET and HEAD (RFC 9110 §15.5.6); 400 for two Host headers (RFC 9112 §3.2), a target neither in
 * origin nor absolute form, or a bad escape in the path; 414 past 8000 characters (RFC 9112 §3).
 */
import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { decodePath } from '../shared/match.js';

/** Methods a page answers. */
export const ALLOW = 'GET, HEAD';

/** A short plain-text answer, never cached. */
export function sendText(res: Response, status: number, text: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('text').send(`${text}\n`);
}

/** The target as the client sent it, when `toOriginForm` changed req.url; `bad` when it had no path. */
const RAW = Symbol('raw target');
type Marked = IncomingMessage & { [RAW]?: { target: string; bad: boolean } };

/**
 * Puts req.url in origin form, since Express hands any other to the deprecated url.parse() (DEP0169): an absolute
 * target keeps its path and query; any other becomes "/", marked for the guards.
 */
export function toOriginForm(req: IncomingMessage): void {
  const target = req.url ?? '/';
  if (target.startsWith('/')) return;
  const authority = /^https?:\/\/[^/?#]*/iu.exec(target);
  (req as Marked)[RAW] = { target, bad: authority === null };
  const rest = authority === null ? '' : target.slice(authority[0].length);
  req.url = rest.startsWith('/') ? rest : `/${rest}`;
}

/** The target to log: the origin form Express routed, or what the client sent if it had none. */
export function requestTarget(req: IncomingMessage & { originalUrl?: string }): string {
  const raw = (req as Marked)[RAW];
  return raw?.bad === true ? raw.target : (req.originalUrl ?? req.url ?? '/');
}

/** Why a path's percent-encoding is refused, or undefined when it decodes to UTF-8 without NUL. */
function encodingError(path: string): string | undefined {
  const decoded = decodePath(path);
  if (decoded === null) return 'Bad Request: malformed percent-encoding in the path';
  return decoded.includes('\0') ? 'Bad Request: null byte in the path' : undefined;
}

/** How many Host fields a request has: node:http keeps only the first of repeated ones. */
function hostFields(req: IncomingMessage): number {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (name.length === 4 && /^host$/iu.test(name)) hosts++;
  }
  return hosts;
}

/** The longest target answered (RFC 9112 §3). */
const MAX_TARGET = 8000;

/**
 * Whether the guards pass a request on for its method, Host and target, before its path is read: a GET or HEAD with
 * one Host field and a target in origin or absolute form of at most 8000 characters. (Its path's escapes are left to
 * the guards: no key of what the server holds has any.)
 */
export function plainRequest(req: IncomingMessage): boolean {
  const raw = (req as Marked)[RAW];
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    hostFields(req) <= 1 &&
    raw?.bad !== true &&
    (raw?.target ?? req.url ?? '').length <= MAX_TARGET
  );
}

/** The guards as one middleware, after `toOriginForm`. */
export const requestGuards: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(res.set('Allow', ALLOW), 405, 'Method Not Allowed');
  if (hostFields(req) > 1) return sendText(res, 400, 'Bad Request: more than one Host header');
  const raw = (req as Marked)[RAW];
  if ((raw?.target ?? req.url).length > MAX_TARGET) return sendText(res, 414, 'URI Too Long');
  if (raw?.bad === true) return sendText(res, 400, 'Bad Request: the target must be a path starting with "/"');
  const error = req.path.includes('%') ? encodingError(req.path) : undefined;
  if (error !== undefined) return sendText(res, 400, error);
  next();
};
