/** A section heading of a body, for the "On this page" list. */
export interface TocEntry {
  /** Fragment id of the heading (GitHub-style slug). */
  id: string;
  text: string;
}

/** A document body compiled from Markdown at build time (builder/content.ts). */
export interface CompiledBody {
  /** The body as HTML: intro and sections, headings with ids, links checked at build. */
  html: string;
  /** The `##` sections in order. */
  toc: TocEntry[];
}

/**
 * A body already in the page (first load): the server marks its container with data-body; its
 * HTML is the body's HTML and its `h2[id]` headings are the table of contents. Taking it from
 * there means the body is never downloaded twice.
 * @returns the body, or undefined when the page shows none
 */
export function bodyFromDocument(root: ParentNode): CompiledBody | undefined {
  const element = root.querySelector<HTMLElement>('[data-body]');
  if (element === null) return undefined;
  const toc = [...element.querySelectorAll('h2[id]')].map((h) => ({ id: h.id, text: (h.textContent ?? '').trim() }));
  return { html: element.innerHTML, toc };
}
