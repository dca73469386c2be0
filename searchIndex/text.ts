/**
 * How search cuts text into words, shared by the index build (builder/searchIndex.ts) and the
 * engine (server/search/), so the vocabulary the build writes and the words a query looks up
 * are the same.
 * Words follow FTS5's unicode61 tokenizer: runs of letters and digits, case folded, diacritics
 * removed (remove_diacritics 2), everything else a separator.
 */

/** Longest word kept in the vocabulary and looked up from a query; longer runs are not words a reader types. */
export const MAX_WORD_CHARS = 40;

/** Case-folds and strips diacritics (NFKD, then combining marks removed), as unicode61 does. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Runs of ASCII letters and digits or any non-ASCII characters, in lower-cased text. */
const RUN = /[a-z0-9\u0080-\uffff]+/g;
const ASCII_RUN = /^[a-z0-9]+$/;

/** The words of one run: itself when ASCII; else folded and cut by the Unicode classes. */
function wordsOfRun(run: string): string[] {
  const words = ASCII_RUN.test(run) ? [run] : (fold(run).match(/[\p{L}\p{N}]+/gu) ?? []);
  return words.map((w) => (w.length > MAX_WORD_CHARS ? w.slice(0, MAX_WORD_CHARS) : w));
}

/**
 * The words of a text, folded, in order: runs of Unicode letters and digits (unicode61's
 * token characters), so quotes, operators, apostrophes and hyphens all separate words.
 * @returns words of 1 to MAX_WORD_CHARS characters (longer runs are cut to that length)
 */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(RUN) ?? []).flatMap(wordsOfRun);
}

/**
 * Counts a text's runs into `runs` (lower-cased, not yet cut into words): the build's fast path
 * over millions of words, since only the few distinct runs need folding (wordCounts does it).
 */
export function countRuns(text: string, runs: Map<string, number>): void {
  for (const run of text.toLowerCase().match(RUN) ?? []) runs.set(run, (runs.get(run) ?? 0) + 1);
}

/** Word counts from run counts (countRuns): each run cut into its words as wordsOf cuts it. */
export function wordCounts(runs: ReadonlyMap<string, number>): Map<string, number> {
  const words = new Map<string, number>();
  for (const [run, count] of runs) for (const word of wordsOfRun(run)) words.set(word, (words.get(word) ?? 0) + count);
  return words;
}

/** Function words that carry no topic: dropped from a query that has other words. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from had has have how i in into is it its ' +
    'may more most must my no not of on or our out should so than that the their them then there ' +
    'these they this to under up was we what when where which who why will with you your'
  ).split(' '),
);

/**
 * British spellings rewritten to American ones (one direction, so that both spellings of a word
 * reach one key): -ise/-isation, -yse, -our, -tre, -ence (licence, defence), -ogue, doubled l
 * before a suffix (travelled), programme, and a few single words. Rules apply to whole words.
 */
const AMERICAN: readonly [RegExp, string][] = [
  [/^programme(s?)$/u, 'program$1'],
  [/^(enquir)(y|ies|e|es|ed|ing|er|ers)$/u, 'inquir$2'],
  [/^judgement(s?)$/u, 'judgment$1'],
  [/^ageing$/u, 'aging'],
  [/^(fulfil|enrol|instal)(s|ment|ments)?$/u, '$1l$2'],
  [/^sceptic(s|al|ally|ism)?$/u, 'skeptic$1'],
  [/^grey(s|er|est|ish)?$/u, 'gray$1'],
  [/^(.{2,})is(e|es|ed|ing|er|ers|ation|ations|ational|able)$/u, '$1iz$2'],
  [/^(.+)ys(e|es|ed|ing|er|ers)$/u, '$1yz$2'],
  [/^(.{2,})our(s|ed|ing|able|ably|al|ally|ite|ites|er|ers|ful|less|ism|ist|ists|hood|hoods|ly)?$/u, '$1or$2'],
  [/^(.{2,})tred$/u, '$1tered'],
  [/^(.{2,})tre(s?)$/u, '$1ter$2'],
  [/^(.{3,})enc(e|es|ed|ing)$/u, '$1ens$2'],
  [/^(.+)ogue(s?)$/u, '$1og$2'],
  [/^(.+[aeiou])ll(ed|ing|er|ers|or|ors)$/u, '$1l$2'],
];

/** A folded word in American spelling (the word itself when no rule applies). */
export function americanise(word: string): string {
  for (const [pattern, replacement] of AMERICAN) if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}

/** Inflections stripped for the spelling key, longest first. */
const INFLECTIONS = ['ing', 'ed', 'es', 'e', 's'] as const;

/**
 * The spelling key of a folded word: its American spelling without one inflection (keeping at
 * least 4 letters), so licence, licences, license and licensing share "licens". Words with
 * one key are offered as each other's variants when they differ in spelling.
 */
export function spellingKey(word: string): string {
  const american = americanise(word);
  for (const ending of INFLECTIONS)
    if (american.endsWith(ending) && american.length - ending.length >= 4) return american.slice(0, -ending.length);
  return american;
}

/** True when a folded word is spelled the British way (it has an American form of its own). */
export const isBritish = (word: string): boolean => americanise(word) !== word;
