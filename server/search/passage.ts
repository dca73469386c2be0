/**
 * A body's snippet, cut here rather than by FTS5's snippet(): snippet() scores every window
 * against every instance of every phrase, about 0.4 ms per result for one word and 2 ms for a
 * word being typed (eight completions) on a 5,000-word article; finding the matched words with
 * one regular expression costs a tenth of that. Which words match is FTS5's own answer: every
 * surface word of the vocabulary that shares a porter stem with a searched word
 * (Vocabulary.forms), so the marks are the ones snippet() would make.
 */
import type { SnippetPart } from '../../shared/search.js';
import { ELLIPSIS, SNIPPET_TOKENS } from './snippet.js';

/** Characters of a snippet: SNIPPET_TOKENS words of about 6.5 characters with their spaces. */
const SNIPPET_CHARS = Math.round(SNIPPET_TOKENS * 6.5);
/** Characters kept before the first matched word, so it is read in context. */
const LEAD_CHARS = 40;

/** Escapes a word for a regular expression (the vocabulary holds letters and digits only, but a pattern must never be code). */
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * A matcher of whole words, case-insensitive, longest alternative first.
 * @param words folded surface words (Vocabulary.forms)
 * @returns a global regular expression, or undefined for no words
 */
export function wordMatcher(words: readonly string[]): RegExp | undefined {
  if (words.length === 0) return undefined;
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** `[start, end)` of `text` moved outward to the nearest spaces (or the ends). */
function toSpaces(text: string, start: number, end: number): [number, number] {
  const before = start <= 0 ? 0 : text.lastIndexOf(' ', start) + 1;
  const after = end >= text.length ? text.length : text.indexOf(' ', end);
  return [before, after === -1 ? text.length : after];
}

/**
 * About SNIPPET_TOKENS words of `text` around its densest run of matched words (the window
 * holding the most distinct ones, the earliest among equals), the matched words marked.
 * @param text a document's plain text
 * @param matcher wordMatcher's expression (global; its lastIndex is reset here)
 * @returns the snippet as text runs, with ELLIPSIS where the text is cut; undefined when no word matches
 */
export function passageSnippet(text: string, matcher: RegExp): SnippetPart[] | undefined {
  matcher.lastIndex = 0;
  const found = [...text.matchAll(matcher)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: m[0].toLowerCase(),
  }));
  if (found.length === 0) return undefined;
  let best = { at: 0, distinct: 0 };
  for (let i = 0; i < found.length; i++) {
    const limit = found[i]!.start + SNIPPET_CHARS - LEAD_CHARS;
    const words = new Set<string>();
    for (let j = i; j < found.length && found[j]!.end <= limit; j++) words.add(found[j]!.word);
    if (words.size > best.distinct) best = { at: i, distinct: words.size };
  }
  const first = found[best.at]!;
  const [from, to] = toSpaces(text, first.start - LEAD_CHARS, first.start - LEAD_CHARS + SNIPPET_CHARS);
  const parts: SnippetPart[] = [];
  const push = (piece: string, mark: boolean) => {
    if (piece !== '') parts.push({ text: piece, mark });
  };
  push(from > 0 ? ELLIPSIS : '', false);
  let at = from;
  for (const m of found) {
    if (m.start < from || m.end > to) continue;
    push(text.slice(at, m.start), false);
    push(text.slice(m.start, m.end), true);
    at = m.end;
  }
  push(text.slice(at, to), false);
  push(to < text.length ? ELLIPSIS : '', false);
  // Runs of the same kind merged, as snippetParts returns them.
  return parts.reduce<SnippetPart[]>((runs, part) => {
    const last = runs[runs.length - 1];
    if (last !== undefined && last.mark === part.mark) last.text += part.text;
    else runs.push({ ...part });
    return runs;
  }, []);
}
