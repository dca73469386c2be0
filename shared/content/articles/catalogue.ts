import { articleEntries } from '../generated/articles.js';
import { summaryOf, type ArticleSummary } from './summary.js';

export type { ArticleSummary } from './summary.js';

/**
 * Every article, newest first (equal dates by title), derived at build from the Markdown files
 * under shared/content/articles/: the one list that pages, server, sitemap, feed and tests read.
 */
export const articles: readonly ArticleSummary[] = articleEntries.map(summaryOf);
