/**
 * A compiled body's words for the search index: its HTML (builder/content.ts output, so trusted
 * and regular) as plain text, headings apart from the running text, blocks (paragraphs, list
 * items, table cells) kept apart so that a snippet never runs two of them together. The result
 * is kept in the artefact cache by the HTML's hash (builder/searchIndex.ts).
 */
import { decodeHTML } from 'entities';
import { BLOCK_SEPARATOR } from '../searchIndex/schema.js';

/** Tags of elements inside a line of text: removed without a space, so "<em>re</em>port" stays one word. */
const INLINE_TAG =
  /<\/?(?:a|abbr|b|cite|code|del|em|i|ins|kbd|mark|q|s|small|span|strong|sub|sup|time|u)(?=[\s/>])[^>]*>/giu;

/** What ends a sentence, and what may follow its stop (closing quotes and brackets). */
const STOPS = new Set('.!?…:;');
const CLOSERS = new Set('"\'”’)]');

/** True when a block ends a sentence: a space after it is enough (a character test, cheaper than a pattern per block). */
function endsSentence(block: string): boolean {
  let i = block.length - 1;
  while (i >= 0 && CLOSERS.has(block[i]!)) i--;
  return i >= 0 && STOPS.has(block[i]!);
}

/** A body's text: its `##`–`######` headings in order, and the rest as one line. */
export interface ExtractedText {
  headings: string[];
  body: string;
}

/**
 * Blocks of text as one line: after a block that ends a sentence a space, after any other (a
 * list item, a table cell) BLOCK_SEPARATOR, so that "UK Global Talent visa" and "Singapore
 * EntrePass" never read as one phrase. Empty blocks are dropped.
 */
export function joinBlocks(blocks: readonly string[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (block === '') continue;
    if (parts.length > 0) parts.push(endsSentence(parts[parts.length - 1]!) ? ' ' : BLOCK_SEPARATOR);
    parts.push(block);
  }
  return parts.join('');
}

/**
 * Text of an HTML fragment: inline tags removed, every other tag ending a block (joinBlocks),
 * character references decoded (HTML Living Standard, named and numeric), control characters
 * and runs of white space made one space.
 */
export function plainText(html: string): string {
  const blocks = html
    .replace(INLINE_TAG, '')
    .split(/<[^>]*>/u)
    .map((text) =>
      // Most pieces are the white space between two tags, and most text holds no character
      // reference: both skip the work they do not need.
      text.trim() === ''
        ? ''
        : (text.includes('&') ? decodeHTML(text) : text)
            // eslint-disable-next-line no-control-regex
            .replace(/[\u0000-\u001f\u007f-\u009f]/gu, ' ')
            .replace(/\s+/gu, ' ')
            .trim(),
    );
  return joinBlocks(blocks);
}

/**
 * Splits a compiled body into headings and running text. SVG (the heading link icons) and
 * comments are dropped; attributes (the anchors' aria-labels) are never text.
 * @param html a body's HTML as builder/content.ts compiles it
 * @returns `{ headings: string[], body: string }`, every string plain text
 */
export function extractText(html: string): ExtractedText {
  const headings: string[] = [];
  const rest = html
    .replace(/<!--[\s\S]*?-->/gu, ' ')
    .replace(/<svg\b[\s\S]*?<\/svg>/giu, ' ')
    .replace(/<h([2-6])\b[^>]*>([\s\S]*?)<\/h\1>/giu, (_heading, _level, inner: string) => {
      headings.push(plainText(inner));
      return ' ';
    });
  return { headings: headings.filter((h) => h !== ''), body: plainText(rest) };
}
