import Negotiator from 'negotiator';
import type { IncomingMessage } from 'node:http';

/** Content codings we hold precompressed copies in, best first. */
export type Coding = 'br' | 'gzip' | 'identity';
const AVAILABLE: Coding[] = ['br', 'gzip', 'identity'];

const cache = new Map<string, Coding | undefined>();
const CACHE_LIMIT = 256;

/**
 * Picks the content coding for a response from the request's Accept-Encoding (RFC 9110
 * §12.5.3), using the `negotiator` library with our preference order (br, gzip, identity) to
 * break ties, since browsers list "gzip, deflate, br" with equal weight. Results are memoised
 * per distinct header value (a handful in practice; bounded), so this costs one map lookup.
 * @returns the coding, or undefined when the client refuses every coding we have
 */
export function negotiateEncoding(req: IncomingMessage): Coding | undefined {
  const header = req.headers['accept-encoding'] ?? '';
  if (cache.has(header)) return cache.get(header);
  const coding = new Negotiator(req).encoding(AVAILABLE, { preferred: AVAILABLE }) as Coding | undefined;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(header, coding);
  return coding;
}
