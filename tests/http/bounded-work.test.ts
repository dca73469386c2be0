import { beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testApp, ORIGIN } from '../helpers/app.js';
import { allPaths } from '../helpers/paths.js';
import { listen, rawRequest, type RawResponse } from '../helpers/raw.js';
import { startServer } from '../helpers/server.js';
import { cutAfter } from '../../server/lifecycle.js';
import type { SiteApp } from '../../server/app.js';

/*
 * The server's work is bounded by the site, not by what clients send: the page cache is keyed
 * by canonical URLs from the route table, so other spellings redirect and everything else
 * shares one cached 404 page per kind.
 */

let app: SiteApp;
let port: number;
beforeAll(async () => {
  app = await testApp();
  ({ port } = await listen(app));
});

/** How many entries the cache holds and how many renders it has made. */
const work = () => {
  const { entries, renders } = app.pages.stats();
  return { entries, renders };
};

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(port, target, headers, method);

function decoded(res: RawResponse): Buffer {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.body);
  if (coding === 'gzip') return gunzipSync(res.body);
  return res.body;
}

/** Other spellings of real pages, and paths that name nothing: 1,000 distinct targets. */
function hostileTargets(): string[] {
  const targets: string[] = [];
  for (let i = 0; i < 200; i++) {
    const page = allPaths[i % allPaths.length]!;
    const flipped = [...page].map((c, j) => ((i + j) % 3 === 0 ? c.toUpperCase() : c)).join('');
    targets.push(
      `${flipped}?n=${i}`, // letter case
      page.replace(/[a-z]/u, (c) => `%${c.charCodeAt(0).toString(16)}`) + `?i=${i}`, // escaped unreserved
      `/${'/'.repeat(1 + (i % 4))}${page.slice(1)}?r=${i}`, // repeated slashes
      `/unknown-${i}/x`, // unknown path
      `/insights/no-such-article-${i}`, // unknown article slug
    );
  }
  return targets;
}

describe('a cache bounded by the site', () => {
  it('1,000 distinct spellings and unknown paths neither add nor render anything', async () => {
    for (const path of [...allPaths, '/nope', '/insights/nope', '/knowledge/nope']) await get(path);
    const before = work();
    const statuses = new Map<number, number>();
    for (const target of hostileTargets()) {
      const res = await get(target, { 'Accept-Encoding': 'gzip, deflate, br' });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect(work()).toEqual(before);
    expect(statuses.get(301)).toBeGreaterThanOrEqual(550);
    expect(statuses.get(404)).toBeGreaterThanOrEqual(400);
    expect(statuses.get(301)! + statuses.get(404)! + (statuses.get(200) ?? 0)).toBe(1_000);
  });

  it('a query parameter a page does not read is not a variant', async () => {
    const plain = await get('/about', { 'Accept-Encoding': 'identity' });
    const banking = await get('/insights?category=banking', { 'Accept-Encoding': 'identity' });
    const before = work();
    for (const query of ['category=banking', 'utm_source=x', 'category=banking&page=2', 'a[b]=c']) {
      const res = await get(`/about?${query}`, { 'Accept-Encoding': 'identity' });
      expect(res.headers.etag, query).toBe(plain.headers.etag);
    }
    // On a list page the first category wins, as the browser's URLSearchParams reads it.
    const repeated = await get('/insights?utm=1&category=banking&category=legal', { 'Accept-Encoding': 'identity' });
    expect(repeated.headers.etag).toBe(banking.headers.etag);
    expect(work()).toEqual(before);
  });
});

describe('404 pages come from the cache', () => {
  const variants: [string, string[]][] = [
    [
      'the site 404',
      ['/nope', '/a/b/c', '/services/unknown', '/insights/a/b', '/%F0%9F%92%A9', '/\\evil.example', '/assets-x'],
    ],
    ['an unknown insight', ['/insights/nope', '/insights/x-1', '/INSIGHTS/Nope', '/%69nsights/nope']],
    ['an unknown guide', ['/knowledge/nope', '/knowledge/x-1', '/Knowledge/Nope']],
  ];
  it.each(variants)('%s: one cached page, 404, noindex, ETag, compressed', async (_name, paths) => {
    const before = work();
    const bodies = new Set<string>();
    const etags = new Set<string>();
    for (const path of paths) {
      for (const coding of ['br', 'gzip', 'identity']) {
        const res = await get(path, { 'Accept-Encoding': coding });
        expect(res.status, path).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBeDefined();
        expect(res.headers.vary).toMatch(/Accept-Encoding/u);
        expect(res.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
        expect(res.headers.location).toBeUndefined();
        etags.add(`${coding} ${res.headers.etag}`);
        bodies.add(decoded(res).toString('utf8'));
      }
    }
    expect(bodies.size).toBe(1);
    expect(etags.size).toBe(3);
    expect([...bodies][0]).toContain('<meta name="robots" content="noindex">');
    expect(work()).toEqual(before);
  });

  it('the three variants differ from each other', async () => {
    const bodies = await Promise.all(
      ['/nope', '/insights/nope', '/knowledge/nope'].map((p) => get(p).then((r) => r.body.toString())),
    );
    expect(new Set(bodies).size).toBe(3);
    expect(bodies[1]).toContain('Back to Insights');
    expect(bodies[2]).toContain('Back to Knowledge Center');
  });

  it('a conditional request for a 404 is still a 404 (preconditions apply to 2xx only)', async () => {
    const first = await get('/nope', { 'Accept-Encoding': 'gzip' });
    const again = await get('/nope', { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(404);
    expect(again.body.length).toBeGreaterThan(0);
  });
});

describe('other spellings of a page redirect to its canonical path', () => {
  it.each([
    ['/ABOUT', '/about'],
    ['/About?x=1', '/about?x=1'],
    ['/%61bout', '/about'],
    ['/insights/%66uture-of-crypto-licensing', '/insights/future-of-crypto-licensing'],
    ['//about', '/about'],
    ['/./about', '/about'],
    ['/legal/x/../disclaimer', '/legal/disclaimer'],
    ['/%2e%2e/about', '/about'],
    ['/about/', '/about'],
    ['/insights/?category=banking', '/insights?category=banking'],
    ['/Robots.txt', '/robots.txt'],
    ['http://evil.example/about/', '/about'],
  ])('%s -> %s', async (target, location) => {
    const res = await get(target);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/u);
  });

  it('a path that names no page is a 404, not a redirect', async () => {
    for (const target of ['/about/x', '/abouts', '/insights%2fall-articles', '/about%5c', '/ab%20out']) {
      expect((await get(target)).status, target).toBe(404);
    }
  });
});

describe('no redirect leaves the site', () => {
  // Paths a browser would resolve off-site if they were echoed into a Location.
  const hostile = [
    '/\\evil.example/',
    '/\\/evil.example/',
    '/\\\\evil.example/',
    '//evil.example/',
    '///evil.example/',
    '/%2fevil.example/',
    '/%2F%2Fevil.example/',
    '/%5cevil.example/',
    '/%5C%5Cevil.example/',
    '/\t/evil.example/',
    '/%09/evil.example/',
    '/%0a/evil.example/',
    '/./evil.example/',
    '/../evil.example/',
    '/.%2e/%2e%2e//evil.example/',
    '/about/..//evil.example/',
    '//evil.example/about/',
    '/ABOUT/?next=//evil.example',
    '/About?\\evil.example',
    '/About?%0d%0aLocation:%20http://evil.example',
    '/about/?\t//evil.example',
    'http://evil.example//evil2.example/',
    'https://evil.example/About',
    'http://evil.example/\\evil2.example/',
  ];
  it.each(hostile)('%s', async (target) => {
    let res: RawResponse;
    try {
      res = await get(target);
    } catch {
      return; // refused by the client library before sending (e.g. a raw tab): nothing to follow
    }
    expect(res.status).toBeLessThan(500);
    const location = res.headers.location;
    if (location !== undefined) {
      expect(res.status).toBe(301);
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/u);
      expect(location).toMatch(/^\/[a-z]/u);
      expect(location).toMatch(/^[\x21-\x7e]+$/u);
      // WHATWG URL parsing, as a browser resolves the header against the page's URL.
      expect(new URL(location, `${ORIGIN}/a/b`).origin).toBe(ORIGIN);
    }
  });
});

describe('request targets and headers', () => {
  it.each(['*x', '*', '*/about', 'ftp://evil.example/about', 'about', 'evil.example/about'])(
    'GET %s is 400',
    async (target) => {
      // (Node's own parser refuses the last two before the app sees them.)
      expect((await get(target)).status).toBe(400);
    },
  );

  it('two Host headers are 400 (RFC 9112 §3.2)', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let reply = '';
    socket.on('data', (c: Buffer) => (reply += c.toString('latin1')));
    socket.write('GET /about HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n');
    await once(socket, 'close');
    expect(reply).toMatch(/^HTTP\/1\.1 400 /u);
  });
});

describe('the production server', () => {
  it('answers asterisk-form and junk targets with 400 and writes only JSON lines', async () => {
    const server = await startServer({ TRUST_PROXY: '1' });
    try {
      const targets = [
        '*x',
        '*anything/at/all',
        '/About',
        '/\\evil.example/',
        '/nope',
        '/insights/nope',
        '/%zz',
        '/%00',
      ];
      for (const target of targets) await rawRequest(server.port, target);
      // Forged forwarded values: not an address, not a protocol, and 6 KB long.
      await rawRequest(server.port, '/about', {
        'X-Forwarded-For': '{"x":1}',
        'X-Forwarded-Proto': 'javascript',
        'X-Request-Id': 'forged-1',
      });
      await rawRequest(server.port, '/about', {
        'X-Forwarded-For': `10.0.0.1, ${'9'.repeat(6_000)}`,
        'X-Forwarded-Proto': `https${'x'.repeat(6_000)}`,
        'X-Request-Id': 'forged-2',
      });
      await rawRequest(server.port, '/about', {
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Proto': 'HTTPS',
        'X-Request-Id': 'forwarded-ok',
      });
      expect((await rawRequest(server.port, '*x')).status).toBe(400);
      await new Promise((r) => setTimeout(r, 200));
      const parsed = server.logs.map(
        (line) =>
          JSON.parse(line) as {
            req?: { id?: string; ip?: string; protocol?: string; path?: string };
            res?: { status?: number };
          },
      );
      // A target with no path is logged as sent (it reached Express as "/", marked for the 400).
      expect(parsed.some((l) => l.req?.path === '*x' && l.res?.status === 400)).toBe(true);
      expect(server.stderr()).toBe('');
      for (const line of server.logs) expect(line.length).toBeLessThan(4_096);
      const byId = (id: string) => parsed.find((l) => l.req?.id === id)?.req;
      expect(byId('forged-1')).toMatchObject({ ip: '127.0.0.1', protocol: 'http' });
      expect(byId('forged-2')).toMatchObject({ ip: '127.0.0.1', protocol: 'http' });
      expect(byId('forwarded-ok')).toMatchObject({ ip: '203.0.113.7', protocol: 'https' });
    } finally {
      await server.stop();
    }
  });

  it('cuts a slow-loris request within a second or two of REQUEST_TIMEOUT_MS', async () => {
    const server = await startServer({ REQUEST_TIMEOUT_MS: '2000' });
    try {
      const socket = connect(server.port, '127.0.0.1');
      await once(socket, 'connect');
      const started = Date.now();
      let reply = '';
      socket.on('data', (c: Buffer) => (reply += c.toString('latin1')));
      socket.on('error', () => {});
      socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\n');
      // Trickle a header line every 500 ms, never finishing the request.
      const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 500);
      // Not events.once: it rejects on 'error', and a trickled write racing the server's close
      // can meet ECONNRESET (seen on Node 24) after the 408 has arrived.
      const closed = new Promise((r) => socket.once('close', r));
      await Promise.race([closed, new Promise((r) => setTimeout(r, 10_000))]);
      clearInterval(trickle);
      const elapsed = Date.now() - started;
      socket.destroy();
      expect(reply).toMatch(/^HTTP\/1\.1 408 /u);
      expect(elapsed).toBeGreaterThanOrEqual(1_900);
      expect(elapsed).toBeLessThan(5_000);
    } finally {
      await server.stop();
    }
  });
});

describe('a response unfinished after the response timeout', () => {
  it('has its connection closed', async () => {
    // A response that never ends stands for a client reading at a trickle.
    const server: Server = createServer((_req, res) => {
      cutAfter(res, 300);
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('partial');
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.on('error', () => {});
    socket.resume();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const started = Date.now();
    await Promise.race([once(socket, 'close'), new Promise((r) => setTimeout(r, 5_000))]);
    expect(socket.readableEnded).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    server.close();
  });
});
