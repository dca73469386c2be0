/**
 * Each language's rules for turning text into the words the index holds, applied alike to a
 * page's text at build and to a query: the index form. FTS5 (unicode61 with Porter stemming)
 * then cuts the index form at spaces and punctuation and stems English words; Porter leaves
 * Arabic and Chinese words as they are.
 *  - English: the text as it is.
 *  - Arabic: each word folded (case, NFKD marks, which removes tashkeel and the hamza of أ إ آ
 *    ؤ ئ), tatweel removed, ى as ي and ة as ه, then the definite article taken off, alone or
 *    after و ب ك ف ل (light stemming: الإقامة, والإقامة and بالإقامة all index as اقامه).
 *  - Simplified Chinese, written without spaces: words cut by ICU's dictionary segmenter
 *    (`Intl.Segmenter`, UAX #29 extended with a word dictionary), separated by spaces.
 * Why: docs/decisions/028-search-per-language.md.
 */
import type { Lang } from '../shared/i18n/locales.js';
import { STOPWORDS } from './text.js';

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

/** Words of Chinese text: one segmenter, made once (ICU's are costly to create). */
const chineseWords = new Intl.Segmenter('zh', { granularity: 'word' });

/** Chinese text with a space between every two words: what unicode61 then cuts at. */
function segmentChinese(text: string): string {
  let out = '';
  for (const { segment, isWordLike } of chineseWords.segment(text)) out += isWordLike ? ` ${segment} ` : segment;
  return out;
}

/** Any Han character: text without one needs no segmenting. */
const HAN = /\p{Script=Han}/u;

/**
 * A text in the index form of a language (see the module comment): what the build gives FTS5
 * for a page in that language, and what a query in that language is cut into words from.
 * @param text plain text (a field of a page, or a normalised query)
 * @param lang the page's or the query's language
 * @returns the text with the same words in index form; English text as it is
 */
export function indexForm(text: string, lang: Lang): string {
  switch (lang) {
    case 'ar':
      // A control is no part of a word, but unicode61 would read it as one of its letters: a space cuts there.
      return text.normalize('NFKC').replace(BIDI_CONTROLS, ' ').replace(ARABIC_WORD, arabicWord);
    case 'zh-Hans': {
      const nfkc = text.normalize('NFKC');
      return HAN.test(nfkc) ? segmentChinese(nfkc) : nfkc;
    }
    default:
      return text;
  }
}

/** Arabic function words (prepositions, conjunctions, pronouns, question words), as typed. */
const ARABIC_STOPWORDS =
  'في من إلى على عن مع أو أم ثم لا لم لن ما ماذا هل كيف متى أين لماذا هذا هذه ذلك تلك الذي التي الذين ' +
  'هو هي هم نحن أنت كل بين عند قد إن أن كان كانت حول عبر دون';
/** Chinese function words and particles, as the segmenter cuts them. */
const CHINESE_STOPWORDS =
  '的 了 和 与 及 或 在 是 也 等 对 为 从 以 之 其 而 并 向 于 由 将 把 被 这 那 个 吗 呢 吧 哪些 什么 如何 怎么 怎样 我们 您 你';

/** Function words of each language in index form: dropped from a query with other words. */
const LANGUAGE_STOPWORDS: Readonly<Record<Lang, readonly string[]>> = {
  en: [],
  ar: ARABIC_STOPWORDS.split(' ').map(arabicWord),
  'zh-Hans': CHINESE_STOPWORDS.split(' '),
};

const stopwords = new Map<Lang, ReadonlySet<string>>();

/**
 * The function words of a language's index (English's among them: English-only pages are in
 * every index), in index form.
 */
export function stopwordsOf(lang: Lang): ReadonlySet<string> {
  let set = stopwords.get(lang);
  if (set === undefined) {
    set = new Set([...STOPWORDS, ...LANGUAGE_STOPWORDS[lang]]);
    stopwords.set(lang, set);
  }
  return set;
}
