/**
 * The build's code and fonts held in memory with their .br and .gz copies, each sent in one event-loop turn; the rest
 * of /assets and every Range request go on to express-static-gzip (decision 004).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { coded, type Coded } from './compress.js';
import { sendCached } from './cached.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The code assets and what serves them. */
export interface CodeAssets {
  /** The asset a request's target names exactly ("/assets/…"); undefined for a Range request. */
  held: (req: IncomingMessage) => Coded | undefined;
  /** The middleware, mounted at /assets: an asset asked for with a query; anything else passes on. */
  handle: RequestHandler;
}

/**
 * Reads the code assets under `assetsDir` (dist/public/assets), each with its head made once.
 * @param headers what every response carries besides its own (the security headers), flat
 */
export function codeAssets(assetsDir: string, cacheControl: string, headers: readonly string[]): CodeAssets {
  const assets = new Map<string, Coded>();
  const head = ['Accept-Ranges', 'bytes', ...headers];
  for (const name of readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })) {
    const contentType = TYPES[extname(name)];
    if (contentType === undefined) continue;
    const file = join(assetsDir, name);
    const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const identity = readFileSync(file);
    const asset = coded({ status: 200, contentType, cacheControl, identity, gzip: copy('.gz'), br: copy('.br') }, head);
    assets.set(`/assets/${name.split(sep).join('/')}`, asset);
  }
  return {
    held: (req) => (req.headers.range === undefined ? assets.get(req.url!) : undefined),
    handle(req, res, next) {
      const asset = req.headers.range === undefined ? assets.get(`/assets${req.path}`) : undefined;
      if (asset === undefined) return next();
      sendCached(req, res, asset);
    },
  };
}
