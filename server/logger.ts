/** Logging: the process logger (pino) and per-request logging (pino-http). */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { Config } from './config.js';
import { requestTarget } from './guards.js';

/** The process logger: JSON lines on stdout (`byTurn`), or on `destination`. */
export function createLogger(level: Config['logLevel'], destination?: pino.DestinationStream): Logger {
  return pino(
    { level, base: { service: 'aldermere-site' } },
    destination ?? byTurn(pino.destination({ dest: 1, sync: true })),
  );
}

/**
 * Lines written synchronously, as async writes reordered lines logged a millisecond apart at shutdown, but once per
 * event-loop turn: the lines of a turn (a response's each, under load many) are joined and written when the turn's
 * I/O is done, and at once on `flush` and at exit. In order, and never a turn late (decision 036).
 */
function byTurn(stdout: pino.DestinationStream): pino.DestinationStream & { flush(done?: () => void): void } {
  let lines: string[] = [];
  let pending = false;
  const writeOut = () => {
    pending = false;
    if (lines.length === 0) return;
    const text = lines.length === 1 ? lines[0]! : lines.join('');
    lines = [];
    stdout.write(text);
  };
  process.on('exit', writeOut);
  return {
    write(line: string) {
      lines.push(line);
      if (!pending) {
        pending = true;
        setImmediate(writeOut);
      }
    },
    flush(done) {
      writeOut();
      done?.();
    },
  };
}

const REQUEST_ID = /^[\w.:-]{1,128}$/u;

/** Whether a target is a probe (/healthz, /readyz): polled every few seconds, so not logged, and counted apart. */
export const isProbe = (url: string): boolean =>
  (url.startsWith('/healthz') || url.startsWith('/readyz')) && /^\/(?:healthz|readyz)(?:\?|$)/u.test(url);

/** The path of a target, without its query (queries may be junk), cut to 1024 characters and "…". */
const pathOf = (url: string): string => {
  const path = url.split('?', 1)[0]!;
  return path.length <= 1024 ? path : `${path.slice(0, 1024)}…`;
};

/** req.ip and req.protocol (under `trust proxy`) if well formed, else the socket's: logs never carry a forged value. */
function client(req: Request): { ip: string; protocol: string } {
  const ip = req.ip ?? '';
  const protocol = req.protocol.toLowerCase();
  return {
    ip: ip.length <= 64 && isIP(ip) !== 0 ? ip : (req.socket.remoteAddress ?? ''),
    protocol: /^https?$/u.test(protocol) ? protocol : 'encrypted' in req.socket ? 'https' : 'http',
  };
}

/**
 * Per-request logging: one line per response with the request id (a well-formed X-Request-Id, else a UUID, echoed),
 * method, path, status, responseTime (ms), client address and protocol; 404s at warn, 5xx at error, probes not at all.
 */
export function requestLogger(logger: Logger): HttpLogger {
  const fields = (req: Request) => ({
    id: req.id,
    method: req.method,
    path: pathOf(requestTarget(req)),
    ...client(req),
  });
  return pinoHttp({
    logger,
    // The id goes out in X-Request-Id: in the head of a held response (server/cached.ts), else by `echoRequestId`.
    genReqId(req: IncomingMessage) {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    autoLogging: { ignore: (req) => isProbe(req.url ?? '') },
    // 'silent' when the level is off, so that no line is built for nothing.
    customLogLevel(_req, res, err) {
      const failed = err !== undefined || res.err !== undefined || res.statusCode >= 500;
      const level = failed ? 'error' : res.statusCode === 404 ? 'warn' : 'info';
      return logger.isLevelEnabled(level) ? level : 'silent';
    },
    customSuccessMessage(req, res) {
      const path = pathOf(requestTarget(req));
      return res.statusCode === 404 ? `not found: ${path}` : `${req.method} ${path} ${res.statusCode}`;
    },
    customErrorMessage: (req, res) => `${req.method} ${pathOf(requestTarget(req))} ${res.statusCode} failed`,
    // pino-http serialises its request binding at once: it is left empty, the fields written only on a logged line.
    customAttributeKeys: { req: 'request' },
    customSuccessObject: (req, _res, logged: object) => ({ req: fields(req as Request), ...logged }),
    customErrorObject: (req, _res, _err, logged: object) => ({ req: fields(req as Request), ...logged }),
    wrapSerializers: false,
    serializers: { request: () => undefined, res: (res: ServerResponse) => ({ status: res.statusCode }) },
  });
}

/** Echoes the request id in X-Request-Id, on every response not held whole in memory (which carry it in their head). */
export const echoRequestId: RequestHandler = (req, res, next) => {
  res.setHeader('X-Request-Id', req.id as string);
  next();
};
