import { resolve } from 'node:path';
import { pino } from 'pino';
import { createRequestHandler } from '../../server/requestHandler.js';
import { loadConfig, type Config } from '../../server/config.js';
import { preloadAll } from '../../server/render.js';

/** The public origin the tests configure; canonical URLs must use it, never the Host header. */
export const ORIGIN = 'https://www.aldermere.example';

/**
 * Builds the real Express app from source against the built client (dist/), with a silent
 * logger unless one is given. Requires `node build.mjs` to have run (npm test does).
 */
export async function testApp(env: Record<string, string> = {}, logger = pino({ level: 'silent' })) {
  await preloadAll(resolve('dist/public'));
  const config: Config = loadConfig({ PUBLIC_ORIGIN: ORIGIN, ...env });
  return createRequestHandler({ config, distDir: resolve('dist'), logger });
}
