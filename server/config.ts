/**
 * Configuration from environment variables, parsed and validated once at start-up.
 *
 * | variable        | default                 | accepted values                                        |
 * |-----------------|-------------------------|--------------------------------------------------------|
 * | PORT            | 3000                    | integer 0-65535                                        |
 * | HOST            | 0.0.0.0                 | an interface address or host name                      |
 * | PUBLIC_ORIGIN   | http://localhost:PORT   | absolute http(s) origin, no path, query or fragment    |
 * | TRUST_PROXY     | off                     | off/false, a hop count (1, 2...), or addresses/subnets |
 * |                 |                         | and Express names (loopback, uniquelocal) comma-listed |
 * | LOG_LEVEL       | info                    | fatal, error, warn, info, debug, trace, silent         |
 * | SHUTDOWN_TIMEOUT_MS | 10000               | integer 100-120000: drain time on SIGTERM before exit   |
 * | REQUEST_TIMEOUT_MS  | 30000               | integer 1000-300000: a whole request must arrive in it  |
 * | RESPONSE_TIMEOUT_MS | 60000               | integer 1000-600000: a response unfinished after it is  |
 * |                 |                         | cut (a client reading at a trickle)                    |
 * | SHUTDOWN_DELAY_MS | 5000                  | integer 0-120000: on SIGTERM, readiness 503 but serving |
 * |                 |                         | on for this long, then drain                           |
 * | HTML_SHARED_MAX_AGE | 60                  | integer 0-86400: seconds a CDN may serve HTML (s-maxage)|
 * | METRICS_PORT    | off                     | integer 1-65535: Prometheus /metrics on its own port   |
 * | PAGE_CACHE_MB   | 32                      | integer 1-4096: bytes of rendered pages kept, in MiB    |
 */
import { isIP } from 'node:net';

/** The validated configuration. */
export interface Config {
  port: number;
  host: string;
  /** Origin without a trailing slash, e.g. "https://www.example.com". */
  publicOrigin: string;
  /** Value for Express's `trust proxy` setting: false, a hop count or a list of addresses. */
  trustProxy: false | number | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  shutdownTimeoutMs: number;
  /** A request (headers and body) must arrive within this many ms (slow-client protection). */
  requestTimeoutMs: number;
  /** A response not finished this many ms after its request arrived is cut. */
  responseTimeoutMs: number;
  /** On SIGTERM, how long to keep serving with readiness off before draining. */
  shutdownDelayMs: number;
  /** Seconds a shared cache (CDN) may serve a page or 404 document without revalidating. */
  htmlSharedMaxAge: number;
  /** Port of the Prometheus metrics server, or undefined when metrics are off. */
  metricsPort: number | undefined;
  /** Upper bound on the page cache, in bytes (every content coding counted). */
  pageCacheBytes: number;
}

/** Thrown for an invalid variable; the message names the variable and is one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function integer(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/u.test(raw)) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${raw}`);
  }
  return value;
}

/** An optional integer variable: its default when unset or empty. */
function optionalInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : integer(name, raw, min, max);
}

function origin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_ORIGIN must use http or https, got "${raw}"`);
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new ConfigError(`PUBLIC_ORIGIN must be an origin without path, query or credentials, got "${raw}"`);
  }
  return url.origin;
}

function trustProxy(raw: string): Config['trustProxy'] {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'off' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    // Trusting every hop lets any client forge X-Forwarded-For.
    throw new ConfigError('TRUST_PROXY=true trusts forged headers; give a hop count or proxy addresses');
  }
  if (/^\d+$/u.test(value)) return integer('TRUST_PROXY', value, 1, 10);
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const validAddress = address !== undefined && (isIP(address) !== 0 || PROXY_NAMES.has(address));
    const validBits = bits === undefined || (/^\d{1,3}$/u.test(bits) && isIP(address ?? '') !== 0);
    if (!validAddress || !validBits || extra !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY has an invalid entry "${entry}" (use a hop count, IPs, subnets or loopback/linklocal/uniquelocal)`,
      );
    }
  }
  return entries;
}

function metricsPort(raw: string | undefined, port: number): number | undefined {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'off' || value === 'false' || value === '0') return undefined;
  const metrics = integer('METRICS_PORT', value, 1, 65_535);
  // Metrics on the public port would publish the server's internals to every visitor.
  if (metrics === port) throw new ConfigError(`METRICS_PORT must differ from PORT (${port})`);
  return metrics;
}

/**
 * Parses the configuration from an environment.
 * @param env usually process.env
 * @throws ConfigError naming the first invalid variable
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : integer('PORT', env.PORT, 0, 65535);
  const host = env.HOST === undefined || env.HOST === '' ? '0.0.0.0' : env.HOST;
  if (!/^[\w.:-]+$/u.test(host)) throw new ConfigError(`HOST must be an address or host name, got "${host}"`);
  const level = (env.LOG_LEVEL ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  return {
    port,
    host,
    publicOrigin:
      env.PUBLIC_ORIGIN === undefined || env.PUBLIC_ORIGIN === ''
        ? `http://localhost:${port}`
        : origin(env.PUBLIC_ORIGIN),
    trustProxy: trustProxy(env.TRUST_PROXY ?? ''),
    logLevel: level as Config['logLevel'],
    shutdownTimeoutMs: optionalInteger(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 120_000),
    requestTimeoutMs: optionalInteger(env, 'REQUEST_TIMEOUT_MS', 30_000, 1_000, 300_000),
    responseTimeoutMs: optionalInteger(env, 'RESPONSE_TIMEOUT_MS', 60_000, 1_000, 600_000),
    shutdownDelayMs: optionalInteger(env, 'SHUTDOWN_DELAY_MS', 5_000, 0, 120_000),
    htmlSharedMaxAge: optionalInteger(env, 'HTML_SHARED_MAX_AGE', 60, 0, 86_400),
    metricsPort: metricsPort(env.METRICS_PORT, port),
    pageCacheBytes: optionalInteger(env, 'PAGE_CACHE_MB', 32, 1, 4096) * 1024 * 1024,
  };
}
