/**
 * Process entry: reads the configuration, builds the app, starts listening (and the metrics
 * server when METRICS_PORT is set), and shuts down gracefully on SIGTERM/SIGINT. Run with
 * `node dist/server/index.js`.
 */
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { createApp } from './app.js';
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
const app = createApp({ config, distDir: fileURLToPath(new URL('..', import.meta.url)), logger });
startServer(app, config, logger, { onShutdownStart: () => app.stopBeingReady() });
if (app.metrics !== undefined && config.metricsPort !== undefined) {
  startMetricsServer(app.metrics, config.host, config.metricsPort, (port) => {
    logger.info({ port }, `metrics on http://${config.host}:${port}/metrics`);
  }).on('error', (error) => {
    logger.fatal({ err: error }, `cannot listen for metrics on ${config.host}:${config.metricsPort}`);
    process.exit(1);
  });
}
