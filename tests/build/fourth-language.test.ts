import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../helpers/server.js';
import { copySite } from '../helpers/siteCopy.js';

/*
 * A language is one entry: a copy of the project gains French as an entry in each record of
 * shared/i18n/ (its locale, and its build and server data, which starts from English's) and a
 * catalogue (English's words, copied), with no other change. It builds, and serves its pages.
 */
const NAME = 'Français';

/** The line of the locale record that lists English, and the same with French after it. */
const LOCALE = /^( +)(en: locale\('', 'ltr', .*\),)$/mu;
const FRENCH_LOCALE = `$1$2\n$1fr: locale('fr', 'ltr', ['fr-FR', '${NAME}', 'fr_FR', 'fr-FR']),`;
/** The line of the build and server record that lists English, and the same with French after it. */
const SERVER_LOCALE = /^( +)(en,)$/mu;
const FRENCH_SERVER_LOCALE = `$1$2\n$1fr: { ...en, plural: 'fr' },`;

/** Writes `file` with `pattern` replaced, failing if the pattern is not there once. */
function addEntry(file: string, pattern: RegExp, replacement: string): void {
  const source = readFileSync(file, 'utf8');
  expect(source.match(new RegExp(pattern.source, `${pattern.flags}g`)), `${file}: ${pattern}`).toHaveLength(1);
  writeFileSync(file, source.replace(pattern, replacement));
}

let root: string;
let server: RunningServer;
beforeAll(async () => {
  root = copySite();
  addEntry(join(root, 'shared/i18n/locales.ts'), LOCALE, FRENCH_LOCALE);
  addEntry(join(root, 'shared/i18n/serverLocales.ts'), SERVER_LOCALE, FRENCH_SERVER_LOCALE);
  copyFileSync(join(root, 'shared/content/messages/en.json'), join(root, 'shared/content/messages/fr.json'));
  execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'ignore' });
  server = await startServer({ LOG_LEVEL: 'warn' }, 'dist/server/index.js', root);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  if (root !== undefined) rmSync(root, { recursive: true, force: true });
});

/** A page's response, which must be 200, and its HTML. */
async function page(path: string): Promise<{ res: Response; html: string }> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return { res, html: await res.text() };
}

describe('a fourth language added as one entry in each record of shared/i18n/ and a catalogue', () => {
  it('serves its pages under its prefix, in its language', async () => {
    const { res, html } = await page('/fr/about');
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="fr-FR" dir="ltr"[ >]/iu);
    expect(res.headers.get('content-language')).toBe('fr-FR');
    // Its words are its catalogue's: English's, copied.
    expect(html).toContain('<h1');
  });

  it('is in the language switcher of every language, and the current one on its own pages', async () => {
    for (const path of ['/about', '/ar/about', '/zh-hans/about']) {
      const { html } = await page(path);
      expect(html, path).toMatch(/<a href="\/fr\/about" lang="fr-FR" hrefLang="fr-FR">Français<\/a>/u);
    }
    const { html } = await page('/fr/about');
    expect(html).toContain(`<span class="lang-switch__this" lang="fr-FR">${NAME}</span>`);
    expect(html).toMatch(/<a href="\/about" lang="en-GB" hrefLang="en-GB">English<\/a>/u);
  });

  it('is among every page’s alternates, and has its own search', async () => {
    const { html } = await page('/about');
    expect(html).toMatch(/<link rel="alternate" hrefLang="fr" href="[^"]*\/fr\/about">/u);
    const search = JSON.parse((await page('/fr/api/search?q=banking')).html) as { total: number };
    expect(search.total).toBeGreaterThan(0);
  });
});
