/**
 * Preloaded into the development server (`node --import <this file> scripts/dev/standby.mjs`,
 * scripts/dev.mjs), never into a production one. Two jobs:
 *   - The development server bundle leaves npm packages to Node. As the production bundle's
 *     plugin does (builder/bundles.mjs reactRouterProduction), `react-router` and
 *     `react-router/dom` resolve to React Router's production build, which its package map does
 *     not name: the server renders with the router the production bundle holds.
 *   - It finds the site's request handler, the SiteApp of server/app.ts that server/lifecycle.ts
 *     passes to http.createServer, and answers the dev loop over the IPC channel:
 *     { type: 'clear', id } empties the page cache (SiteApp.pages.clear()), so that the next
 *     request renders from the page data files as they are now, and is answered
 *     { type: 'cleared', id, ok }; { type: 'listening', port } is sent once the site listens.
 * A body edit then reaches the page without a rebuild or a restart: the server reads page data
 * from disk on every render, and the emptied cache makes it render again.
 */
import { createRequire, registerHooks, syncBuiltinESMExports } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const reactRouter = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const reactRouterFiles = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
registerHooks({
  resolve(specifier, context, next) {
    const file = reactRouterFiles[specifier];
    if (file === undefined) return next(specifier, context);
    return { url: pathToFileURL(join(reactRouter, file)).href, shortCircuit: true };
  },
});

const http = require('node:http');
const createServer = http.createServer;
/** The site's handler, once the server has been created. */
let site;

http.createServer = function createServerSeen(...args) {
  const server = createServer.apply(this, args);
  const handler = args.find((arg) => typeof arg === 'function');
  // The metrics server is an Express app too; the site's handler is the one with a page cache.
  if (site === undefined && typeof handler?.pages?.clear === 'function') {
    site = handler;
    server.once('listening', () => process.send?.({ type: 'listening', port: server.address().port }));
  }
  return server;
};
// The bundle imports createServer by name: this makes the ES module binding the patched function.
syncBuiltinESMExports();

process.on('message', (message) => {
  if (message?.type !== 'clear') return;
  site?.pages.clear();
  process.send?.({ type: 'cleared', id: message.id, ok: site !== undefined });
});
// The dev loop gone (killed without the chance to stop this server): stop too, not linger on.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
