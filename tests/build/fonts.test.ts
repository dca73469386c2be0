import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeHTML } from 'entities';
import * as fontkit from 'fontkit';
import { testApp } from '../helpers/app.js';
import { allPaths } from '../helpers/paths.js';

/*
 * The build cuts each web font down to the characters the site's source holds
 * (builder/fontSubset.mjs). Whatever a page shows that the original font covers must still have
 * its glyph in the cut-down font, or that character would show in the fallback font.
 */
const codePointsOf = (file: string) => new Set((fontkit.create(readFileSync(file)) as fontkit.Font).characterSet);
/** Each built font, with the @fontsource file it was cut from (the build's metafile names its input). */
const metafile = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
};
const fonts = Object.entries(metafile.outputs)
  .filter(([file]) => file.endsWith('.woff2'))
  .map(([file, { inputs }]) => {
    const [source] = Object.keys(inputs);
    if (source === undefined) throw new Error(`${file}: no input in dist/metafile.json`);
    return { url: file.slice('dist/public'.length), codePoints: codePointsOf(file), original: codePointsOf(source) };
  });
const arabicFonts = fonts.filter(({ url }) => url.includes('/ibm-plex-sans-arabic-arabic-'));

/** Every character of the Arabic script's blocks in a text (letters, marks, punctuation), once each. */
const arabicCharacters = (text: string): string[] => [
  ...new Set(text.match(/[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/gu)),
];

/** The Arabic translations: articles, legal documents and any message catalogue. */
function arabicSources(): string[] {
  const folders = ['shared/content/articles/ar', 'shared/content/legal/ar'];
  const files = folders.flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)));
  const catalogue = 'shared/content/messages/ar.json';
  return [...files, ...(readdirSync('shared/content').includes('messages') ? [catalogue] : [])].filter((file) =>
    /\.(?:md|json)$/u.test(file),
  );
}

/** The web fonts a document asks the browser to preload. */
const preloadsOf = (html: string): string[] =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/gu)].map((m) => m[1]!);

/** The text a reader sees in a server-rendered page: no head, scripts or tags; entities decoded. */
function visibleText(html: string): string {
  return decodeHTML(
    html
      .slice(html.indexOf('<body>'))
      .replace(/<script\b[\s\S]*?<\/script>/gu, ' ')
      .replace(/<[^>]+>/gu, ' '),
  );
}

let app: RequestListener;
beforeAll(async () => {
  app = await testApp();
});

describe('web fonts cut down to the site’s characters', () => {
  it('keep fewer characters than the subsets they are cut from', () => {
    expect(fonts).toHaveLength(5);
    for (const { codePoints, original } of fonts) {
      expect(original.size).toBeGreaterThan(200);
      expect(codePoints.size).toBeLessThan(original.size * 0.8);
    }
  });

  it.each([
    ...allPaths,
    '/ar',
    '/ar/insights/future-of-crypto-licensing',
    '/no-such-page',
    '/insights/no-such-article',
  ])('have a glyph for every character %s shows', async (path) => {
    const text = visibleText((await request(app).get(path)).text);
    const shown = [...new Set(text)].filter((c) => c.trim() !== '' || c === '\u00a0');
    expect(shown.length).toBeGreaterThan(40);
    // A character the latin subset never had (an arrow, say) shows in the fallback either way.
    for (const { url, codePoints, original } of fonts) {
      const missing = shown.filter((c) => original.has(c.codePointAt(0)!) && !codePoints.has(c.codePointAt(0)!));
      expect(missing, url).toEqual([]);
    }
  });
});

describe('the Arabic face', () => {
  it.each(arabicSources())('has a glyph for every Arabic character of %s', (file) => {
    const used = arabicCharacters(readFileSync(file, 'utf8'));
    expect(used.length).toBeGreaterThan(20);
    expect(arabicFonts).toHaveLength(2);
    for (const { url, codePoints } of arabicFonts) {
      expect(
        used.filter((c) => !codePoints.has(c.codePointAt(0)!)),
        url,
      ).toEqual([]);
    }
  });

  it.each(['/', '/insights/future-of-crypto-licensing', '/zh-hans', '/zh-hans/insights/future-of-crypto-licensing'])(
    'is not preloaded by %s, which preloads the latin faces',
    async (path) => {
      const preloads = preloadsOf((await request(app).get(path).expect(200)).text);
      expect(preloads).toHaveLength(3);
      for (const url of preloads) expect(url).toMatch(/\/(?:inter|source-serif-4)-latin-\d+-normal-\w+\.woff2$/u);
    },
  );

  it.each(['/ar', '/ar/insights/future-of-crypto-licensing', '/ar/about'])(
    'is preloaded by %s in both weights',
    async (path) => {
      const preloads = preloadsOf((await request(app).get(path).expect(200)).text);
      expect(preloads.filter((url) => url.includes('/ibm-plex-sans-arabic-arabic-')).sort()).toEqual(
        arabicFonts.map(({ url }) => url).sort(),
      );
    },
  );
});
