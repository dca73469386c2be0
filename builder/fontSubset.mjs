/**
 * esbuild plugin that cuts each WOFF2 web font the stylesheet bundles down to the glyphs of the
 * characters the site can show (subset-font: HarfBuzz's hb-subset, layout features kept).
 * @fontsource's latin subsets cover 231 characters; the site's source about 120 (printable
 * ASCII among them), and the three fonts every first visit preloads fall from 68 KB to 42 KB.
 * A face keeps only the characters it had and the text holds: a face of a translation's script
 * keeps the letters of the translations (IBM Plex Sans Arabic: 50 of its 682 characters, 334 of
 * its 1,304 glyphs once the joining forms are kept), 43 KB a weight falling to 14 KB.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/** Files that hold text a page can show: source, Markdown content, stylesheets, message catalogues. */
const TEXT_FILE = /\.(?:tsx?|md|css|json)$/u;

/** Printable ASCII: always kept, whatever the content, so that any URL path or code a page echoes has its glyphs. */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/** Runs of ASCII characters, control characters included. */
const ASCII_RUNS = /\p{ASCII}+/gu;

/**
 * Every character in the text files under the given folders, with each letter's other case
 * (text-transform can show either), plus printable ASCII.
 * @param {string[]} roots folders, relative to the working directory
 * @returns {Promise<string>} the distinct characters, in code point order
 */
export async function siteCharacters(roots) {
  const chars = new Set(ASCII);
  /** Characters met in the text, each case-mapped once. */
  const seen = new Set();
  for (const root of roots) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
      // ASCII is in already (its letters' other cases are ASCII too), and only a character's
      // first sight is case-mapped: a thousand articles repeat the same few hundred.
      for (const c of (await readFile(join(entry.parentPath, entry.name), 'utf8')).replace(ASCII_RUNS, '')) {
        if (seen.has(c)) continue;
        seen.add(c);
        chars.add(c).add(c.toUpperCase()).add(c.toLowerCase());
      }
    }
  }
  return [...chars]
    .filter((c) => [...c].length === 1)
    .sort((a, b) => a.codePointAt(0) - b.codePointAt(0))
    .join('');
}

/**
 * The site is finite and known: every character a page can show is written in its source
 * (shared/ holds the content, generated modules, pages and components; client/ and server/ the
 * rest), read once per build, so a new article's characters are in the next build's fonts.
 * A character outside the subset still shows, in the metric-matched local fallback that the
 * font stack names next. The subset's bytes decide the file's content hash, as usual.
 * @param {string[]} roots folders whose text files hold every character a page can show
 * @returns {import('esbuild').Plugin}
 */
export function fontSubset(roots) {
  return {
    name: 'font-subset',
    setup(build) {
      /** @type {Promise<string> | undefined} */
      let characters;
      build.onStart(() => {
        characters = siteCharacters(roots);
      });
      build.onLoad({ filter: /\.woff2$/ }, async (args) => {
        const font = await readFile(args.path);
        const subset = await subsetFont(font, await characters, { targetFormat: 'woff2' });
        return { contents: subset, loader: 'file' };
      });
    },
  };
}
