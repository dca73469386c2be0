import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { testApp } from '../helpers/app.js';
import { allPaths } from '../helpers/paths.js';
import { readManifest } from '../../server/manifest.js';

const manifest = readManifest('dist');
const css = manifest.css[0]!;

/** A page, a hashed asset and a 404: each kind of response the site serves. */
const samples = ['/', '/about', manifest.entry.file, css, '/no-such-page', '/assets/no-such-file.js'];

/** The CSP as a map of directive -> sources. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/u);
    if (name === undefined || name === '') continue;
    expect(directives.has(name), `duplicate directive ${name}`).toBe(false);
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

let app: RequestListener;
let httpApp: RequestListener;
beforeAll(async () => {
  app = await testApp(); // PUBLIC_ORIGIN https://www.aldermere.example
  httpApp = await testApp({ PUBLIC_ORIGIN: 'http://localhost:3000' });
});

describe('security headers', () => {
  it.each(samples)('%s carries the full set', async (path) => {
    const res = await request(app).get(path);
    expect([200, 404]).toContain(res.status);
    const h = res.headers;

    const csp = h['content-security-policy'] as string;
    expect(csp).toBeDefined();
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('*');
    const d = parseCsp(csp);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    // The one inline stylesheet, by its hash; no other inline style.
    expect(d.get('style-src')).toEqual(["'self'", manifest.inlineStyle.cspSource]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    // Every other directive stays first-party too (img-src may add data: for inline SVG).
    for (const [name, sources] of d) {
      for (const source of sources) {
        const extra = name === 'img-src' ? ['data:'] : name === 'style-src' ? [manifest.inlineStyle.cspSource] : [];
        expect(["'self'", "'none'", ...extra], `${name} ${source}`).toContain(source);
      }
    }

    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['x-frame-options']).toBe('DENY');
    const permissions = h['permissions-policy'] as string;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(h['x-powered-by']).toBeUndefined();
    expect(h['set-cookie']).toBeUndefined();
  });
});

describe('no response sets a cookie or names the framework', () => {
  const more = [...allPaths, '/healthz', '/robots.txt', '/sitemap.xml', '/favicon.svg', '/%zz', `/${'a'.repeat(9000)}`];
  it.each(more.map((p) => [p.length > 60 ? `${p.slice(0, 60)}…` : p, p]))('%s', async (_label, path) => {
    const res = await request(app).get(path);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
  it.each(['post', 'put', 'delete', 'options'] as const)('%s (405)', async (method) => {
    const res = await request(app)[method]('/').expect(405);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  it.each(samples)('present on %s when PUBLIC_ORIGIN is https', async (path) => {
    const hsts = (await request(app).get(path)).headers['strict-transport-security'];
    expect(hsts).toBeDefined();
    const maxAge = Number(/max-age=(\d+)/u.exec(hsts!)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/;\s*includeSubDomains/u);
  });

  it.each(samples)('absent on %s when PUBLIC_ORIGIN is http', async (path) => {
    const res = await request(httpApp).get(path);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // An http origin must not tell browsers to upgrade requests it cannot serve.
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('the inline stylesheet', () => {
  it('is the only inline style, and its bytes hash to the CSP source on every page', async () => {
    const { createHash } = await import('node:crypto');
    for (const path of [...allPaths, '/no-such-page']) {
      const res = await request(app).get(path);
      const styles = [...res.text.matchAll(/<style>([\s\S]*?)<\/style>/gu)].map((m) => m[1]!);
      expect(styles, path).toHaveLength(1);
      const digest = `'sha256-${createHash('sha256').update(styles[0]!, 'utf8').digest('base64')}'`;
      expect(parseCsp(res.headers['content-security-policy'] as string).get('style-src'), path).toContain(digest);
      expect(res.text, path).not.toMatch(/\sstyle="/u);
    }
  });

  it('refers to fonts by site-absolute URLs that the server answers, and to nothing else but inline SVG icons', async () => {
    const all = [...manifest.inlineStyle.css.matchAll(/url\("?([^)"]+)"?\)/gu)].map((m) => m[1]!);
    // An icon drawn as a mask is an inline SVG image, which img-src allows ('data:').
    const urls = all.filter((url) => !url.startsWith('data:image/svg+xml,'));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^\/assets\/media\/[\w-]+\.woff2$/u);
      expect((await request(app).get(url)).status, url).toBe(200);
    }
  });
});
