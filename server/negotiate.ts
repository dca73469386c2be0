import Negotiator from 'negotiator';
import type { IncomingMessage } from 'node:http';

/** Content codings we hold precompressed copies in, best first. */
export type Coding = 'br' | 'gzip' | 'identity';
const WITH_BROTLI: Coding[] = ['br', 'gzip', 'identity'];
const WITHOUT_BROTLI: Coding[] = ['gzip', 'identity'];

const memo = { withBrotli: new Map<string, Coding | undefined>(), withoutBrotli: new Map<string, Coding | undefined>() };
const MEMO_LIMIT = 256;

/**
 * Picks the content coding for a response from the request's Accept-Encoding (RFC 9110
 * §12.5.3), using the `negotiator` library with our preference order (br, gzip, identity) to
 * break ties, since browsers list "gzip, deflate, br" with equal weight. Results are memoised
 * per distinct header value (a handful in practice; bounded), so this costs one map lookup.
 * @param brotli whether a brotli copy exists yet (see makeCachedPage)
 * @returns the coding, or undefined when the client refuses every coding we have
 */
export function negotiateEncoding(req: IncomingMessage, brotli = true): Coding | undefined {
  const header = req.headers['accept-encoding'] ?? '';
  const cache = brotli ? memo.withBrotli : memo.withoutBrotli;
  if (cache.has(header)) return cache.get(header);
  const available = brotli ? WITH_BROTLI : WITHOUT_BROTLI;
  const coding = new Negotiator(req).encoding(available, { preferred: available }) as Coding | undefined;
  if (cache.size >= MEMO_LIMIT) cache.clear();
  cache.set(header, coding);
  return coding;
}
