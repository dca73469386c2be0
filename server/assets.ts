/**
 * The build's code and fonts (JavaScript, CSS and woff2 under dist/public/assets: a few hundred
 * KB whatever the number of articles) held in memory with the .br and .gz copies build.mjs wrote
 * beside them, and sent in one event-loop turn. Everything else under /assets and every Range
 * request goes on to express-static-gzip. Why: docs/decisions/004-code-assets-in-memory.md.
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
    // Range requests go on to express-static-gzip, which honours them.
    sendCoded(req, res.set('Accept-Ranges', 'bytes'), asset);
  };
}
