import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { connect } from 'node:net';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { testApp, ORIGIN } from '../helpers/app.js';
import { allPaths } from '../helpers/paths.js';
import { readManifest } from '../../server/manifest.js';
import { useListeningApp } from '../helpers/harness.js';
import { rawRequest } from '../helpers/raw.js';

const manifest = readManifest('dist');
const entry = manifest.entry.file;

const ctx = useListeningApp();

/** A request whose target is sent exactly as given, with the body as text. */
async function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await rawRequest(ctx.port, path, headers, method);
  return { ...res, body: res.body.toString('utf8') };
}

/** Writes bytes on a plain socket and returns everything the server sent before closing. */
async function rawSocket(bytes: string): Promise<string> {
  const socket = connect(ctx.port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (c: Buffer) => (received += c.toString('latin1')));
  socket.on('error', () => {}); // the server may reset after answering; what it sent is enough
  socket.write(bytes);
  await Promise.race([once(socket, 'close'), new Promise((r) => setTimeout(r, 5_000))]);
  socket.destroy();
  return received;
}

describe('malformed percent-encoding is 400', () => {
  it.each([
    '/%E0%A4%A',
    '/about%',
    '/insights/%zz',
    '/%',
    '/%C0%AF',
    '/assets/%zz.js',
    '/assets/%C0%AE%C0%AE/x',
    '/about%zz?secret=abc',
  ])('%s', async (path) => {
    const res = await raw(path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/u);
  });
});

/** Markers of files that must never be served: the server bundle, sources, package.json, manifest. */
const SECRETS = ['createRequestHandler', 'loadConfig', 'import {', 'import{', '"dependencies"', '"modules"'];

describe('path traversal never reaches the file system', () => {
  const attempts = [
    // plain dot segments, sent raw
    '/assets/../server/index.js',
    '/assets/../../server/index.js',
    '/assets/../../../server/app.ts',
    '/assets/../../../package.json',
    '/assets/../../manifest.json',
    // encoded dot segments and slashes
    '/assets/%2e%2e%2fserver/index.js',
    '/assets/%2e%2e%2f%2e%2e%2fserver/index.js',
    '/assets/%2e%2e/%2e%2e/server/index.js',
    '/assets/..%2f..%2fmanifest.json',
    '/assets/%2E%2E%2F%2E%2E%2Fpackage.json',
    // double-encoded
    '/assets/%252e%252e%252fserver/index.js',
    '/assets/%252e%252e%252f%252e%252e%252fserver%252findex.js',
    // backslashes, encoded and raw
    '/assets/..%5cserver/index.js',
    '/assets/..%5c..%5cserver%5cindex.js',
    '/assets/..\\..\\server\\index.js',
    // null bytes
    `${entry}%00`,
    `${entry}%00.css`,
    '/assets/%00../../server/index.js',
    '/assets/..%00/..%00/server/index.js',
    // outside /assets/ (the unhashed public folder)
    '/../../server/index.js',
    '/%2e%2e/%2e%2e/server/index.js',
    '/..%2f..%2fpackage.json',
    '/..%5c..%5cpackage.json',
    '/favicon.svg%00',
  ];
  it.each(attempts)('%s', async (path) => {
    const res = await raw(path, { 'Accept-Encoding': 'identity' });
    expect([400, 404]).toContain(res.status);
    for (const marker of SECRETS) expect(res.body).not.toContain(marker);
  });
});

describe('a null byte anywhere in the path is 400', () => {
  it.each([`${entry}%00`, '/about%00', '/%00', '/assets/%00', '/favicon.svg%00.txt'])('%s', async (path) => {
    const res = await raw(path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/u);
  });
});

describe('limits', () => {
  it('an over-long URL is 414', async () => {
    const res = await raw(`/${'a'.repeat(9_000)}`);
    expect(res.status).toBe(414);
    expect(
      await request(ctx.app)
        .get(`/about?q=${'x'.repeat(9_000)}`)
        .then((r) => r.status),
    ).toBe(414);
  });

  it('a 20 KB header is 431 (from Node, before the app)', async () => {
    const reply = await rawSocket(
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\nConnection: close\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 431 /u);
  });
});

describe('methods other than GET and HEAD are 405 with Allow', () => {
  const methods = ['OPTIONS', 'TRACE', 'PUT', 'DELETE', 'POST', 'PATCH'];
  const targets = ['/', '/about', entry, '/no-such-page', '/healthz', '/robots.txt'];
  it.each(methods.flatMap((m) => targets.map((t) => [m, t])))('%s %s', async (method, path) => {
    const res = await raw(path, {}, method);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
  it('OPTIONS * is 405', async () => {
    const res = await raw('*', {}, 'OPTIONS');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('HEAD matches GET without a body', () => {
  const compared = [
    'content-type',
    'content-length',
    'etag',
    'cache-control',
    'vary',
    'content-encoding',
    'content-security-policy',
  ];
  it.each([...allPaths, '/robots.txt', '/sitemap.xml', '/favicon.svg', entry])('%s', async (path) => {
    for (const coding of ['identity', 'gzip']) {
      const get = await raw(path, { 'Accept-Encoding': coding });
      const head = await raw(path, { 'Accept-Encoding': coding }, 'HEAD');
      expect(get.status).toBe(200);
      expect(head.status).toBe(get.status);
      expect(get.headers['content-length']).toBeDefined();
      expect(get.headers.etag).toBeDefined();
      for (const name of compared) expect(head.headers[name], `${coding} ${name}`).toBe(get.headers[name]);
      expect(head.body).toBe('');
    }
  });
});

describe('the Host header never leaks into the page', () => {
  const hosts = [
    'evil.example',
    'evil.example:99999',
    '<script>alert(1)</script>',
    'a b c',
    '[::1',
    '..',
    'évil.example',
  ];
  it.each(hosts)('Host: %s', async (host) => {
    const res = await raw('/careers', { Host: host });
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/careers">`);
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}/careers">`);
    expect(res.body).not.toContain(host);
  });

  it('nor X-Forwarded-Host / X-Forwarded-Proto behind a trusted proxy', async () => {
    const proxied = await testApp({ TRUST_PROXY: '1' });
    const res = await request(proxied)
      .get('/careers')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil2.example')
      .set('X-Forwarded-Proto', 'http')
      .expect(200);
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/careers">`);
    expect(res.text).not.toContain('evil');
  });
});

describe('absolute-form request targets never redirect off-site', () => {
  it.each([
    ['http://evil.example/about/', '/about'],
    ['https://evil.example/', '/'],
    ['http://evil.example//evil2.example/', undefined],
    ['http://evil.example/insights/?category=banking', '/insights?category=banking'],
  ])('%s', async (target, location) => {
    const res = await raw(target);
    if (res.status === 301) expect(res.headers.location).toBe(location);
    else expect(res.status).toBe(location === undefined ? 404 : 200);
    expect(res.headers.location ?? '').not.toContain('evil.example');
  });

  it('an absolute-form target renders the page it names, canonical from PUBLIC_ORIGIN', async () => {
    const res = await raw('http://evil.example/about');
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/about">`);
  });
});

describe('Range requests on assets', () => {
  it('bytes=0-99 with identity coding is 206 with the first 100 bytes', async () => {
    const file = readFileSync(`dist/public${entry}`);
    const res = await request(ctx.app)
      .get(entry)
      .set('Accept-Encoding', 'identity')
      .set('Range', 'bytes=0-99')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${file.length}`);
    expect(res.headers['content-length']).toBe('100');
    const body = res.body as Buffer;
    expect(body.length).toBe(100);
    expect(body.equals(file.subarray(0, 100))).toBe(true);
  });

  it('an unsatisfiable range is 416, not a 500', async () => {
    const res = await raw(entry, { 'Accept-Encoding': 'identity', Range: 'bytes=999999999-' });
    expect(res.status).toBe(416);
  });
});

describe('junk never causes a 500', () => {
  it.each([
    ['query junk', '/insights?category=%zz&category=legal&x[y]=1'],
    ['repeated category', '/insights?category=legal&category=banking'],
    ['long query', `/insights?${'a=1&'.repeat(1_000)}`],
    ['unicode path', '/%F0%9F%92%A9'],
    ['dots', '/./about'],
    ['encoded slash', '/insights%2fall-articles'],
  ])('%s', async (_label, path) => {
    const res = await raw(path);
    expect(res.status).toBeLessThan(500);
  });

  it.each([
    ['Accept-Encoding', 'br;q=abc, gzip;q=-1, *;q=0'],
    ['If-None-Match', 'W/"", ,,, "'],
    ['Range', 'bytes=zz'],
    ['X-Forwarded-For', 'not an ip, also not'],
    ['Accept', '*/*;q=banana'],
  ])('%s: %s', async (name, value) => {
    const res = await raw('/about', { [name]: value });
    expect(res.status).toBeLessThan(500);
  });
});
