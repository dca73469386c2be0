/**
 * Noto Serif SC for Chinese Open Graph cards, cut down to the characters a card shows. The face's
 * Simplified Chinese file is 1.5 MB (WOFF2) a weight with some 30,000 glyphs; a card's title needs
 * a few dozen, 5–15 KB, which satori parses in milliseconds. Each weight is decompressed once per
 * thread and cut once per card (HarfBuzz hb-subset, through subset-font).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { convert } from 'fontverter';
import subsetFont from 'subset-font';
import type { Font } from 'satori';

/** The family name the cut faces are given. */
export const CJK = 'Noto Serif SC';

type Weight = 400 | 600;

const sfnt = new Map<Weight, Promise<Buffer>>();

/** The full face of one weight as an uncompressed sfnt, read and decompressed once per thread. */
function fullFace(weight: Weight): Promise<Buffer> {
  let face = sfnt.get(weight);
  if (face === undefined) {
    const file = createRequire(import.meta.url).resolve(
      `@fontsource/noto-serif-sc/files/noto-serif-sc-chinese-simplified-${weight}-normal.woff2`,
    );
    face = readFile(file).then((woff2) => convert(woff2, 'truetype'));
    sfnt.set(weight, face);
    // A failed read must not poison the cache for the next card.
    face.catch(() => sfnt.delete(weight));
  }
  return face;
}

/**
 * Noto Serif SC in each weight, cut to the characters given for it.
 * @param text the characters each weight draws, e.g. { 600: title, 400: footer }; an empty
 *   string leaves that weight out
 * @returns satori fonts named CJK (TTF bytes)
 * @throws if the font files cannot be resolved or read
 */
export async function cjkFonts(text: Readonly<Record<Weight, string>>): Promise<Font[]> {
  const weights = ([400, 600] as const).filter((weight) => text[weight] !== '');
  return Promise.all(
    weights.map(async (weight) => ({
      name: CJK,
      weight,
      style: 'normal' as const,
      data: await subsetFont(await fullFace(weight), text[weight], { targetFormat: 'truetype' }),
    })),
  );
}
