import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One representation of a page: bytes plus the strong ETag for exactly those bytes. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/** A page rendered once and kept in memory with its compressed copies. */
export interface CachedPage {
  readonly status: number;
  readonly identity: Representation;
  readonly gzip: Representation;
  readonly br: Representation;
}

/**
 * Strong ETag (RFC 9110 §8.8.3) for a body: a quoted, truncated SHA-1 in base64url, with a
 * suffix naming the content coding so each representation has its own tag.
 */
function etagOf(body: Buffer, coding: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${coding}"`;
}

/**
 * Builds a cache entry: the HTML plus brotli and gzip copies, each compressed and hashed
 * once so that serving costs what sending bytes from memory costs. The compressed copies are
 * made on first use: brotli at quality 11 takes about 30 ms for a 30 KB page, which a client
 * that never asks for br (or the first request after start-up) should not wait for.
 */
export function makeCachedPage(status: number, html: string): CachedPage {
  const body = Buffer.from(html, 'utf8');
  const identity = { body, etag: etagOf(body, '') };
  let gzip: Representation | undefined;
  let br: Representation | undefined;
  return {
    status,
    identity,
    get gzip() {
      return (gzip ??= { body: gzipSync(body, { level: 9 }), etag: etagOf(body, '-gz') });
    },
    get br() {
      return (br ??= {
        body: brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        etag: etagOf(body, '-br'),
      });
    },
  };
}

/**
 * A bounded map of rendered pages. Keys are normalised (path plus known category), and only
 * 200 pages are stored, so arbitrary unknown URLs cannot grow it; past `maxEntries` the
 * oldest entry is dropped.
 */
export class PageCache<T = CachedPage> {
  readonly #entries = new Map<string, T>();
  readonly #maxEntries: number;

  constructor(maxEntries = 512) {
    this.#maxEntries = maxEntries;
  }

  get(key: string): T | undefined {
    return this.#entries.get(key);
  }

  set(key: string, page: T): void {
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, page);
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}
