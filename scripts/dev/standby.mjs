/**
 * A development server process started ahead of need (scripts/dev.mjs spawns it while the
 * bundles build, with scripts/dev/serverHook.mjs preloaded): Node and the hook are loaded, the
 * server bundle is not. On { type: 'start', port, entry } it imports the bundle, which then
 * starts as `node dist/server/index.js` would, on that port. Saves a Node start-up per restart.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

process.on('message', function start(message) {
  if (message?.type !== 'start') return;
  process.off('message', start);
  // The server reads its configuration from the environment when its bundle is evaluated.
  process.env.PORT = String(message.port);
  import(pathToFileURL(resolve(message.entry)).href).catch((error) => {
    console.error(error);
    process.exit(1);
  });
});
