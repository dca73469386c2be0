import { describe, expect, it } from 'vitest';
import type { IncomingHttpHeaders } from 'node:http';
import { testApp } from '../helpers/app.js';
import { listen, rawRequest } from '../helpers/raw.js';

/*
 * A response held whole in memory (docs/decisions/036-request-path.md) goes out in one writeHead with the head made
 * when it was stored: the first request for a URL, which renders it through the whole pipeline, and every later one,
 * answered at the pipeline's second step, carry the same headers.
 */

/** The headers that differ from one response to the next. */
const own = (headers: IncomingHttpHeaders) => {
  const { date: _date, 'x-request-id': id, ...rest } = headers;
  expect(id).toMatch(/^[0-9a-f-]{36}$/u);
  return rest;
};

describe('a response made on a miss and the same response held', () => {
  it.each([
    ['a page no warm-up renders', '/insights?category=migration'],
    ['a search page', '/search?q=residence'],
    ['a search answer', '/api/search?q=residence'],
    ['a root file', '/sitemap.xml'],
  ])('%s has the same head, each coding and a 304', async (_label, target) => {
    const app = await testApp();
    const { server, port } = await listen(app);
    try {
      for (const coding of ['br', 'gzip', 'identity']) {
        const first = await rawRequest(port, target, { 'Accept-Encoding': coding });
        const again = await rawRequest(port, target, { 'Accept-Encoding': coding });
        expect(first.status, coding).toBe(200);
        expect(own(again.headers), coding).toEqual(own(first.headers));
        expect(again.body.equals(first.body), coding).toBe(true);
        const notModified = await rawRequest(port, target, {
          'Accept-Encoding': coding,
          'If-None-Match': first.headers.etag!,
        });
        expect(notModified.status, coding).toBe(304);
        const { 'content-type': _type, 'content-length': _length, ...rest } = own(first.headers);
        expect(own(notModified.headers), coding).toEqual(rest);
      }
    } finally {
      server.close();
    }
  });

  it('a HEAD of a held page has its GET head and no body', async () => {
    const app = await testApp();
    const { server, port } = await listen(app);
    try {
      const get = await rawRequest(port, '/about', { 'Accept-Encoding': 'gzip' });
      const head = await rawRequest(port, '/about', { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(own(head.headers)).toEqual(own(get.headers));
      expect(head.body.length).toBe(0);
    } finally {
      server.close();
    }
  });
});
