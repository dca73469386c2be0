import { describe, expect, it } from 'vitest';
import type { IncomingHttpHeaders } from 'node:http';
import { useListeningApp } from '../helpers/harness.js';
import { rawRequest, type RawResponse } from '../helpers/raw.js';
import { allPaths } from '../helpers/paths.js';
import { ORIGIN } from '../helpers/app.js';

/*
 * A page must answer the same whichever way it is asked for: its first request (which may
 * render it, if the warm-up has not) and every later one, and an
 * origin-form or an absolute-form target (RFC 9112 §3.2.2). All must be indistinguishable on
 * the wire.
 */
const ctx = useListeningApp();

/** Headers that differ between any two responses by design. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

function comparable(res: RawResponse): { status: number; headers: IncomingHttpHeaders; body: string } {
  const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_RESPONSE.has(name)));
  return { status: res.status, headers, body: res.body.toString('base64') };
}

const VARIANTS: { name: string; headers: Record<string, string>; method?: string }[] = [
  { name: 'br', headers: { 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
  { name: 'identity', headers: {} },
  { name: 'HEAD', headers: { 'accept-encoding': 'gzip, deflate, br' }, method: 'HEAD' },
];

const targets = [
  ...allPaths,
  '/insights?category=banking',
  '/insights/all-articles?category=legal&utm_source=x',
  '/robots.txt',
  '/sitemap.xml',
  '/insights/feed/banking.xml',
  '/favicon.svg',
];

describe('first and later requests, origin and absolute form, answer identically', () => {
  it.each(targets)('%s', async (target) => {
    const absolute = `${ORIGIN}${target}`;
    // The first render, then the cached copy.
    const first = await rawRequest(ctx.port, target);
    expect(first.status).toBe(200);
    expect(comparable(await rawRequest(ctx.port, target))).toEqual(comparable(first));
    for (const variant of VARIANTS) {
      const origin = await rawRequest(ctx.port, target, variant.headers, variant.method);
      const absoluteForm = await rawRequest(ctx.port, absolute, variant.headers, variant.method);
      expect(origin.status, variant.name).toBe(200);
      expect(comparable(absoluteForm), variant.name).toEqual(comparable(origin));
    }
    // Revalidation: 304 with the same headers from both paths.
    const etag = (await rawRequest(ctx.port, target, { 'accept-encoding': 'gzip' })).headers.etag!;
    const conditional = { 'accept-encoding': 'gzip', 'if-none-match': etag };
    const origin304 = await rawRequest(ctx.port, target, conditional);
    const absolute304 = await rawRequest(ctx.port, absolute, conditional);
    expect(origin304.status).toBe(304);
    expect(origin304.body.length).toBe(0);
    expect(comparable(absolute304)).toEqual(comparable(origin304));
  });

  it('answers what is not a page: 414, 405, trailing slash, malformed encoding', async () => {
    expect((await rawRequest(ctx.port, `/about?${'q'.repeat(9000)}`)).status).toBe(414);
    expect((await rawRequest(ctx.port, '/about', {}, 'DELETE')).status).toBe(405);
    expect((await rawRequest(ctx.port, '/about/')).status).toBe(301);
    expect((await rawRequest(ctx.port, '/about%')).status).toBe(400);
  });
});
