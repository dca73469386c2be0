import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

/** One representation of a page: bytes plus the strong ETag for exactly those bytes. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/** A page rendered once and kept in memory with its compressed copies. */
export interface CachedPage {
  readonly identity: Representation;
  readonly gzip: Representation;
  /** The brotli copy, or undefined while it is still being compressed off the main thread. */
  readonly br: Representation | undefined;
}

/**
 * Strong ETag (RFC 9110 §8.8.3) for a body: a quoted, truncated SHA-1 in base64url, with a
 * suffix naming the content coding so each representation has its own tag.
 */
function etagOf(body: Buffer, coding: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${coding}"`;
}

/**
 * Builds a cache entry: the HTML plus gzip and brotli copies, each compressed and hashed once
 * so that serving costs what sending bytes from memory costs. The gzip copy (level 9, about
 * 1 ms for a 50 KB page) is made on first use. Brotli at quality 11 takes 25 to 50 ms for such
 * a page, so it runs on libuv's thread pool and `br` stays undefined until it is done: the
 * event loop never stalls on it, and the first responses (the cold start's first among them)
 * go out as gzip instead of waiting. If brotli fails, `br` stays undefined and gzip serves.
 */
export function makeCachedPage(html: string): CachedPage {
  const body = Buffer.from(html, 'utf8');
  const identity = { body, etag: etagOf(body, '') };
  let gzip: Representation | undefined;
  let br: Representation | undefined;
  brotliCompress(
    body,
    { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
    (error, compressed) => {
      if (error === null) br = { body: compressed, etag: etagOf(body, '-br') };
    },
  );
  return {
    identity,
    get gzip() {
      return (gzip ??= { body: gzipSync(body, { level: 9 }), etag: etagOf(body, '-gz') });
    },
    get br() {
      return br;
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
