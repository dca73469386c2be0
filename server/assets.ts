/**
 * The build's code and fonts (JavaScript, CSS and woff2 under dist/public/assets: what a first
 * visit loads, a few hundred KB whatever the number of articles) held in memory with the .br and
 * .gz copies build.mjs wrote beside them, and sent in one event-loop turn. Everything else under
 * /assets (article bodies, Open Graph images) and every Range request goes on to the next
 * middleware, express-static-gzip. Why: docs/decisions/004-code-assets-in-memory.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { RequestHandler } from 'express';
import { etagOf, sendCoded, type Coded } from './compress.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

function readCopy(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined; // not compressed at build (woff2 is compressed already)
  }
}

/**
 * Reads the code assets under `assetsDir` and returns the middleware that serves them; mount it
 * at /assets, before the static layer.
 * @param assetsDir dist/public/assets
 * @param cacheControl the Cache-Control of hashed files
 */
export function codeAssets(assetsDir: string, cacheControl: string): RequestHandler {
  const assets = new Map<string, Coded>();
  for (const name of readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })) {
    const contentType = TYPES[extname(name)];
    if (contentType === undefined) continue;
    const file = join(assetsDir, name);
    const identity = readFileSync(file);
    assets.set(`/${name.split(sep).join('/')}`, {
      status: 200,
      contentType,
      cacheControl,
      identity,
      gzip: readCopy(`${file}.gz`),
      br: readCopy(`${file}.br`),
      etag: etagOf(identity),
    });
  }

  return (req, res, next) => {
    const asset =
      (req.method === 'GET' || req.method === 'HEAD') && req.headers.range === undefined
        ? assets.get(req.path)
        : undefined;
    if (asset === undefined) return next();
    // Range requests go on to express-static-gzip; say that they are honoured.
    res.set('Accept-Ranges', 'bytes');
    sendCoded(req, res, asset);
  };
}
