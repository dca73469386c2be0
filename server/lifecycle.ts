import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { ALLOW } from './guards.js';
import type { Config } from './config.js';

/**
 * Timeouts for running behind a reverse proxy. The proxy reuses idle upstream connections,
 * so ours must stay open longer than its idle timeout (nginx keepalive_timeout 60 s, AWS ALB
 * 60 s by default) or it may send a request on a socket we are closing (a 502).
 */
export const TIMEOUTS = {
  /** Idle keep-alive connections close after 65 s (above the usual 60 s proxy idle timeout). */
  keepAliveTimeoutMs: 65_000,
  /**
   * How often Node checks the request and headers timeouts. Its default, 30 s, let a
   * slow-loris socket live up to 30 s past a 30 s limit; checked every second, a request
   * timeout holds to within a second.
   */
  connectionsCheckingIntervalMs: 1_000,
} as const;

/**
 * Destroys a response's connection if it has not finished within `ms`: the bytes of an
 * unfinished response cannot be taken back, so the only honest end is closing the socket.
 */
export function cutAfter(res: ServerResponse, ms: number): void {
  const timer = setTimeout(() => {
    if (!res.writableFinished) res.socket?.destroy();
  }, ms);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
}

/**
 * Starts the HTTP server and installs SIGTERM/SIGINT handlers: call hooks.onShutdownStart
 * (readiness off), keep serving for config.shutdownDelayMs, then stop accepting connections,
 * let in-flight requests finish, close idle keep-alive sockets, exit 0; if draining takes
 * longer than config.shutdownTimeoutMs, remaining sockets are destroyed and the exit code is 1.
 * A request must arrive whole within config.requestTimeoutMs (Node answers 408 and closes),
 * and a response still unfinished config.responseTimeoutMs after its request arrived (a
 * client reading at a trickle, or not at all) has its connection destroyed.
 */
export function startServer(
  app: RequestListener,
  config: Config,
  logger: Logger,
  hooks: { onShutdownStart?: () => void } = {},
): Server {
  const server = createServer(
    {
      keepAliveTimeout: TIMEOUTS.keepAliveTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node refuses a headers timeout above the request timeout: headers are part of the request.
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUTS.connectionsCheckingIntervalMs,
    },
    app,
  );
  server.prependListener('request', (_req, res: ServerResponse) => cutAfter(res, config.responseTimeoutMs));
  // node:http hands CONNECT to this event instead of the app, and closes the socket without an
  // answer when nothing listens: answer it as the app answers any other method it refuses.
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });

  server.on('error', (error) => {
    logger.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    logger.info(
      { host: config.host, port, publicOrigin: config.publicOrigin },
      `listening on http://${config.host}:${port}`,
    );
  });

  let stopping = false;
  // While draining, every response closes its connection so that keep-alive clients cannot
  // hold the server open; this runs before the app writes anything.
  server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
  });
  // pino writes stdout asynchronously: exiting at once could print a line still being written
  // after a later one, so the log is flushed first.
  const exit = (code: number) => logger.flush(() => process.exit(code));
  const drain = () => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info('shutting down: draining in-flight requests');
    const timer = setTimeout(() => {
      logger.error({ afterMs: Date.now() - started }, 'shutdown timed out; closing remaining connections');
      server.closeAllConnections();
      exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    // close() stops accepting and resolves once every connection has ended; idle keep-alive
    // sockets are closed now, busy ones once their response is sent (Node >= 19).
    server.close(() => {
      clearInterval(sweeper);
      logger.info({ afterMs: Date.now() - started }, 'shutdown complete');
      exit(0);
    });
    // close() ends the sockets idle right now; sockets that go idle later (a response just
    // sent on a keep-alive connection) are swept here until none is left.
    server.closeIdleConnections();
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    sweeper.unref();
  };
  // Kubernetes removes a terminating pod from its Service endpoints at the same moment it sends
  // SIGTERM, and load balancers notice a failing readiness check only after an interval: for a
  // while, requests keep arriving. So readiness turns 503 at once, the replica keeps serving
  // normally for SHUTDOWN_DELAY_MS, and only then stops accepting and drains. A second signal
  // skips what is left of the delay.
  let delay: NodeJS.Timeout | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    if (delay !== undefined || stopping) {
      clearTimeout(delay);
      drain();
      return;
    }
    hooks.onShutdownStart?.();
    logger.info(
      { signal, delayMs: config.shutdownDelayMs },
      'shutting down: readiness off, serving until the delay ends',
    );
    delay = setTimeout(drain, config.shutdownDelayMs);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  return server;
}
