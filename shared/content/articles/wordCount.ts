import type { ArticleBody, ProseSection } from '../types.js';

/** Splits plain text into words on whitespace. */
function words(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

function sectionWords(section: ProseSection): number {
  return (
    words(section.heading) +
    section.paragraphs.reduce((sum, p) => sum + words(p), 0) +
    (section.items ?? []).reduce((sum, item) => sum + words(item), 0) +
    (section.subsections ?? []).reduce((sum, sub) => sum + sectionWords(sub), 0)
  );
}

/**
 * Counts the words of an article body (intro, headings, paragraphs and list items), split on
 * whitespace. Used to check a body against its read time at 200 to 250 words a minute.
 */
export function countWords(body: ArticleBody): number {
  return (
    body.intro.reduce((sum, p) => sum + words(p), 0) +
    body.sections.reduce((sum, s) => sum + sectionWords(s), 0)
  );
}

/** Word window for a read time in minutes: [minutes * 200, minutes * 250]. */
export function wordWindow(minutes: number): [number, number] {
  return [minutes * 200, minutes * 250];
}
