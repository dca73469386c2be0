import type { ProseSection } from '../content/types.js';

/** Turns a heading into a fragment id: lower-case words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '');
}

/**
 * Renders a prose section as semantic HTML: a heading at `level` (2 or 3), its paragraphs,
 * an optional list, then sub-sections one level lower.
 */
export function Prose({
  section,
  level = 2,
  idPrefix = '',
}: {
  section: ProseSection;
  level?: 2 | 3;
  /** Prepended to the heading's fragment id so that repeated sub-headings stay unique. */
  idPrefix?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const id = `${idPrefix}${slugify(section.heading)}`;
  return (
    <section className="prose__section" aria-labelledby={id}>
      <Heading id={id}>{section.heading}</Heading>
      {section.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {section.items !== undefined && section.items.length > 0 && (
        <ul>
          {section.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      {section.subsections?.map((sub) => (
        <Prose key={sub.heading} section={sub} level={3} idPrefix={`${id}--`} />
      ))}
    </section>
  );
}
