/** Configuration from environment variables, validated once at start-up; docs/operating.md lists each variable. */
import { isIP } from 'node:net';

/** Thrown for an invalid variable; the message names the variable and is one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['', 'off', 'false', '0']);

function integer(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/u.test(raw)) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${raw}`);
  return value;
}

/** An integer variable, or its default when unset or empty. */
const optional = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number =>
  (env[name] ?? '') === '' ? fallback : integer(name, env[name]!, min, max);

function origin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`PUBLIC_ORIGIN must use http or https, got "${raw}"`);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '')
    throw new ConfigError(`PUBLIC_ORIGIN must be an origin without path, query or credentials, got "${raw}"`);
  return url.origin;
}

/** Express's `trust proxy` value: false, a hop count, or addresses, subnets and Express's names. */
function trustProxy(raw: string): false | number | string[] {
  const value = raw.trim().toLowerCase();
  if (OFF.has(value)) return false;
  // Trusting every hop lets any client forge X-Forwarded-For.
  if (value === 'true')
    throw new ConfigError('TRUST_PROXY=true trusts forged headers; give a hop count or proxy addresses');
  if (/^\d+$/u.test(value)) return integer('TRUST_PROXY', value, 1, 10);
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const ip = isIP(address) !== 0;
    if (
      !(ip || PROXY_NAMES.has(address)) ||
      (bits !== undefined && !(ip && /^\d{1,3}$/u.test(bits))) ||
      extra !== undefined
    )
      throw new ConfigError(
        `TRUST_PROXY has an invalid entry "${entry}" (use a hop count, IPs, subnets or loopback/linklocal/uniquelocal)`,
      );
  }
  return entries;
}

/**
 * Parses the configuration from an environment (usually process.env).
 * @throws ConfigError naming the first invalid variable
 */
export function loadConfig(env: NodeJS.ProcessEnv) {
  const port = optional(env, 'PORT', 3000, 0, 65_535);
  const host = env.HOST || '0.0.0.0';
  if (!/^[\w.:-]+$/u.test(host)) throw new ConfigError(`HOST must be an address or host name, got "${host}"`);
  const logLevel = (env.LOG_LEVEL ?? 'info').toLowerCase() as (typeof LOG_LEVELS)[number];
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  const metrics = (env.METRICS_PORT ?? '').trim().toLowerCase();
  const metricsPort = OFF.has(metrics) ? undefined : integer('METRICS_PORT', metrics, 1, 65_535);
  // Metrics on the public port would publish the server's internals to every visitor.
  if (metricsPort === port) throw new ConfigError(`METRICS_PORT must differ from PORT (${port})`);
  return {
    port,
    host,
    /** Origin without a trailing slash, e.g. "https://www.example.com". */
    publicOrigin: env.PUBLIC_ORIGIN ? origin(env.PUBLIC_ORIGIN) : `http://localhost:${port}`,
    trustProxy: trustProxy(env.TRUST_PROXY ?? ''),
    logLevel,
    shutdownTimeoutMs: optional(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 120_000),
    /** A request (headers and body) must arrive within this many ms (slow-client protection). */
    requestTimeoutMs: optional(env, 'REQUEST_TIMEOUT_MS', 30_000, 1_000, 300_000),
    /** A response not finished this many ms after its request arrived is cut. */
    responseTimeoutMs: optional(env, 'RESPONSE_TIMEOUT_MS', 60_000, 1_000, 600_000),
    /** On SIGTERM, how long to keep serving with readiness off before draining. */
    shutdownDelayMs: optional(env, 'SHUTDOWN_DELAY_MS', 5_000, 0, 120_000),
    /** Seconds a shared cache (CDN) may serve a page without revalidating. */
    htmlSharedMaxAge: optional(env, 'HTML_SHARED_MAX_AGE', 60, 0, 86_400),
    /** Port of the Prometheus metrics server, or undefined when metrics are off. */
    metricsPort,
    /** Upper bound on the page cache in bytes, every content coding counted. */
    pageCacheBytes: optional(env, 'PAGE_CACHE_MB', 32, 1, 4096) * 1024 * 1024,
  };
}

/** The validated configuration. */
export type Config = ReturnType<typeof loadConfig>;

/** loadConfig for a process entry: on an invalid variable, "Configuration error: <message>" on stderr and exit 2. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv): ReturnType<typeof loadConfig> {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(2);
  }
}
