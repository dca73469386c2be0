/** Process entry (`npm start`): the configuration (exit 2 on a bad value), the app, its server, the metrics server. */
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './config.js';
import { createLogger } from './logger.js';
import { createApp } from './app.js';
import { startServer } from './lifecycle.js';
import { metricsApp } from './metrics.js';

const config = loadConfigOrExit(process.env);
const { host, metricsPort } = config;
const logger = createLogger(config.logLevel);
const app = createApp({ config, distDir: fileURLToPath(new URL('..', import.meta.url)), logger });
startServer(app, config, logger, () => app.stopBeingReady());
if (app.metrics !== undefined && metricsPort !== undefined) {
  // Express calls back once: when listening, or with the error that prevented it.
  metricsApp(app.metrics).listen(metricsPort, host, (error?: Error) => {
    if (error === undefined) return logger.info(`metrics on http://${host}:${metricsPort}/metrics`);
    logger.fatal({ err: error }, `cannot listen for metrics on ${host}:${metricsPort}`);
    process.exit(1);
  });
}
