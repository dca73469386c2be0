import { describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { Writable } from 'node:stream';
import { testApp, ORIGIN } from '../helpers/app.js';
import { createLogger } from '../../server/logger.js';

interface LogLine {
  req?: { id?: string; ip?: string; protocol?: string; path?: string };
}

/** An app built with TRUST_PROXY set (or not), logging through the real logger into memory. */
async function appWithLog(env: Record<string, string>) {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line !== '') raw.push(line);
      callback();
    },
  });
  const app = await testApp(env, createLogger('info', stream));
  /** Sends GET /about with the given headers and returns the request's log line. */
  async function logged(id: string, headers: Record<string, string>) {
    let req = request(app).get('/about').set('X-Request-Id', id);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    const res = await req.expect(200);
    let line: LogLine | undefined;
    await vi.waitFor(() => {
      line = raw.map((l) => JSON.parse(l) as LogLine).find((l) => l.req?.id === id);
      expect(line).toBeDefined();
    });
    return { res, req: line!.req! };
  }
  return { app, logged };
}

const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/u;
const forged = { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' };

describe('TRUST_PROXY unset: forwarded headers are ignored', () => {
  it.each([
    ['unset', {}],
    ['off', { TRUST_PROXY: 'off' }],
    ['0', { TRUST_PROXY: '0' }],
  ])('%s', async (_label, env: Record<string, string>) => {
    const { logged } = await appWithLog(env);
    const { req, res } = await logged('proxy-off', forged);
    expect(req.ip).toMatch(LOOPBACK);
    expect(req.protocol).toBe('http');
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/about">`);
    expect(res.text).not.toContain('evil.example');
  });

  it('without forwarded headers the log has the socket address and http', async () => {
    const { logged } = await appWithLog({});
    const { req } = await logged('proxy-none', {});
    expect(req.ip).toMatch(LOOPBACK);
    expect(req.protocol).toBe('http');
  });
});

describe('TRUST_PROXY set: the client address and protocol come from the proxy', () => {
  it.each([
    ['a hop count', { TRUST_PROXY: '1' }],
    ['loopback', { TRUST_PROXY: 'loopback' }],
    ['an address list', { TRUST_PROXY: '127.0.0.1, ::1' }],
  ])('%s', async (_label, env: Record<string, string>) => {
    const { logged } = await appWithLog(env);
    const { req, res } = await logged('proxy-on', forged);
    expect(req.ip).toBe('203.0.113.7');
    expect(req.protocol).toBe('https');
    // The canonical URL is still PUBLIC_ORIGIN, whatever the proxy says the host is.
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/about">`);
    expect(res.text).not.toContain('evil.example');
  });

  it('one trusted hop takes the address the proxy saw, not a client-forged leftmost entry', async () => {
    const { logged } = await appWithLog({ TRUST_PROXY: '1' });
    const { req } = await logged('proxy-hops', {
      'X-Forwarded-For': '198.51.100.1, 203.0.113.7',
      'X-Forwarded-Proto': 'http',
    });
    expect(req.ip).toBe('203.0.113.7');
    expect(req.protocol).toBe('http');
  });

  it('a trusted address list stops at the first untrusted hop', async () => {
    const { logged } = await appWithLog({ TRUST_PROXY: 'loopback' });
    const { req } = await logged('proxy-list', { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' });
    expect(req.ip).toBe('203.0.113.7');
  });

  it('a proxy that is not trusted is ignored', async () => {
    const { logged } = await appWithLog({ TRUST_PROXY: '10.0.0.0/8' });
    const { req } = await logged('proxy-untrusted', forged);
    expect(req.ip).toMatch(LOOPBACK);
    expect(req.protocol).toBe('http');
  });
});
