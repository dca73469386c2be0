import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from './config.js';

/**
 * Timeouts for running behind a reverse proxy. The proxy reuses idle upstream connections,
 * so ours must stay open longer than its idle timeout (nginx keepalive_timeout 60 s, AWS ALB
 * 60 s by default) or it may send a request on a socket we are closing (a 502).
 */
export const TIMEOUTS = {
  /** Idle keep-alive connections close after 65 s (above the usual 60 s proxy idle timeout). */
  keepAliveTimeoutMs: 65_000,
  /** Request headers must arrive within 66 s; Node requires this above keepAliveTimeout. */
  headersTimeoutMs: 66_000,
  /** A whole request must complete within 30 s (slowloris protection). */
  requestTimeoutMs: 30_000,
} as const;

/**
 * Starts the HTTP server and installs SIGTERM/SIGINT handlers: stop accepting connections,
 * let in-flight requests finish, close idle keep-alive sockets, exit 0; if draining takes
 * longer than config.shutdownTimeoutMs, remaining sockets are destroyed and the exit code is 1.
 */
export function startServer(app: RequestListener, config: Config, logger: Logger): Server {
  const server = createServer(
    { keepAliveTimeout: TIMEOUTS.keepAliveTimeoutMs, requestTimeout: TIMEOUTS.requestTimeoutMs },
    app,
  );
  server.headersTimeout = TIMEOUTS.headersTimeoutMs;
  server.keepAliveTimeout = TIMEOUTS.keepAliveTimeoutMs;

  server.on('error', (error) => {
    logger.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    logger.info({ host: config.host, port, publicOrigin: config.publicOrigin }, `listening on http://${config.host}:${port}`);
  });

  let stopping = false;
  // While draining, every response closes its connection so that keep-alive clients cannot
  // hold the server open; this runs before the app writes anything.
  server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    const timer = setTimeout(() => {
      logger.error({ afterMs: Date.now() - started }, 'shutdown timed out; closing remaining connections');
      server.closeAllConnections();
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    // close() stops accepting and resolves once every connection has ended; idle keep-alive
    // sockets are closed now, busy ones once their response is sent (Node >= 19).
    server.close(() => {
      clearInterval(sweeper);
      logger.info({ afterMs: Date.now() - started }, 'shutdown complete');
      process.exit(0);
    });
    // close() ends the sockets idle right now; sockets that go idle later (a response just
    // sent on a keep-alive connection) are swept here until none is left.
    server.closeIdleConnections();
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    sweeper.unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  return server;
}
