/**
 * How each language's text becomes the words its index holds, applied alike to a page's text at
 * build and to a query: the index form. FTS5 (unicode61 with Porter stemming) then cuts the
 * index form at spaces and punctuation and stems English words; Porter leaves other scripts'
 * words as they are. A language names its analyser in shared/i18n/serverLocales.ts:
 *  - asWritten: the text as it is;
 *  - arabicScript: each word folded (case, NFKD marks, which removes tashkeel and the hamza of
 *    أ إ آ ؤ ئ), tatweel removed, ى as ي and ة as ه, then the definite article taken off, alone
 *    or after و ب ك ف ل (light stemming: الإقامة, والإقامة and بالإقامة all index as اقامه);
 *  - hanSegmented: text written without spaces, cut into words by ICU's dictionary segmenter
 *    (`Intl.Segmenter`, UAX #29 extended with a word dictionary), separated by spaces.
 * Why: docs/decisions/028-search-per-language.md.
 */
import type { Lang } from '../shared/i18n/locales.js';
import { serverLocales, type Analyser } from '../shared/i18n/serverLocales.js';
import { STOPWORDS, wordsOf } from './text.js';

/** An Arabic word: an Arabic letter (or tatweel), then letters and combining marks (tashkeel). */
const ARABIC_WORD = /[\u0621-\u064a\u0640\u0671-\u06d3](?:[\u0621-\u064a\u0640\u0671-\u06d3]|\p{Mn})*/gu;
/** Directional formatting characters (UAX #9): the isolates around a message's arguments, marks, embeddings. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Combining marks after NFKD: tashkeel (U+064B–U+065F, U+0670) and the hamza and madda of أ إ آ ؤ ئ. */
const MARKS = /\p{M}+/gu;

/**
 * Prefixes taken off an Arabic word, longest first, when at least two letters remain: the
 * definite article alone or after a conjunction or preposition (Larkey's light10 prefixes). On
 * the judged queries they raised Arabic MRR from 0.943 to 0.986; taking off a lone و, ب, ل, ف or
 * ك as well gained nothing, and would split الوصول (وصول) from وصول (صول) (decision 028).
 */
const ARABIC_PREFIXES: readonly string[] = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
/** Letters an Arabic word keeps after its prefix is taken off. */
const MIN_ARABIC_STEM = 2;

/** One Arabic word (no spaces) in index form: marks and tatweel removed, letters unified, prefix off. */
function arabicWord(word: string): string {
  // NFKD then marks removed is what the query's folding does (searchIndex/text.ts): the two agree.
  let w = word
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(/[\u0640]/gu, '')
    .replace(/\u0671/gu, '\u0627')
    .replace(/\u0649/gu, '\u064a')
    .replace(/\u0629/gu, '\u0647');
  for (const prefix of ARABIC_PREFIXES) {
    if (w.startsWith(prefix) && w.length - prefix.length >= MIN_ARABIC_STEM) {
      w = w.slice(prefix.length);
      break;
    }
  }
  return w;
}

/** Each language's word segmenter, made once (ICU's are costly to create). */
const segmenters = new Map<Lang, Intl.Segmenter>();

/** Text with a space between every two words the language's segmenter finds: what unicode61 then cuts at. */
function segmentWords(text: string, lang: Lang): string {
  let segmenter = segmenters.get(lang);
  if (segmenter === undefined) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  let out = '';
  for (const { segment, isWordLike } of segmenter.segment(text)) out += isWordLike ? ` ${segment} ` : segment;
  return out;
}

/** Any Han character: text without one needs no segmenting. */
const HAN = /\p{Script=Han}/u;

/** A letter of the Arabic block: a word without one is indexed as it is written. */
const ARABIC_LETTER = /[\u0600-\u06ff]/u;

/** What an analyser does (the module comment says how each works). */
interface Rules {
  /** The text in index form. */
  indexForm: (text: string, lang: Lang) => string;
  /** Which written words the index form may write as another word than their lower case; none when absent. */
  rewrites?: (word: string) => boolean;
}

const analysers: Readonly<Record<Analyser, Rules>> = {
  asWritten: { indexForm: (text) => text },
  arabicScript: {
    // A control is no part of a word, but unicode61 would read it as one of its letters: a space cuts there.
    indexForm: (text) => text.normalize('NFKC').replace(BIDI_CONTROLS, ' ').replace(ARABIC_WORD, arabicWord),
    rewrites: (word) => ARABIC_LETTER.test(word),
  },
  hanSegmented: {
    indexForm: (text, lang) => {
      const nfkc = text.normalize('NFKC');
      return HAN.test(nfkc) ? segmentWords(nfkc, lang) : nfkc;
    },
  },
};

/** The rules of a language's analyser. */
const rulesOf = (lang: Lang): Rules => analysers[serverLocales[lang].search.analyser];

/**
 * A text in the index form of a language (see the module comment): what the build gives FTS5
 * for a page in that language, and what a query in that language is cut into words from.
 * @param text plain text (a field of a page, or a normalised query)
 * @param lang the page's or the query's language
 * @returns the text with the same words in index form; as it is for a language indexed as written
 */
export function indexForm(text: string, lang: Lang): string {
  return rulesOf(lang).indexForm(text, lang);
}

/**
 * Whether a language's index holds its text as written (English's does), so that a query's
 * words are the text's own.
 * @param lang the language of an index or a query
 * @returns true when its analyser leaves text as it is
 */
export const indexedAsWritten = (lang: Lang): boolean => serverLocales[lang].search.analyser === 'asWritten';

/**
 * Which written words of a language its index form may write as another word (الإقامة as
 * اقامه), whose written forms the index keeps for snippets.
 * @param lang the language of a page
 * @returns a test of a written word, or undefined when every word is indexed as written, but for letter case
 */
export const rewrittenWords = (lang: Lang): ((word: string) => boolean) | undefined => rulesOf(lang).rewrites;

const stopwords = new Map<Lang, ReadonlySet<string>>();

/**
 * The function words of a language's index in index form: its own (shared/i18n/serverLocales.ts)
 * and English's, since English-only pages are in every index.
 * @param lang the language of an index
 * @returns the words, dropped from a query with other words and never offered as completions
 */
export function stopwordsOf(lang: Lang): ReadonlySet<string> {
  let set = stopwords.get(lang);
  if (set === undefined) {
    const own = serverLocales[lang].search.stopwords.split(' ').filter((word) => word !== '');
    set = new Set([...STOPWORDS, ...own.flatMap((word) => wordsOf(indexForm(word, lang)))]);
    stopwords.set(lang, set);
  }
  return set;
}
