/** Content codings: a page compressed once off the event loop, sent in the coding the client prefers (decision 003). */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as zlibGzip } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

/** Strong ETag (RFC 9110 §8.8.3): a truncated SHA-1 of the uncompressed bytes, the same on every replica. */
const etagOf = (identity: Buffer): string =>
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

/** A content coding a response is held in. */
export type Coding = 'br' | 'gzip' | 'identity';

/** One coding of a response as it goes out: its bytes and every header that goes with them, made once. */
interface Representation {
  readonly body: Buffer;
  readonly etag: string;
  /** The head of a 200 or 404, flat ([name, value, …], as res.writeHead takes it), X-Request-Id aside. */
  readonly head: readonly string[];
  /** The head of a 304 (no Content-Type or Content-Length, as Express sends one); only for a 200. */
  readonly notModified?: readonly string[] | undefined;
}

/** A response body held in memory in each content coding it has, with what goes out with it. */
export interface Coded {
  readonly status: number;
  readonly contentType: string;
  readonly cacheControl: string;
  /** The language of a page (`Content-Language`, RFC 9110 §8.5); absent for the root files. */
  readonly contentLanguage?: string | undefined;
  readonly identity: Buffer;
  /** Absent where compressing buys nothing (a woff2 font is compressed already, a short answer grows). */
  readonly gzip?: Buffer | undefined;
  readonly br?: Buffer | undefined;
  /** Strong ETag of the identity bytes (`etagOf`); each coded copy adds "-gzip" or "-br" inside the quotes. */
  readonly etag: string;
  /** The codings held besides identity, b(rotli) and g(zip) in our order of preference: "bg", "b", "g" or "". */
  readonly offered: string;
  readonly representations: { readonly [coding in Coding]?: Representation };
}

/**
 * A response in each coding it has, its heads made now: Content-Type, Content-Length, Cache-Control, the coding's
 * ETag, Vary and Content-Encoding where it has copies, Content-Language, then `headers` (the security headers).
 */
export function coded(fields: Omit<Coded, 'etag' | 'offered' | 'representations'>, headers: readonly string[]): Coded {
  const etag = etagOf(fields.identity);
  const offered = `${fields.br ? 'b' : ''}${fields.gzip ? 'g' : ''}`;
  const representation = (coding: Coding, body: Buffer): Representation => {
    const tag = coding === 'identity' ? etag : `${etag.slice(0, -1)}-${coding}"`;
    const common = [
      'Cache-Control',
      fields.cacheControl,
      'ETag',
      tag,
      ...(offered === '' ? [] : ['Vary', 'Accept-Encoding']),
      ...(coding === 'identity' ? [] : ['Content-Encoding', coding]),
      ...(fields.contentLanguage === undefined ? [] : ['Content-Language', fields.contentLanguage]),
      ...headers,
    ];
    return {
      body,
      etag: tag,
      head: ['Content-Type', fields.contentType, 'Content-Length', String(body.length), ...common],
      notModified: fields.status === 200 ? common : undefined,
    };
  };
  return {
    ...fields,
    etag,
    offered,
    representations: {
      identity: representation('identity', fields.identity),
      ...(fields.gzip && { gzip: representation('gzip', fields.gzip) }),
      ...(fields.br && { br: representation('br', fields.br) }),
    },
  };
}

/** What a body offers, by the codings it holds besides identity, in our order of preference. */
const OFFERS: Record<string, Coding[]> = {
  bg: ['br', 'gzip', 'identity'],
  b: ['br', 'identity'],
  g: ['gzip', 'identity'],
  '': ['identity'],
};

/** Negotiated codings by Accept-Encoding and offer: clients send a handful of values, each parsed once. */
const chosen = new Map<string | undefined, Partial<Record<string, Coding>>>();

/**
 * The best coding a client accepts (RFC 9110 §12.5.3) of those a body offers, equal weights going to brotli
 * (Negotiator's `preferred`, decision 003).
 * @param acceptEncoding the request's Accept-Encoding
 * @param offered `Coded.offered`
 */
export function negotiated(acceptEncoding: string | undefined, offered: string): Coding {
  if (offered === '') return 'identity';
  let byOffer = chosen.get(acceptEncoding);
  if (byOffer === undefined) {
    if (chosen.size >= 256) chosen.clear();
    chosen.set(acceptEncoding, (byOffer = {}));
  }
  let coding = byOffer[offered];
  if (coding === undefined) {
    const offer = OFFERS[offered]!;
    const request = { headers: { 'accept-encoding': acceptEncoding } } as unknown as IncomingMessage;
    byOffer[offered] = coding = (new Negotiator(request).encoding(offer, { preferred: offer }) ?? 'identity') as Coding;
  }
  return coding;
}
