import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { readFileSync } from 'node:fs';
import { decodeHTML } from 'entities';
import * as fontkit from 'fontkit';
import { testApp } from '../helpers/app.js';
import { allPaths } from '../helpers/paths.js';
import { readManifest } from '../../server/manifest.js';

/*
 * The build cuts each web font down to the characters the site's source holds
 * (builder/fontSubset.mjs). Whatever a page shows that the original font covers must still have
 * its glyph in the cut-down font, or that character would show in the fallback font.
 */
const manifest = readManifest('dist');
const codePointsOf = (file: string) => new Set((fontkit.create(readFileSync(file)) as fontkit.Font).characterSet);
/** Each built font, with the @fontsource file it was cut from (the build's metafile names its input). */
const metafile = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
};
const fonts = manifest.fonts.map((url) => {
  const [source] = Object.keys(metafile.outputs[`dist/public${url}`]?.inputs ?? {});
  if (source === undefined) throw new Error(`${url}: not in dist/metafile.json`);
  return { url, codePoints: codePointsOf(`dist/public${url}`), original: codePointsOf(source) };
});

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
  it('keep fewer characters than the latin subsets they are cut from', () => {
    expect(fonts).toHaveLength(3);
    for (const { codePoints, original } of fonts) {
      expect(original.size).toBeGreaterThan(200);
      expect(codePoints.size).toBeLessThan(original.size * 0.8);
    }
  });

  it.each([...allPaths, '/no-such-page', '/insights/no-such-article'])(
    'have a glyph for every character %s shows',
    async (path) => {
      const text = visibleText((await request(app).get(path)).text);
      const shown = [...new Set(text)].filter((c) => c.trim() !== '' || c === '\u00a0');
      expect(shown.length).toBeGreaterThan(40);
      // A character the latin subset never had (an arrow, say) shows in the fallback either way.
      for (const { url, codePoints, original } of fonts) {
        const missing = shown.filter((c) => original.has(c.codePointAt(0)!) && !codePoints.has(c.codePointAt(0)!));
        expect(missing, url).toEqual([]);
      }
    },
  );
});
