import { resolve } from 'node:path';
import { pino } from 'pino';
import { createApp, type SiteApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';

/** The public origin the tests configure; canonical URLs must use it, never the Host header. */
export const ORIGIN = 'https://www.aldermere.example';

/**
 * Builds the real Express app from source against the built client (dist/, or `distDir` laid
 * out as it is), with a silent logger unless one is given, and waits for its warm-up. Requires
 * `node build.mjs` to have run (npm test does).
 */
export async function testApp(
  env: Record<string, string> = {},
  logger = pino({ level: 'silent' }),
  distDir = resolve('dist'),
): Promise<SiteApp> {
  const config: Config = loadConfig({ PUBLIC_ORIGIN: ORIGIN, ...env });
  const app = createApp({ config, distDir, logger });
  await app.warmedUp;
  return app;
}
