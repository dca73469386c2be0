import { beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { Writable } from 'node:stream';
import { resolve } from 'node:path';
import { ORIGIN } from '../helpers/app.js';
import { loadConfig } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { createApp, type SiteApp } from '../../server/app.js';

/*
 * A page whose render never finishes (it waits for a promise that never settles), through the
 * real path: the page module is replaced for this file only (vi.mock).
 */
vi.mock('../../shared/pages/Careers.tsx', async () => {
  const { use } = await import('react');
  const never = new Promise<never>(() => undefined);
  return {
    default: function Careers(): never {
      return use(never);
    },
  };
});

const raw: string[] = [];
let app: SiteApp;

beforeAll(() => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line !== '') raw.push(line);
      callback();
    },
  });
  // Not waiting for the warm-up: it meets the same render.
  app = createApp({
    config: loadConfig({ PUBLIC_ORIGIN: ORIGIN }),
    distDir: resolve('dist'),
    logger: createLogger('info', stream),
  });
});

describe('a render that never finishes', () => {
  it('is aborted after 10 s: the 500 page, a log line with the reason, and other pages serving meanwhile', async () => {
    const started = Date.now();
    const hanging = request(app).get('/careers');
    expect((await request(app).get('/about')).status).toBe(200);
    const res = await hanging;
    expect(res.status).toBe(500);
    expect(res.text).toContain('<h1>Something went wrong</h1>');
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    expect(await app.warmedUp).toBe(false);
    expect((await request(app).get('/readyz')).status).toBe(503);
    const logged = raw.map((l) => JSON.parse(l) as { msg: string; err?: { message?: string } });
    const failure = logged.find((l) => l.msg.startsWith('GET /careers 500'));
    expect(failure?.err?.message).toBe('rendering /careers took over 10000 ms');
  }, 30_000);
});
