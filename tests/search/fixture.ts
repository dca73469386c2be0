import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileContent } from '../../builder/content.js';
import type { CompiledArticle, CompiledContent } from '../../builder/contentTypes.js';
import { buildSearchIndex } from '../../builder/searchIndex.js';
import { SEARCH_INDEX_FILE } from '../../searchIndex/schema.js';
import { locales, translationLangs } from '../../shared/i18n/locales.js';

/** A search index in a temporary folder, and how to remove it. */
export interface TempIndex {
  /** The English index; the other languages' are beside it (languageIndexFile). */
  file: string;
  /** The folder, laid out as a build's dist/ holds its indexes (SEARCH_INDEX_FILE below it). */
  dir: string;
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
  return { file, dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The article the English-only fixture leaves untranslated: searched in English as "second citizenship". */
export const ENGLISH_ONLY = { id: 'second-citizenship-overview', url: '/knowledge/second-citizenship-overview' };

/**
 * The site's real content compiled from a scratch copy in which the article `id` has no
 * translations: the article every other language's site shows in English, as an article is
 * until it is translated. Every real article is translated, so what English-only pages do is
 * tested on this copy, never on real content being untranslated.
 */
export async function contentWithEnglishOnly(id: string): Promise<CompiledContent> {
  const root = mkdtempSync(join(tmpdir(), 'search-content-'));
  try {
    for (const kind of ['articles', 'legal'])
      cpSync(join('shared/content', kind), join(root, 'shared/content', kind), { recursive: true });
    for (const lang of translationLangs)
      rmSync(join(root, 'shared/content/articles', locales[lang].folder, `${id}.md`));
    return await compileContent(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
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
