import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { etagOf } from './compress.js';
import type { StoredDocument } from './documents.js';

/** Fingerprinted files never change under their URL: a year, and no revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Every hashed file of the build (dist/public/assets/**, about 2 MB with its copies) read into
 * memory at start-up with the brotli and gzip copies build.mjs wrote beside it, keyed by URL
 * ("/assets/main-AB12CD34.js"). Served like documents, in one event-loop turn, so a script or
 * font never waits for the file system behind a busy event loop.
 * @param publicDir build output folder of static files (holds assets/)
 * @throws Error naming a file whose type has no Content-Type here
 */
export function loadAssets(publicDir: string): Map<string, StoredDocument> {
  const assets = new Map<string, StoredDocument>();
  for (const file of filesUnder(join(publicDir, 'assets'))) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const contentType = TYPES[extname(file)];
    if (contentType === undefined) throw new Error(`no Content-Type for ${file}`);
    const identity = readFileSync(file);
    const copy = (suffix: '.gz' | '.br', coding: '-gz' | '-br') => {
      try {
        return { body: readFileSync(`${file}${suffix}`), etag: etagOf(identity, coding) };
      } catch {
        return undefined; // not compressed at build (fonts are compressed already)
      }
    };
    const gzip = copy('.gz', '-gz');
    const url = `/${relative(publicDir, file).split(sep).join('/')}`;
    assets.set(url, {
      status: 200,
      contentType,
      cacheControl: IMMUTABLE,
      identity: { body: identity, etag: etagOf(identity, '') },
      gzip,
      br: gzip === undefined ? undefined : copy('.br', '-br'),
    });
  }
  return assets;
}
