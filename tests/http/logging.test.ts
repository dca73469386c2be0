import { beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { Writable } from 'node:stream';
import { testApp } from '../helpers/app.js';
import { createLogger } from '../../server/logger.js';

interface LogLine {
  level: number;
  msg: string;
  responseTime?: number;
  req?: { id?: string; method?: string; path?: string; ip?: string; protocol?: string };
  res?: { status?: number };
  [key: string]: unknown;
}

/** The production logger (server/logger.ts) writing JSON lines into memory. */
function memoryLogger() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line !== '') raw.push(line);
      callback();
    },
  });
  return { logger: createLogger('info', stream), raw, lines: () => raw.map((l) => JSON.parse(l) as LogLine) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

let app: RequestListener;
let log: ReturnType<typeof memoryLogger>;

/** The log lines of one request, waiting for the first to be written. */
async function linesFor(id: string): Promise<LogLine[]> {
  await vi.waitFor(() => expect(log.lines().some((l) => l.req?.id === id)).toBe(true), { timeout: 2_000 });
  return log.lines().filter((l) => l.req?.id === id);
}

beforeAll(async () => {
  log = memoryLogger();
  app = await testApp({}, log.logger);
});

describe('one JSON line per request', () => {
  it('has method, path, status, responseTime and the request id', async () => {
    const res = await request(app).get('/about').set('X-Request-Id', 'req-fields-1').expect(200);
    expect(res.headers['x-request-id']).toBe('req-fields-1');
    const lines = await linesFor('req-fields-1');
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.level).toBe(30);
    expect(line.req).toMatchObject({ id: 'req-fields-1', method: 'GET', path: '/about' });
    expect(line.res).toEqual({ status: 200 });
    expect(typeof line.responseTime).toBe('number');
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(line.msg).toContain('/about');
    // Every raw line is a single JSON object.
    for (const rawLine of log.raw) expect(() => JSON.parse(rawLine) as unknown).not.toThrow();
  });

  it('logs HEAD and asset requests too', async () => {
    await request(app).head('/careers').set('X-Request-Id', 'req-head-1').expect(200);
    expect((await linesFor('req-head-1'))[0]!.req).toMatchObject({ method: 'HEAD', path: '/careers' });
  });
});

describe('request id', () => {
  it.each(['abc-123', 'a.b:c_d-e', 'x'.repeat(128), '0f8fad5b-d9cb-469f-a165-70867728950e'])(
    'a well-formed id %s is honoured and echoed',
    async (id) => {
      const res = await request(app).get('/').set('X-Request-Id', id).expect(200);
      expect(res.headers['x-request-id']).toBe(id);
      expect(await linesFor(id)).toHaveLength(1);
    },
  );

  it('without one, an id is generated, echoed and logged', async () => {
    const res = await request(app).get('/insights').expect(200);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(await linesFor(id)).toHaveLength(1);
  });

  it('generated ids differ per request', async () => {
    const a = (await request(app).get('/')).headers['x-request-id'];
    const b = (await request(app).get('/')).headers['x-request-id'];
    expect(a).not.toBe(b);
  });

  it.each([
    ['300 characters', 'x'.repeat(300)],
    ['spaces', 'has spaces in it'],
    ['a newline attempt', 'abc%0a{"level":60}'],
    ['quotes and braces', '"},{"admin":true'],
    ['empty', ''],
  ])('a malformed id (%s) is replaced', async (_label, bad) => {
    const res = await request(app).get('/about').set('X-Request-Id', bad).expect(200);
    const id = res.headers['x-request-id'] as string;
    expect(id).not.toBe(bad);
    expect(id).toMatch(UUID);
    const lines = await linesFor(id);
    expect(lines).toHaveLength(1);
    if (bad !== '') expect(log.raw.some((l) => l.includes(bad))).toBe(false);
  });
});

describe('levels and messages', () => {
  it('a 404 is logged at warn with the path in the message', async () => {
    await request(app).get('/no-such-page').set('X-Request-Id', 'req-404-1').expect(404);
    const [line] = await linesFor('req-404-1');
    expect(line!.level).toBe(40);
    expect(line!.msg).toContain('/no-such-page');
    expect(line!.res).toEqual({ status: 404 });
  });

  it('an unknown asset 404 is warn too', async () => {
    await request(app).get('/assets/nope.js').set('X-Request-Id', 'req-404-2').expect(404);
    const [line] = await linesFor('req-404-2');
    expect(line!.level).toBe(40);
    expect(line!.msg).toContain('/assets/nope.js');
  });

  it('/healthz is not logged', async () => {
    await request(app).get('/healthz').set('X-Request-Id', 'req-health-1').expect(200);
    await request(app).get('/healthz?probe=1').set('X-Request-Id', 'req-health-2').expect(200);
    // A later request is logged, so anything /healthz would have written is written by now.
    await request(app).get('/about').set('X-Request-Id', 'req-after-health').expect(200);
    await linesFor('req-after-health');
    const lines = log.lines();
    expect(lines.some((l) => l.req?.id === 'req-health-1' || l.req?.id === 'req-health-2')).toBe(false);
    expect(lines.some((l) => l.req?.path === '/healthz')).toBe(false);
  });
});

describe('query strings are never logged', () => {
  it.each([
    ['malformed percent-encoding', '/about%zz?secret=abc', 400],
    ['a page', '/about?secret=abc', 200],
    ['a 404', '/no-such-page?secret=abc', 404],
    ['a redirect', '/about/?secret=abc', 301],
    ['an asset 404', '/assets/x.js?secret=abc', 404],
    ['a 405', '/about?secret=abc', 405],
  ])('%s', async (label, path, status) => {
    const id = `req-query-${label.replace(/\W+/gu, '-')}`;
    const req = status === 405 ? request(app).post(path) : request(app).get(path);
    await req.set('X-Request-Id', id).expect(status);
    const [line] = await linesFor(id);
    expect(line!.req!.path).toBe(path.slice(0, path.indexOf('?')));
    expect(log.raw.filter((l) => l.includes('secret'))).toEqual([]);
  });
});
