/**
 * Open Graph images: renders a 1200×630 PNG card (wordmark, eyebrow, title, footer line) in the
 * site's own colours and typefaces. Runs at build time only: satori lays the card out as SVG,
 * resvg rasterises it. No system fonts are consulted, so every machine renders the same bytes.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori, { type Font } from 'satori';
import { Resvg } from '@resvg/resvg-js';
import type { ReactElement } from 'react';
import { site } from '../shared/content/site.js';

/** What an Open Graph card shows. */
export interface OgCard {
  /** Headline, e.g. an article title (up to ~110 characters; longer text is clamped with an ellipsis, never overflowing). */
  title: string;
  /** Small label above the title, e.g. a category ("Company Formation") or "International Advisory Services". */
  eyebrow: string;
  /** One line at the bottom, e.g. "15 min read · 11 September 2025"; may be empty. */
  footer: string;
}

/** Width, height in px, for og:image:width/height. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

// Mirrors client/styles/tokens.css; satori cannot read CSS custom properties.
const colour = {
  navy950: '#08182a',
  navy900: '#0f2a44',
  gold500: '#c9a45c',
  white: '#ffffff',
  onDarkMuted: '#c9d3df',
} as const;

const SANS = 'Inter';
const SERIF = 'Source Serif 4';
const PADDING = 72;
const TITLE_LINES = 3;

// WOFF rather than WOFF2: the format every satori release has read, and the files ship with
// @fontsource anyway. The latin subset covers curly quotes, dashes, "·", "…", "£" and "€".
const fontFiles = [
  { name: SANS, weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { name: SANS, weight: 600, file: '@fontsource/inter/files/inter-latin-600-normal.woff' },
  { name: SERIF, weight: 600, file: '@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff' },
] as const;

let fontsPromise: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  if (fontsPromise === undefined) {
    const require = createRequire(import.meta.url);
    fontsPromise = Promise.all(
      fontFiles.map(async ({ name, weight, file }) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(file)),
      })),
    );
    // A failed read must not poison the cache for the next call.
    fontsPromise.catch(() => {
      fontsPromise = undefined;
    });
  }
  return fontsPromise;
}

type Style = Record<string, string | number>;
type Child = Node | string;
type Node = ReactElement<{ style: Style; children?: Child | Child[] }, string>;

// satori takes React-shaped objects; building them by hand keeps React out of the build step.
function el(style: Style, children?: Child | Child[]): Node {
  return { type: 'div', key: null, props: children === undefined ? { style } : { style, children } };
}

/** Long titles step down a size so that ~110 characters still fit in three lines. */
function titleSize(title: string): number {
  if (title.length <= 48) return 68;
  if (title.length <= 80) return 62;
  return 58;
}

function cardElement({ title, eyebrow, footer }: OgCard): Node {
  const wordmark = el({ display: 'flex', alignItems: 'center', gap: 18 }, [
    el(
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 56,
        height: 56,
        border: `2px solid ${colour.gold500}`,
        borderRadius: 10,
        color: colour.gold500,
        fontFamily: SERIF,
        fontWeight: 600,
        fontSize: 32,
      },
      'A',
    ),
    el({ fontFamily: SERIF, fontWeight: 600, fontSize: 32, letterSpacing: '0.01em', color: colour.white }, site.name),
  ]);

  const size = titleSize(title);
  const headline = el({ display: 'flex', flexDirection: 'column' }, [
    el(
      {
        fontFamily: SANS,
        fontWeight: 600,
        fontSize: 22,
        letterSpacing: '0.16em',
        textTransform: 'uppercase',
        color: colour.gold500,
        marginBottom: 22,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      },
      eyebrow,
    ),
    el(
      {
        display: 'block',
        lineClamp: TITLE_LINES,
        fontFamily: SERIF,
        fontWeight: 600,
        fontSize: size,
        lineHeight: 1.14,
        letterSpacing: '-0.01em',
        color: colour.white,
        // Unbroken strings (URLs, long compounds) must wrap rather than run off the card.
        overflowWrap: 'break-word',
        // The clamp sets the height; this is the ceiling should a font ever measure differently.
        maxHeight: Math.ceil(size * 1.14 * TITLE_LINES) + 2,
        overflow: 'hidden',
      },
      title,
    ),
  ]);

  const bottom = el({ display: 'flex', flexDirection: 'column' }, [
    // Without a footer the rule would underline nothing; it keeps its space so the layout holds.
    el({
      width: '100%',
      height: 1,
      backgroundColor: footer === '' ? 'transparent' : 'rgba(201, 211, 223, 0.22)',
      marginBottom: 26,
    }),
    el(
      {
        fontFamily: SANS,
        fontWeight: 400,
        fontSize: 24,
        color: colour.onDarkMuted,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        // Keeps the row's height when the footer is empty, so the title does not shift.
        minHeight: 30,
      },
      footer,
    ),
  ]);

  return el(
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      // satori follows CSS in defaulting to content-box, which would add the padding to the size.
      boxSizing: 'border-box',
      width: OG_IMAGE_SIZE.width,
      height: OG_IMAGE_SIZE.height,
      padding: `${PADDING - 8}px ${PADDING}px`,
      backgroundColor: colour.navy900,
      backgroundImage: `linear-gradient(135deg, ${colour.navy900} 0%, ${colour.navy900} 45%, ${colour.navy950} 100%)`,
    },
    [
      // The gold edge is the card's one flourish, echoing the site's gold rules on navy. Absolute,
      // so that a long title cannot squeeze it.
      el({ position: 'absolute', left: 0, top: 0, width: 10, height: '100%', backgroundColor: colour.gold500 }),
      wordmark,
      headline,
      bottom,
    ],
  );
}

/**
 * Renders a card to a 1200×630 PNG. Loads the fonts once (module-level cache).
 * @param card title (clamped to three lines with an ellipsis), eyebrow and footer (one line,
 *   may be empty); plain text, no markup.
 * @returns the PNG bytes, OG_IMAGE_SIZE px; identical input gives identical bytes.
 * @throws if a font file cannot be resolved or read, if satori rejects a style, or if the text
 *   has a character outside the fonts' latin subset (e.g. "→", Cyrillic), which would be a box.
 */
export async function renderOgImage(card: OgCard): Promise<Buffer> {
  const fonts = await loadFonts();
  const svg = await satori(cardElement(card), {
    ...OG_IMAGE_SIZE,
    fonts,
    // satori drops a style it reports as invalid and carries on; a card missing one is broken.
    onStyleError: (error) => {
      throw error;
    },
    // Only the latin subsets are loaded; anything else would render as empty boxes.
    loadAdditionalAsset: (languageCode, segment) =>
      Promise.reject(
        new Error(
          `OG image: no loaded font has a glyph for ${JSON.stringify(segment)} (${languageCode}) in ${JSON.stringify(card.title)}`,
        ),
      ),
  });
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: OG_IMAGE_SIZE.width },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
}
