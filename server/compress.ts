/**
 * Content codings: compression of rendered pages, once per page and off the event loop (zlib on
 * libuv's thread pool), the strong ETags that name each coding's bytes, and the sending of a
 * body held in several codings.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import Negotiator from 'negotiator';
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

/** A response body held in memory in each content coding it has, with what goes out with it. */
export interface Coded {
  readonly status: number;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly identity: Buffer;
  /** Absent where compressing buys nothing (a woff2 font is compressed already). */
  readonly gzip?: Buffer | undefined;
  readonly br?: Buffer | undefined;
  /** Strong ETag of the identity bytes (`etagOf`). */
  readonly etag: string;
}

/**
 * Sends a body in the best coding the client accepts (RFC 9110 §12.5.3) with that coding's
 * ETag; res.send answers 304 when If-None-Match matches a 200 (req.fresh) and sends no body to
 * HEAD. Negotiator is used directly rather than req.acceptsEncodings because only it breaks
 * equal weights by our order: browsers send "gzip, deflate, br" and brotli is the smaller copy
 * (docs/decisions/003-content-coding.md). A client that refuses every coding still gets
 * identity: a 406 for a web page helps nobody.
 */
export function sendCoded(req: Request, res: Response, coded: Coded): void {
  const offer = [...(coded.br ? ['br'] : []), ...(coded.gzip ? ['gzip'] : []), 'identity'];
  const coding = (new Negotiator(req).encoding(offer, { preferred: offer }) ?? 'identity') as
    'br' | 'gzip' | 'identity';
  res.status(coded.status);
  if (offer.length > 1) res.vary('Accept-Encoding');
  res.set({
    'Cache-Control': coded.cacheControl,
    'Content-Type': coded.contentType,
    ETag: codedEtag(coded.etag, coding),
  });
  if (coding !== 'identity') res.set('Content-Encoding', coding);
  res.send(coding === 'br' ? coded.br : coding === 'gzip' ? coded.gzip : coded.identity);
}
