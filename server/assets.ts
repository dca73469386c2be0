/**
 * The build's code and fonts held in memory with their .br and .gz copies, each sent in one event-loop turn; the rest
 * of /assets and every Range request go on to express-static-gzip (decision 004).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { RequestHandler } from 'express';
import { etagOf, sendCoded, type Coded } from './compress.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Reads the code assets under `assetsDir` (dist/public/assets); the middleware, mounted at /assets, sends them. */
export function codeAssets(assetsDir: string, cacheControl: string): RequestHandler {
  const assets = new Map<string, Coded>();
  for (const name of readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })) {
    const contentType = TYPES[extname(name)];
    if (contentType === undefined) continue;
    const file = join(assetsDir, name);
    const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const identity = readFileSync(file);
    const coded = { status: 200, contentType, cacheControl, identity, etag: etagOf(identity) };
    assets.set(`/${name.split(sep).join('/')}`, { ...coded, gzip: copy('.gz'), br: copy('.br') });
  }
  return (req, res, next) => {
    const asset = req.headers.range === undefined ? assets.get(req.path) : undefined;
    if (asset === undefined) return next();
    sendCoded(req, res.set('Accept-Ranges', 'bytes'), asset);
  };
}
