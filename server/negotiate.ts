import Negotiator from 'negotiator';
import type { IncomingMessage } from 'node:http';

/** Content codings we hold precompressed copies in, best first. */
export type Coding = 'br' | 'gzip' | 'identity';

/** The codings a representation set offers, best first; always ends with identity. */
export type Offer = readonly Coding[];
export const BR_GZIP: Offer = ['br', 'gzip', 'identity'];
export const GZIP: Offer = ['gzip', 'identity'];
export const IDENTITY: Offer = ['identity'];

const memo = new Map<Offer, Map<string, Coding | undefined>>([
  [BR_GZIP, new Map()],
  [GZIP, new Map()],
  [IDENTITY, new Map()],
]);
const MEMO_LIMIT = 256;

/**
 * Picks the content coding for a response from the request's Accept-Encoding (RFC 9110
 * §12.5.3), using the `negotiator` library with our preference order (br, gzip, identity) to
 * break ties, since browsers list "gzip, deflate, br" with equal weight. Results are memoised
 * per offer and distinct header value (a handful in practice; bounded), so this costs one
 * map lookup.
 * @param offer which copies exist: BR_GZIP, GZIP (brotli not ready, or none made) or IDENTITY
 * @returns the coding, or undefined when the client refuses every coding offered
 */
export function negotiateEncoding(req: IncomingMessage, offer: Offer = BR_GZIP): Coding | undefined {
  const header = req.headers['accept-encoding'] ?? '';
  const cache = memo.get(offer) ?? new Map<string, Coding | undefined>();
  if (cache.has(header)) return cache.get(header);
  const coding = new Negotiator(req).encoding([...offer], { preferred: [...offer] }) as Coding | undefined;
  if (cache.size >= MEMO_LIMIT) cache.clear();
  cache.set(header, coding);
  return coding;
}
