/**
 * What the build and the server know of each language besides its locale (./locales.ts), under
 * the same key: its plural rules, how search cuts its words, the length of its frontmatter, the
 * scale words of its numbers, the faces of its Open Graph cards and the web fonts its pages
 * preload. Only builder/, server/, searchIndex/ and scripts/ import it: in a browser bundle its
 * word lists and font names would be bytes of every first load.
 */
import type * as pluralCategories from 'make-plural/pluralCategories';
import type { Lang } from './locales.js';

/**
 * How search turns a language's text into the words its index holds (searchIndex/languages.ts):
 *  - asWritten: as it is, cut at spaces and punctuation, English's words Porter-stemmed;
 *  - arabicScript: Arabic-script words folded and their definite article taken off (light stemming);
 *  - hanSegmented: text written without spaces cut into words by ICU's dictionary segmenter.
 */
export type Analyser = 'asWritten' | 'arabicScript' | 'hanSegmented';

/** Lengths a translation's frontmatter keeps to, in characters: a maximum, or a minimum and a maximum. */
interface Windows {
  title: number;
  excerpt: readonly [number, number];
  metaTitle: number;
  metaDescription: readonly [number, number];
  legalTitle: number;
  description: readonly [number, number];
}

/** A font file an Open Graph card is set in: its path under node_modules, and the family and weight satori knows it by. */
interface OgFont {
  name: string;
  weight: 400 | 600;
  file: string;
}

/** How an Open Graph card (builder/ogImage.ts) sets a language's words; its direction is the locale's. */
export interface OgFace {
  /** The language's own font files, besides the Latin faces every card loads (Inter and Source Serif 4). */
  fonts: readonly OgFont[];
  /** fontFamily of the title, then of the eyebrow and footer: a list, each falling back to the next. */
  titleFamily: string;
  eyebrowFamily: string;
  footerFamily: string;
  titleLineHeight: number;
  titleLetterSpacing: string;
  /** The title's font size in px for its length: longer titles step down so that three lines hold them. */
  titleSize: (title: string) => number;
}

/** What the build and the server know of a language. */
export interface ServerLocale {
  /** The CLDR locale of its plural rules, as make-plural names it (builder/messages.ts checks plurals against it). */
  plural: Exclude<keyof typeof pluralCategories, 'default'>;
  search: {
    analyser: Analyser;
    /** Its function words as typed, separated by spaces: dropped from a query that has other words. */
    stopwords: string;
  };
  /** Its translations' frontmatter lengths (builder/translations.ts). */
  windows: Windows;
  /** Words for a power of ten after a number ("2 million"), so that the translation check finds the English's figures. */
  scales: Readonly<Record<string, number>>;
  og: OgFace;
  /** The web fonts its documents preload, by their @fontsource file name (builder/fontPreloads.mjs). */
  preloads: readonly string[];
  /** How a numbered copy of a document (scripts/generate-articles.mjs) marks `{n}` at the end of a title and the start of a description. */
  numbered: { suffix: string; lead: string };
}

/**
 * A @fontsource package's files of one subset in weights 400 and 600, as satori reads them.
 * @param name the family satori knows them by
 * @param file the files' path without "-<weight>-normal.<extension>", from the package's name
 * @param extension "woff", or "woff2" where the package ships only that
 * @returns the two files, 400 first
 */
const fontsource = (name: string, file: string, extension: 'woff' | 'woff2'): OgFont[] =>
  ([400, 600] as const).map((weight) => ({
    name,
    weight,
    file: `@fontsource/${file}-${weight}-normal.${extension}`,
  }));

/** Inter 400 and 600 and Source Serif 4 600: what a page in Latin letters first shows. */
const LATIN_PRELOADS = [
  'inter-latin-400-normal.woff2',
  'inter-latin-600-normal.woff2',
  'source-serif-4-latin-600-normal.woff2',
] as const;

const PLEX_ARABIC = 'IBM Plex Sans Arabic';
// The face's own Latin letters and digits, for the numbers and names inside Arabic text:
// @fontsource ships them as a separate file, which satori reads as a separate family.
const PLEX_ARABIC_LATIN = 'IBM Plex Sans Arabic Latin';
const NOTO_SERIF_SC = 'Noto Serif SC';

/** English's: a language written like it, left to right in Latin letters, can start from it. */
const en: ServerLocale = {
  plural: 'en',
  search: { analyser: 'asWritten', stopwords: '' },
  windows: {
    title: 140,
    excerpt: [40, 320],
    metaTitle: 60,
    metaDescription: [120, 160],
    legalTitle: 80,
    description: [50, 160],
  },
  scales: { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12, bn: 1e9, m: 1e6 },
  og: {
    fonts: [],
    titleFamily: 'Source Serif 4',
    eyebrowFamily: 'Inter',
    footerFamily: 'Inter',
    titleLineHeight: 1.14,
    titleLetterSpacing: '-0.01em',
    // ~110 characters still fit in three lines.
    titleSize: (title) => (title.length <= 48 ? 68 : title.length <= 80 ? 62 : 58),
  },
  // Body (400), labels and buttons (600) and headings (serif 600).
  preloads: LATIN_PRELOADS,
  numbered: { suffix: ' (No. {n})', lead: 'Briefing {n}: ' },
};

/** Each language's build and server data, by the key of its locale. */
export const serverLocales: Readonly<Record<Lang, ServerLocale>> = {
  en,
  ar: {
    plural: 'ar',
    search: {
      analyser: 'arabicScript',
      // Prepositions, conjunctions, pronouns and question words.
      stopwords:
        'في من إلى على عن مع أو أم ثم لا لم لن ما ماذا هل كيف متى أين لماذا هذا هذه ذلك تلك الذي التي الذين ' +
        'هو هي هم نحن أنت كل بين عند قد إن أن كان كانت حول عبر دون',
    },
    windows: en.windows,
    scales: { ألف: 1e3, آلاف: 1e3, مليون: 1e6, ملايين: 1e6, مليار: 1e9, مليارات: 1e9 },
    og: {
      fonts: [
        ...fontsource(PLEX_ARABIC, 'ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic', 'woff'),
        ...fontsource(PLEX_ARABIC_LATIN, 'ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin', 'woff'),
      ],
      titleFamily: `${PLEX_ARABIC}, ${PLEX_ARABIC_LATIN}`,
      eyebrowFamily: `${PLEX_ARABIC}, ${PLEX_ARABIC_LATIN}`,
      footerFamily: `${PLEX_ARABIC}, ${PLEX_ARABIC_LATIN}`,
      // Arabic letters reach further above and below the line than Latin ones.
      titleLineHeight: 1.4,
      // Letter spacing would pull joined letters apart.
      titleLetterSpacing: '0',
      // Titles run about a fifth longer than their English: ~130 characters in three lines.
      titleSize: (title) => (title.length <= 56 ? 62 : title.length <= 90 ? 56 : 50),
    },
    // The Arabic face in both weights, Inter 400 for the digits and Latin terms in running text,
    // and the serif for the firm's name in the top bar; headings are set in the Arabic face, so
    // Inter 600 is left to load on demand.
    preloads: [
      'ibm-plex-sans-arabic-arabic-400-normal.woff2',
      'ibm-plex-sans-arabic-arabic-600-normal.woff2',
      'inter-latin-400-normal.woff2',
      'source-serif-4-latin-600-normal.woff2',
    ],
    numbered: { suffix: ' (رقم {n})', lead: 'موجز {n}: ' },
  },
  'zh-Hans': {
    plural: 'zh',
    search: {
      analyser: 'hanSegmented',
      // Function words and particles, as the segmenter cuts them.
      stopwords:
        '的 了 和 与 及 或 在 是 也 等 对 为 从 以 之 其 而 并 向 于 由 将 把 被 这 那 个 吗 呢 吧 哪些 什么 如何 怎么 怎样 我们 您 你',
    },
    // The language says in about half the characters what English does.
    windows: {
      title: 70,
      excerpt: [20, 160],
      metaTitle: 30,
      metaDescription: [50, 80],
      legalTitle: 40,
      description: [25, 80],
    },
    scales: { 千: 1e3, 万: 1e4, 亿: 1e8, 万亿: 1e12 },
    og: {
      // The whole Simplified Chinese file (1.5 MB WOFF2 a weight, some 30,000 glyphs): satori keeps
      // a parsed face per font list, so each worker parses it once, not once per card.
      fonts: fontsource(NOTO_SERIF_SC, 'noto-serif-sc/files/noto-serif-sc-chinese-simplified', 'woff2'),
      titleFamily: `${NOTO_SERIF_SC}, Source Serif 4`,
      eyebrowFamily: `Inter, ${NOTO_SERIF_SC}`,
      footerFamily: `${NOTO_SERIF_SC}, Inter`,
      titleLineHeight: 1.3,
      titleLetterSpacing: '0',
      // A Han character is one em wide: 15 a line at 68 px, 18 at 58 px.
      titleSize: (title) => (title.length <= 30 ? 64 : 58),
    },
    // Its Han characters use the system's CJK face (docs/decisions/027-type-for-arabic-and-chinese.md),
    // so it preloads what English does, for its Latin text.
    preloads: LATIN_PRELOADS,
    numbered: { suffix: '（第{n}篇）', lead: '简报{n}：' },
  },
};
