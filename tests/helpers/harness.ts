import { afterAll, beforeAll } from 'vitest';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { SiteApp } from '../../server/app.js';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.js';
import { startServer, type RunningServer } from './server.js';
import { testApp } from './app.js';
import { listen } from './raw.js';

/**
 * For a browser suite: starts the built production server and Debian's Chromium before the
 * suite and stops both after it. The returned object's fields are set once beforeAll has run.
 */
export function useServerAndBrowser(env: Record<string, string> = {}): { server: RunningServer; browser: Browser } {
  const ctx = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    ctx.server = await startServer(env);
    ctx.browser = await launchChromium();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return ctx;
}

/**
 * For an HTTP suite that needs a real listening server (Node's parser, raw targets): builds
 * the app, listens on a free loopback port once its warm-up is done. Fields are set once
 * beforeAll ran.
 */
export function useListeningApp(): { app: SiteApp; port: number } {
  const ctx = {} as { app: SiteApp; port: number; server: Server };
  beforeAll(async () => {
    ctx.app = await testApp();
    ({ server: ctx.server, port: ctx.port } = await listen(ctx.app));
  });
  afterAll(async () => {
    ctx.server.close();
    await once(ctx.server, 'close');
  });
  return ctx;
}
