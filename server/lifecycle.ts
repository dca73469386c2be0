/** The HTTP server's life: timeouts fit for a reverse proxy, and graceful shutdown for rolling updates. */
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { ALLOW } from './guards.js';
import type { Config } from './config.js';

/** Destroys a response's connection if unfinished after `ms`: bytes sent cannot be taken back, so the socket goes. */
export function cutAfter(res: ServerResponse, ms: number): void {
  const timer = setTimeout(() => {
    if (!res.writableFinished) res.socket?.destroy();
  }, ms);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
}

/**
 * Starts the HTTP server with config's request and response timeouts. On SIGTERM or SIGINT: `onShutdownStart`
 * (readiness off), serve on for shutdownDelayMs (a second signal skips it), then drain and exit 0, or cut what is left
 * after shutdownTimeoutMs and exit 1.
 */
export function startServer(app: RequestListener, config: Config, logger: Logger, onShutdownStart: () => void): Server {
  let stopping = false;
  const server = createServer(
    {
      // Above proxies' usual 60 s idle timeout, so the proxy never sends a request onto a closing socket (a 502).
      keepAliveTimeout: 65_000,
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      // Node's default, 30 s, let a slow-loris socket live up to 30 s past its limit.
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      // While draining, keep-alive clients must not hold the server open.
      if (stopping) res.setHeader('Connection', 'close');
      app(req, res);
      // A response handed whole to the socket at once (one held in memory) has nothing left to time out; any other
      // is cut after the response timeout.
      if (!res.writableEnded || res.writableLength > 0) cutAfter(res, config.responseTimeoutMs);
    },
  );
  // node:http hands CONNECT to this event and closes the socket unanswered when nothing listens.
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

  // pino may still be writing: flush before exiting so no line is lost or reordered.
  const exit = (code: number) => logger.flush(() => process.exit(code));
  const drain = () => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info('shutting down: draining in-flight requests');
    setTimeout(() => {
      logger.error({ afterMs: Date.now() - started }, 'shutdown timed out; closing remaining connections');
      server.closeAllConnections();
      exit(1);
    }, config.shutdownTimeoutMs).unref();
    server.close(() => {
      logger.info({ afterMs: Date.now() - started }, 'shutdown complete');
      exit(0);
    });
    // close() ends the sockets idle now; those that go idle later are swept until none is left.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  // Load balancers notice a terminating pod only later: requests keep arriving for a while after SIGTERM.
  let delay: NodeJS.Timeout | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    if (delay !== undefined) return drain();
    onShutdownStart();
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
