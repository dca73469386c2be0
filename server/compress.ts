/**
 * Compression of rendered pages, once per page and off the event loop (zlib on libuv's thread
 * pool), and the strong ETags that name each coding's bytes.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';

const gzipAsync = promisify(gzipCallback);
const brotliAsync = promisify(brotliCompress);

/**
 * Strong ETag (RFC 9110 §8.8.3) of a body: a quoted, truncated SHA-1 in base64url of the
 * uncompressed bytes. A function of the bytes only, so every replica of one build sends the
 * same tags; the coded copies insert "-gz" or "-br" before the closing quote.
 */
export function etagOf(identity: Buffer): string {
  return `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
}

/** The ETag of one coding's bytes: `etag` with the coding's suffix inside the quotes. */
export function codedEtag(etag: string, coding: 'br' | 'gzip' | 'identity'): string {
  return coding === 'identity' ? etag : `${etag.slice(0, -1)}-${coding === 'gzip' ? 'gz' : 'br'}"`;
}

/** Gzip at level 9 (about a millisecond for a 50 KB page, on the thread pool). */
export function gzip(identity: Buffer): Promise<Buffer> {
  return gzipAsync(identity, { level: 9 });
}

/**
 * Brotli at quality 5: about 2 ms for a page, where quality 11 takes 60 to 110 ms and saves 11 to
 * 15% more (docs/decisions/003-content-coding.md).
 */
export function brotli(identity: Buffer): Promise<Buffer> {
  return brotliAsync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });
}
