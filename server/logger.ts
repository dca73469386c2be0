import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { Config } from './config.js';
import { clientAddress, clientProtocol, type TrustFunction } from './proxy.js';

/**
 * Creates the process logger: one JSON object per line on stdout (pino), or on `destination`.
 * Stdout is written synchronously: with pino's asynchronous default, two lines logged a
 * millisecond apart during shutdown were seen in the wrong order, and a line in flight at exit
 * can be lost. A line costs one write(2), which the throughput benchmark includes.
 */
export function createLogger(level: Config['logLevel'], destination?: pino.DestinationStream): Logger {
  return pino({ level, base: { service: 'aldermere-site' } }, destination ?? pino.destination({ dest: 1, sync: true }));
}

const REQUEST_ID = /^[\w.:-]{1,128}$/u;
const PROBES = new Set(['/healthz', '/readyz']);

/** Longest path logged; a longer one (up to the 8000-character target limit) is cut. */
const MAX_LOGGED_PATH = 1024;

/**
 * The path of a request without its query (queries are never logged: they may be junk), cut
 * to 1024 characters with a trailing "…".
 */
export function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  return path.length <= MAX_LOGGED_PATH ? path : `${path.slice(0, MAX_LOGGED_PATH)}…`;
}

/**
 * Per-request logging with pino-http: one line per response with method, path (no query),
 * status, duration (responseTime, ms), client address and protocol (computed as Express's
 * req.ip and req.protocol are, so they honour TRUST_PROXY through `trust`) and a request id
 * taken from a well-formed incoming X-Request-Id or generated, and echoed in the response.
 * 404s log at warn, 5xx at error; the probes (/healthz, /readyz) are not logged. Runs on the plain node:http
 * request, before Express sees it.
 */
export function requestLogger(logger: Logger, trust: TrustFunction): HttpLogger {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Probes are polled every few seconds by orchestrators; their lines would drown the rest.
    autoLogging: { ignore: (req) => PROBES.has(pathOf(req.url)) },
    customLogLevel(_req, res, err) {
      if (err !== undefined || res.statusCode >= 500) return 'error';
      if (res.statusCode === 404) return 'warn';
      return 'info';
    },
    customSuccessMessage(req, res) {
      const path = pathOf((req as { originalUrl?: string }).originalUrl ?? req.url);
      return res.statusCode === 404 ? `not found: ${path}` : `${req.method} ${path} ${res.statusCode}`;
    },
    customErrorMessage(req, res) {
      return `${req.method} ${pathOf((req as { originalUrl?: string }).originalUrl ?? req.url)} ${res.statusCode} failed`;
    },
    wrapSerializers: false,
    serializers: {
      req(req: IncomingMessage & { id?: unknown }) {
        return {
          id: req.id,
          method: req.method,
          path: pathOf(req.url),
          ip: clientAddress(req, trust),
          protocol: clientProtocol(req, trust),
        };
      },
      res(res: ServerResponse) {
        return { status: res.statusCode };
      },
    },
  });
}
