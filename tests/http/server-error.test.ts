import { beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { Writable } from 'node:stream';
import { HtmlValidate } from 'html-validate';
import { testApp } from '../helpers/app.js';
import { createLogger } from '../../server/logger.js';
import type { SiteApp } from '../../server/app.js';

/*
 * A page whose render throws, through the real path: the page module is replaced for this file
 * only (vi.mock), so the server's warm-up and then a request render it and meet the exception.
 * Production has no switch that could do this.
 */
vi.mock('../../shared/pages/Careers.tsx', () => ({
  default: function Careers(): never {
    throw new Error('Careers failed to render (forced by the test)');
  },
}));

interface LogLine {
  level: number;
  msg: string;
  page?: string;
  req?: { id?: string; path?: string };
  res?: { status?: number };
  err?: { message?: string; stack?: string };
}

const raw: string[] = [];
const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
let app: SiteApp;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line !== '') raw.push(line);
      callback();
    },
  });
  app = await testApp({}, createLogger('info', stream));
});

describe('a render error', () => {
  it('answers 500 with the branded error page naming the request id, never the error', async () => {
    const res = await request(app).get('/careers').set('X-Request-Id', 'support-ref-42');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBe('support-ref-42');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.text).toMatch(/^<!DOCTYPE html>/u);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain('<h1>Something went wrong</h1>');
    expect(res.text).toContain('<code>support-ref-42</code>');
    expect(res.text).toContain('href="/"');
    // The statutory trading disclosure is on every page, this one included.
    expect(res.text).toMatch(/<footer[\s\S]*company number \d{8}, registered office Unit 4/u);
    expect(res.text).not.toMatch(/forced by the test|at \w+ \(|\.tsx?:\d+/u);
    expect(res.text).not.toContain('<script');
  });

  it('shows a generated request id when the client sent none, the same as the response header', async () => {
    const res = await request(app).get('/careers');
    expect(res.status).toBe(500);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/u);
    expect(res.text).toContain(`<code>${id}</code>`);
  });

  it('never reflects a malformed X-Request-Id: it is replaced by a generated one', async () => {
    const res = await request(app).get('/careers').set('X-Request-Id', '<b>quote-me</b>');
    expect(res.status).toBe(500);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/u);
    expect(res.text).not.toContain('quote-me');
    expect(res.text).toContain(`<code>${res.headers['x-request-id'] as string}</code>`);
  });

  it('is valid HTML with no inline script or style attribute', async () => {
    const res = await request(app).get('/careers');
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: { 'no-inline-style': 'error' },
    });
    const report = await validator.validateString(res.text);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line})`));
    expect(messages).toEqual([]);
    expect(res.text).not.toMatch(/\sstyle="/u);
  });

  it('is logged at error with the stack and the request id', async () => {
    await request(app).get('/careers').set('X-Request-Id', 'support-ref-43');
    await vi.waitFor(() => expect(lines().some((l) => l.req?.id === 'support-ref-43')).toBe(true));
    const line = lines().find((l) => l.req?.id === 'support-ref-43')!;
    expect(line.level).toBe(50);
    expect(line.res?.status).toBe(500);
    expect(line.err?.message).toContain('Careers failed to render');
    expect(line.err?.stack).toMatch(/Careers/u);
  });

  it('leaves every other page serving, and the replica not ready (a broken build must not roll out)', async () => {
    expect((await request(app).get('/about')).status).toBe(200);
    expect((await request(app).get('/no-such-page')).status).toBe(404);
    expect(await app.warmedUp).toBe(false);
    const warmUp = lines().filter((l) => l.level === 50 && l.msg.includes('stays not ready'));
    expect(warmUp).toHaveLength(1);
    expect(warmUp[0]!.page).toBe('/careers');
    expect(warmUp[0]!.err?.stack).toMatch(/Careers failed to render/u);
    expect((await request(app).get('/readyz')).status).toBe(503);
  });

  it('costs one render: the failure is kept, not rendered again per request', async () => {
    const before = app.pages.stats().renders;
    for (let i = 0; i < 5; i++) expect((await request(app).get('/careers')).status).toBe(500);
    expect(app.pages.stats().renders).toBe(before);
  });

  it('logs the reason React reported, never an empty one', async () => {
    await request(app).get('/careers').set('X-Request-Id', 'support-ref-44');
    await vi.waitFor(() => expect(lines().some((l) => l.req?.id === 'support-ref-44')).toBe(true));
    const line = lines().find((l) => l.req?.id === 'support-ref-44')!;
    expect(line.err?.message).toBe('Careers failed to render (forced by the test)');
  });
});
