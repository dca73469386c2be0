import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileContent } from '../../builder/content.js';
import type { CompiledArticle, CompiledContent } from '../../builder/contentTypes.js';
import { buildSearchIndex } from '../../builder/searchIndex.js';
import { SEARCH_INDEX_FILE } from '../../searchIndex/schema.js';

/** A search index in a temporary folder, and how to remove it. */
export interface TempIndex {
  file: string;
  remove(): void;
}

/**
 * Builds the search index of `content` (default: the site's real content, compiled from the
 * working tree as a production build does) into a new temporary folder.
 */
export async function tempIndex(content?: CompiledContent): Promise<TempIndex> {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  const file = join(dir, SEARCH_INDEX_FILE);
  await buildSearchIndex(content ?? (await compileContent(process.cwd())), file);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A compiled article with the given words, for indexes built from made-up content. */
export function article(id: string, title: string, html: string): CompiledArticle {
  return {
    id,
    title,
    excerpt: `An article for the search tests: ${id}.`,
    metaTitle: title,
    metaDescription: `${title}.`,
    category: 'legal',
    readTime: 1,
    featured: false,
    route: 'knowledge',
    published: '2025-01-01',
    words: 200,
    body: { html, toc: [] },
  };
}
