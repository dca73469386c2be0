/**
 * Snippets as data: FTS5's snippet() (sqlite.org/fts5.html#the_snippet_function) wraps each
 * matched word in two marker characters, which become SnippetPart runs here, so a snippet is
 * never HTML. The markers are control characters, which the index's text never holds
 * (builder/searchExtract.ts turns them into spaces).
 */
import type { SnippetPart } from '../../shared/search.js';

/** Opens a matched word in snippet()'s output (STX). */
const MARK_OPEN = '\u0002';
/** Closes a matched word in snippet()'s output (ETX). */
const MARK_CLOSE = '\u0003';
/** Marks a cut at either end of a snippet. */
export const ELLIPSIS = '…';
/** Tokens in a snippet: about 30 words, two lines of a result. */
export const SNIPPET_TOKENS = 30;

/**
 * Runs of snippet text, `mark` true for matched words; adjacent runs of the same kind merged,
 * empty runs dropped.
 * @param marked snippet()'s output with MARK_OPEN / MARK_CLOSE around matches
 */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let mark = false;
  // eslint-disable-next-line no-control-regex -- the markers are control characters by design
  for (const piece of marked.split(/([\u0002\u0003])/u)) {
    if (piece === MARK_OPEN || piece === MARK_CLOSE) {
      mark = piece === MARK_OPEN;
      continue;
    }
    if (piece === '') continue;
    const last = parts[parts.length - 1];
    if (last !== undefined && last.mark === mark) last.text += piece;
    else parts.push({ text: piece, mark });
  }
  return parts;
}

/** True when some run of the snippet is a matched word. */
export const hasMark = (parts: readonly SnippetPart[]): boolean => parts.some((p) => p.mark);
