import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

/** One representation of a document: bytes plus the strong ETag for exactly those bytes. */
export interface Representation {
  readonly body: Buffer;
  readonly etag: string;
}

/**
 * Strong ETag (RFC 9110 §8.8.3) for a body: a quoted, truncated SHA-1 in base64url of the
 * uncompressed bytes, with a suffix naming the content coding so each representation has its
 * own tag. A function of the bytes only, so every replica of one build sends the same tags.
 */
export function etagOf(identity: Buffer, coding: '' | '-gz' | '-br'): string {
  return `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}${coding}"`;
}

/** The gzip copy (level 9: about 1 ms for a 50 KB page, made once per document). */
export function gzipRepresentation(identity: Buffer): Representation {
  return { body: gzipSync(identity, { level: 9 }), etag: etagOf(identity, '-gz') };
}

/**
 * How many brotli jobs may run at once: two of libuv's four pool threads. Nothing per request
 * uses the pool (documents and assets are in memory), so two threads keep the warm-up short
 * and leave two for the rare file read, DNS lookup or crypto call.
 */
const BROTLI_CONCURRENCY = 2;

/**
 * Brotli at quality 11 (25 to 150 ms of CPU for a page, about a second for the feed) on libuv's
 * thread pool, two jobs at a time: the event loop never stalls on it. Jobs come only from the document store's fixed set,
 * so the queue never holds more than one job per document.
 */
export class BrotliQueue {
  readonly #waiting: { identity: Buffer; done: (rep: Representation | undefined) => void }[] = [];
  #running = 0;
  /** Jobs finished since start (successful or not). */
  completed = 0;

  /**
   * Queues a compression; `done` receives the brotli representation, or undefined if zlib
   * failed (the document is then served as gzip).
   */
  push(identity: Buffer, done: (rep: Representation | undefined) => void): void {
    this.#waiting.push({ identity, done });
    this.#next();
  }

  #next(): void {
    while (this.#running < BROTLI_CONCURRENCY) {
      const job = this.#waiting.shift();
      if (job === undefined) return;
      this.#running++;
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: job.identity.length,
      };
      brotliCompress(job.identity, { params }, (error, compressed) => {
        this.#running--;
        this.completed++;
        job.done(error === null ? { body: compressed, etag: etagOf(job.identity, '-br') } : undefined);
        this.#next();
      });
    }
  }
}
