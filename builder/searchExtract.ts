/**
 * A compiled body's words for the search index: its HTML (builder/content.ts output, so trusted
 * and regular) as plain text, headings apart from the running text. The result is kept in the
 * artefact cache by the HTML's hash (builder/searchIndex.ts).
 */
import { decodeHTML } from 'entities';

/** Tags of elements inside a line of text: removed without a space, so "<em>re</em>port" stays one word. */
const INLINE_TAG =
  /<\/?(?:a|abbr|b|cite|code|del|em|i|ins|kbd|mark|q|s|small|span|strong|sub|sup|time|u)(?=[\s/>])[^>]*>/giu;

/** A body's text: its `##`–`######` headings in order, and the rest as one line. */
export interface ExtractedText {
  headings: string[];
  body: string;
}

/**
 * Text of an HTML fragment: tags removed (block tags leave a space), character references
 * decoded (HTML Living Standard, named and numeric), control characters and runs of white space
 * made one space. Control characters never reach the index, so snippet markers cannot collide.
 */
export function plainText(html: string): string {
  const text = html.replace(INLINE_TAG, '').replace(/<[^>]*>/gu, ' ');
  // Most text holds no character reference: decoding is skipped for it.
  return (
    (text.includes('&') ? decodeHTML(text) : text)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim()
  );
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
