/**
 * A result's snippet as text runs, never HTML, cut here with one regular expression of the words FTS5 matches
 * (Vocabulary.forms): a tenth of the cost of FTS5's snippet() (decision 016).
 */
import type { SnippetPart } from '../../shared/search.js';
import { BLOCK_SEPARATOR } from '../../searchIndex/schema.js';

/** Marks a cut at either end of a snippet. */
const ELLIPSIS = '…';
/** Characters of a snippet: about 30 words (two lines of a result) of about 6.5 characters with their spaces. */
const SNIPPET_CHARS = 195;
/** Characters kept before the first matched word, so it is read in context. */
const LEAD_CHARS = 40;
/** Share of Han characters past which a snippet is halved: each is twice a Latin letter's width, and a word. */
const HAN_SHARE = 0.5;
/** Characters looked through for a space to cut at; beyond it (text without spaces), the text is cut where it stands. */
const REACH = 24;

/** A snippet's length and lead for a text: halved where the text around `at` is mostly Han. */
function windowOf(text: string, at: number): { chars: number; lead: number } {
  const sample = text.slice(Math.max(0, at), Math.max(0, at) + 60);
  const han = sample.match(/\p{Script=Han}/gu)?.length ?? 0;
  return han > sample.length * HAN_SHARE
    ? { chars: SNIPPET_CHARS / 2, lead: LEAD_CHARS / 2 }
    : { chars: SNIPPET_CHARS, lead: LEAD_CHARS };
}
/** The block separator without its spaces: a snippet neither starts nor ends on one. */
const SEPARATOR = BLOCK_SEPARATOR.trim();

/** Escapes a word for a regular expression: a pattern must never be code, whatever the vocabulary holds. */
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Han characters: Han text is written without spaces, so its words are found wherever they stand. */
const HAN = /\p{Script=Han}/u;
/** A letter, mark or digit that would continue a word; a Han character never does (Han text has no spaces). */
const WORD_CHAR = '[[\\p{L}\\p{M}\\p{N}]--\\p{Script=Han}]';

/**
 * A matcher of whole words, case-insensitive, longest alternative first; a word of Han matches
 * wherever it stands, a word of another script only where no letter of its own stands beside it.
 * @param words folded surface words (Vocabulary.forms); none matches nothing
 * @returns a global regular expression
 */
export function wordMatcher(words: readonly string[]): RegExp {
  const sorted = [...words].sort((a, b) => b.length - a.length);
  const spaced = sorted.filter((w) => !HAN.test(w)).map(escape);
  const han = sorted.filter((w) => HAN.test(w)).map(escape);
  const alternatives = [
    ...(spaced.length > 0 ? [`(?<!${WORD_CHAR})(?:${spaced.join('|')})(?!${WORD_CHAR})`] : []),
    ...(han.length > 0 ? [`(?:${han.join('|')})`] : []),
  ];
  return new RegExp(alternatives.join('|') || '(?!)', 'giv');
}

/** The plain-text fields a snippet is cut from (the index's `search` columns). */
export interface SnippetFields {
  body: string;
  excerpt: string;
  headings: string;
}

interface Match {
  start: number;
  end: number;
  word: string;
}

/**
 * A result's snippet: about SNIPPET_CHARS of the first of body, excerpt and headings where a word matches, around
 * the window holding the most distinct matched words; else the start of the excerpt (or body).
 * @param matcher wordMatcher's expression (global; its lastIndex is reset here)
 * @returns runs of text, matched words marked, ELLIPSIS where the text is cut; [] when the fields are empty
 */
export function snippet(fields: SnippetFields, matcher: RegExp): SnippetPart[] {
  for (const text of [fields.body, fields.excerpt, fields.headings]) {
    matcher.lastIndex = 0;
    const found: Match[] = [...text.matchAll(matcher)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      word: m[0].toLowerCase(),
    }));
    if (found.length === 0) continue;
    const { chars, lead } = windowOf(text, found[0]!.start);
    let best = { at: 0, distinct: 0 };
    for (let i = 0; i < found.length; i++) {
      const limit = found[i]!.start + chars - lead;
      const words = new Set<string>();
      for (let j = i; j < found.length && found[j]!.end <= limit; j++) words.add(found[j]!.word);
      if (words.size > best.distinct) best = { at: i, distinct: words.size };
    }
    return cut(text, found, found[best.at]!.start - lead, chars);
  }
  const text = fields.excerpt === '' ? fields.body : fields.excerpt;
  return cut(text, [], 0, windowOf(text, 0).chars);
}

/** Where a snippet starting about `at` starts: after the space before it, or at it when none is near. */
function startOf(text: string, at: number): number {
  if (at <= 0) return 0;
  const space = text.lastIndexOf(' ', at);
  if (space === -1) return at <= REACH ? 0 : at;
  return at - space <= REACH ? space + 1 : at;
}

/** Where a snippet ending about `at` ends: at the space after it, or at it when none is near. */
function endOf(text: string, at: number): number {
  if (at >= text.length) return text.length;
  const space = text.indexOf(' ', at);
  if (space === -1) return text.length - at <= REACH ? text.length : at;
  return space - at <= REACH ? space : at;
}

/** `chars` of `text` from about `at`, moved outward to spaces, off block separators, matches marked. */
function cut(text: string, found: readonly Match[], at: number, chars: number): SnippetPart[] {
  let from = startOf(text, at);
  let to = endOf(text, at + chars);
  if (text.startsWith(`${SEPARATOR} `, from)) from += SEPARATOR.length + 1;
  if (text.endsWith(` ${SEPARATOR}`, to)) to -= SEPARATOR.length + 1;
  const parts: SnippetPart[] = [];
  const push = (piece: string, mark: boolean) => {
    const last = parts[parts.length - 1];
    if (piece === '') return;
    if (last !== undefined && last.mark === mark) last.text += piece;
    else parts.push({ text: piece, mark });
  };
  push(from > 0 ? ELLIPSIS : '', false);
  let next = from;
  for (const m of found) {
    if (m.start < from || m.end > to) continue;
    push(text.slice(next, m.start), false);
    push(text.slice(m.start, m.end), true);
    next = m.end;
  }
  push(text.slice(next, to), false);
  push(to < text.length ? ELLIPSIS : '', false);
  return parts;
}
