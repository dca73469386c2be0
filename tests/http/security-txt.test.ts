import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { ORIGIN, testApp } from '../helpers/app.js';
import { site } from '../../shared/content/site.js';
import { buildDate } from '../../shared/content/generated/build.js';

/*
 * /.well-known/security.txt (RFC 9116), read as a researcher's tool reads it: every line a
 * comment, a blank or a "Field: value" of a registered field; at least one Contact; exactly
 * one Expires, an RFC 3339 date-time in the future and less than a year away; Canonical the
 * URL it was fetched from.
 */
const PATH = '/.well-known/security.txt';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields RFC 9116 §6.4 registers (case-insensitive). */
const REGISTERED = new Set([
  'acknowledgments',
  'canonical',
  'contact',
  'encryption',
  'expires',
  'hiring',
  'policy',
  'preferred-languages',
]);

/** RFC 3339 §5.6 date-time. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/u;

/**
 * The file's fields: each lower-cased name with its values in order. Comments ("#") and blank
 * lines are skipped (RFC 9116 §2.3); any other line that is no "Name: value" throws.
 */
function parseSecurityTxt(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const field = /^([A-Za-z0-9-]+):[ \t]*(\S(?:.*\S)?)[ \t]*$/u.exec(line);
    if (field === null) throw new Error(`not a field line: ${JSON.stringify(line)}`);
    const name = field[1]!.toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), field[2]!]);
  }
  return fields;
}

let app: RequestListener;
beforeAll(async () => {
  app = await testApp();
});

describe(PATH, () => {
  it('answers 200 as text/plain in UTF-8, cached for a while like the other root files', async () => {
    const res = await request(app).get(PATH).expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/u);
    expect(res.text.endsWith('\n')).toBe(true);
    const head = await request(app).head(PATH).expect(200);
    expect(head.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('holds only registered fields, with a Contact, one Expires, Preferred-Languages and Canonical', async () => {
    const fields = parseSecurityTxt((await request(app).get(PATH)).text);
    for (const name of fields.keys()) expect(REGISTERED, name).toContain(name);
    const contacts = fields.get('contact') ?? [];
    expect(contacts.length).toBeGreaterThanOrEqual(1);
    for (const contact of contacts) expect(contact).toMatch(/^(?:mailto|https|tel):\S+$/u);
    expect(contacts).toContain(`mailto:${site.email}`);
    expect(fields.get('preferred-languages')).toEqual(['en']);
    expect(fields.get('canonical')).toEqual([`${ORIGIN}${PATH}`]);
  });

  it('expires once, in the future, less than a year from now and from the build', async () => {
    const fields = parseSecurityTxt((await request(app).get(PATH)).text);
    const expires = fields.get('expires') ?? [];
    expect(expires).toHaveLength(1);
    expect(expires[0]).toMatch(DATE_TIME);
    const at = Date.parse(expires[0]!);
    expect(at).toBeGreaterThan(Date.now());
    expect(at - Date.now()).toBeLessThan(365 * DAY_MS);
    const built = Date.parse(`${buildDate}T00:00:00Z`);
    expect(at).toBeGreaterThan(built);
    expect(at - built).toBeLessThan(365 * DAY_MS);
  });

  it('is the same file on every request of a build', async () => {
    const first = (await request(app).get(PATH)).text;
    const other = await testApp();
    expect((await request(other).get(PATH)).text).toBe(first);
  });

  it('names the configured public origin as Canonical, never the Host header', async () => {
    const other = await testApp({ PUBLIC_ORIGIN: 'https://security.aldermere.example' });
    const res = await request(other).get(PATH).set('Host', 'evil.example').expect(200);
    expect(parseSecurityTxt(res.text).get('canonical')).toEqual([`https://security.aldermere.example${PATH}`]);
  });

  it.each([
    ['/.Well-Known/security.txt', PATH],
    ['/.well-known/SECURITY.TXT', PATH],
    [`${PATH}/`, PATH],
    ['//.well-known/security.txt', PATH],
    ['/.well-known/./security.txt', PATH],
  ])('%s redirects to its one spelling', async (target, location) => {
    const res = await request(app).get(target).expect(301);
    expect(res.headers.location).toBe(location);
  });

  it('answers a query with the same file', async () => {
    const plain = (await request(app).get(PATH)).text;
    expect((await request(app).get(`${PATH}?from=scanner`).expect(200)).text).toBe(plain);
  });

  it('is not served at the root or elsewhere under /.well-known', async () => {
    await request(app).get('/security.txt').expect(404);
    await request(app).get('/.well-known/').expect(404);
    await request(app).get('/.well-known/other.txt').expect(404);
  });
});
