import { articleEntries } from '../generated/articles.js';
import { summaryOf, type ArticleSummary } from './summary.js';

export type { ArticleEntry, ArticleRoute, ArticleSummary } from './summary.js';

/**
 * Every article, newest first (equal dates by title), derived at build from the Markdown files
 * under shared/content/articles/: the one list that pages, server, sitemap, feed and tests read.
 */
export const articles: readonly ArticleSummary[] = articleEntries.map(summaryOf);

const byId = new Map(articles.map((a) => [a.id, a]));

/** Looks an article up by slug; undefined for an unknown slug. */
export function findArticle(id: string): ArticleSummary | undefined {
  return byId.get(id);
}
