import type { CategorySlug } from '../types.js';
import { categories, type Category } from '../categories.js';
import { formatDate } from '../dates.js';
import { articleEntries } from '../generated/articles.js';

/** The list that carries an article, which is also its URL prefix (/insights/{id} or /knowledge/{id}). */
export type ArticleList = 'insights' | 'knowledge';

/** An article's frontmatter as the build writes it for cards and lists (no body, no head tags). */
export interface ArticleEntry {
  /** The slug: the Markdown file's name. */
  id: string;
  /** Headline shown on cards and as the page's h1. */
  title: string;
  /** One or two sentences shown on cards. */
  excerpt: string;
  category: CategorySlug;
  /** Read time in minutes. */
  readTime: number;
  featured: boolean;
  /** The frontmatter's `route`: the list that carries the article (its URL prefix). */
  route: ArticleList;
  /** ISO date of publication. */
  published: string;
  /** ISO date of the last substantive update, if any. */
  updated?: string;
}

/** An article as pages list it: its entry with the category, read time and date as printed. */
export interface ArticleSummary extends Omit<ArticleEntry, 'category' | 'readTime' | 'route'> {
  /** The list that carries the article (the frontmatter's `route`). */
  list: ArticleList;
  category: Category;
  /** Read time in minutes. */
  minutes: number;
  /** Read time as printed, e.g. "15 min read". */
  readTime: string;
  /** Publication date as printed, e.g. "11 September 2025". */
  publishedDisplay: string;
  /** Site-relative path of the article at its own prefix, e.g. "/insights/aml-kyc-2025". */
  path: string;
}

function categoryOf(slug: CategorySlug): Category {
  const category = categories.find((c) => c.slug === slug);
  if (category === undefined) throw new Error(`unknown category ${slug}`);
  return category;
}

/**
 * Every article, newest first (equal dates by title), derived at build from the Markdown files
 * under shared/content/articles/: the one list that pages, server, sitemap, feed and tests read.
 */
export const articles: readonly ArticleSummary[] = articleEntries.map(({ route, ...entry }) => ({
  ...entry,
  list: route,
  category: categoryOf(entry.category),
  minutes: entry.readTime,
  readTime: `${entry.readTime} min read`,
  publishedDisplay: formatDate(entry.published),
  path: `/${route}/${entry.id}`,
}));

const byId = new Map(articles.map((a) => [a.id, a]));

/** Looks an article up by slug; undefined for an unknown slug. */
export function findArticle(id: string): ArticleSummary | undefined {
  return byId.get(id);
}

/** Articles in the given category, or all of them when category is undefined. */
export function articlesIn(category: Category | undefined): ArticleSummary[] {
  return articles.filter((a) => category === undefined || a.category.slug === category.slug);
}

/**
 * Up to `count` other articles to read next: the same category first, then the rest, each
 * group in list order (newest first).
 */
export function relatedArticles(id: string, count = 3): ArticleSummary[] {
  const article = byId.get(id);
  const others = articles.filter((a) => a.id !== id);
  const same = others.filter((a) => a.category.slug === article?.category.slug);
  return [...same, ...others.filter((a) => !same.includes(a))].slice(0, count);
}
