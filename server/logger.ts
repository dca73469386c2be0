import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { Request } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { Config } from './config.js';
import { requestTarget } from './guards.js';

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

/** Longest address logged: an IPv6 address with a zone id fits; a forged essay does not. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The client's address and protocol as Express computes them under `trust proxy` (req.ip,
 * req.protocol), kept only when well formed: a forwarded value that is not an IP address or
 * not http(s) gives way to the socket's own, so logs never carry whatever a client wrote there.
 */
function client(req: Request): { ip: string; protocol: string } {
  const ip = req.ip ?? '';
  const protocol = req.protocol.toLowerCase();
  const own = (req.socket as { encrypted?: boolean }).encrypted === true ? 'https' : 'http';
  return {
    ip: ip.length <= MAX_ADDRESS_LENGTH && isIP(ip) !== 0 ? ip : (req.socket.remoteAddress ?? ''),
    protocol: protocol === 'http' || protocol === 'https' ? protocol : own,
  };
}

/**
 * Per-request logging with pino-http, as Express middleware: one line per response with
 * method, path (no query), status, duration (responseTime, ms), client address and protocol
 * (req.ip and req.protocol, which honour TRUST_PROXY) and a request id taken from a
 * well-formed incoming X-Request-Id or generated, and echoed in the response. 404s log at
 * warn, 5xx at error; the probes (/healthz, /readyz) are not logged.
 */
export function requestLogger(logger: Logger): HttpLogger {
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
      const path = pathOf(requestTarget(req));
      return res.statusCode === 404 ? `not found: ${path}` : `${req.method} ${path} ${res.statusCode}`;
    },
    customErrorMessage(req, res) {
      return `${req.method} ${pathOf(requestTarget(req))} ${res.statusCode} failed`;
    },
    wrapSerializers: false,
    serializers: {
      req(req: Request & { id?: unknown }) {
        return { id: req.id, method: req.method, path: pathOf(requestTarget(req)), ...client(req) };
      },
      res(res: ServerResponse) {
        return { status: res.statusCode };
      },
    },
  });
}
