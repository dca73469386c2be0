/**
 * Process entry: reads the configuration, preloads every page, starts listening, and shuts
 * down gracefully on SIGTERM/SIGINT. Run with `node dist/server/index.js`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { createRequestHandler } from './requestHandler.js';
import { preloadAll } from './render.js';
import { startServer } from './lifecycle.js';
import { startMetricsServer } from './metrics.js';

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(2);
  }
  throw error;
}

const logger = createLogger(config.logLevel);
const distDir = fileURLToPath(new URL('..', import.meta.url));

const started = performance.now();
await preloadAll(join(distDir, 'public'));
const preloaded = performance.now();
const app = createRequestHandler({ config, distDir, logger });
logger.info(
  {
    loadMs: Math.round(started),
    preloadMs: Math.round(preloaded - started),
    createAppMs: Math.round(performance.now() - preloaded),
  },
  'start-up: modules loaded, pages preloaded, app created',
);
startServer(app, config, logger, { onShutdownStart: () => app.stopBeingReady() });
if (app.metrics !== undefined && config.metricsPort !== undefined) {
  startMetricsServer(app.metrics, config.host, config.metricsPort, (port) => {
    logger.info({ port }, `metrics on http://${config.host}:${port}/metrics`);
  }).on('error', (error) => {
    logger.fatal({ err: error }, `cannot listen for metrics on ${config.host}:${config.metricsPort}`);
    process.exit(1);
  });
}
