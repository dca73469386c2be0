/** Content codings: a page compressed once off the event loop, sent in the coding the client prefers (decision 003). */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as zlibGzip } from 'node:zlib';
import type { Request, Response } from 'express';
import Negotiator from 'negotiator';

/** Strong ETag (RFC 9110 §8.8.3): a truncated SHA-1 of the uncompressed bytes, the same on every replica. */
export const etagOf = (identity: Buffer): string =>
  `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;

const gzipAsync = promisify(zlibGzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The bytes of a Buffer in memory of their own, exactly as large: a slice of zlib's 64 KiB
 * output chunk or of Buffer's pool would keep the whole of it alive in a cache (decision 026).
 * @returns `bytes` itself when it spans its whole ArrayBuffer, otherwise a copy that does
 */
export function ownMemory(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.length === bytes.buffer.byteLength) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * A response's gzip (level 9) and brotli (quality 5) copies, each in memory of its own size; a copy no smaller than
 * the identity bytes (a short JSON answer) is left out.
 */
export const compress = async (identity: Buffer): Promise<[gzip: Buffer | undefined, br: Buffer | undefined]> => {
  const [gzip, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  const kept = (copy: Buffer) => (copy.length < identity.length ? ownMemory(copy) : undefined);
  return [kept(gzip), kept(br)];
};

/** A response body held in memory in each content coding it has, with what goes out with it. */
export interface Coded {
  readonly status: number;
  readonly contentType: string;
  readonly cacheControl: string;
  /** The language of a page (`Content-Language`, RFC 9110 §8.5); absent for the root files. */
  readonly contentLanguage?: string | undefined;
  readonly identity: Buffer;
  /** Absent where compressing buys nothing (a woff2 font is compressed already). */
  readonly gzip?: Buffer | undefined;
  readonly br?: Buffer | undefined;
  /** Strong ETag of the identity bytes (`etagOf`); each coded copy adds "-gzip" or "-br" inside the quotes. */
  readonly etag: string;
}

type Coding = 'br' | 'gzip' | 'identity';
/** What a body offers, by the codings it holds besides identity: b(rotli) and g(zip), in our order of preference. */
const OFFERS: Record<string, Coding[]> = {
  bg: ['br', 'gzip', 'identity'],
  b: ['br', 'identity'],
  g: ['gzip', 'identity'],
  '': ['identity'],
};

/** Negotiated codings by offer and Accept-Encoding: clients send a handful of values, each parsed once. */
const chosen = new Map<string, Coding>();
function negotiated(req: Request, offered: string): Coding {
  const key = `${offered} ${req.headers['accept-encoding']}`;
  let coding = chosen.get(key);
  if (coding === undefined) {
    const offer = OFFERS[offered]!;
    coding = (new Negotiator(req).encoding(offer, { preferred: offer }) ?? 'identity') as Coding;
    if (chosen.size >= 256) chosen.clear();
    chosen.set(key, coding);
  }
  return coding;
}

/**
 * Sends a body in the best coding the client accepts (RFC 9110 §12.5.3), equal weights going to brotli (Negotiator's
 * `preferred`); res.send answers 304 when If-None-Match matches a 200, and sends no body to HEAD.
 */
export function sendCoded(req: Request, res: Response, coded: Coded): void {
  const offered = `${coded.br ? 'b' : ''}${coded.gzip ? 'g' : ''}`;
  const coding = negotiated(req, offered);
  if (offered !== '') res.vary('Accept-Encoding');
  res.status(coded.status).set({
    'Cache-Control': coded.cacheControl,
    'Content-Type': coded.contentType,
    ETag: coding === 'identity' ? coded.etag : `${coded.etag.slice(0, -1)}-${coding}"`,
  });
  if (coding !== 'identity') res.set('Content-Encoding', coding);
  if (coded.contentLanguage !== undefined) res.set('Content-Language', coded.contentLanguage);
  res.send(coded[coding]);
}
