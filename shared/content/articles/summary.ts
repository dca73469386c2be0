/**
 * An article as the build writes it for cards and lists, and as pages show it: no body, no
 * head tags. Imports nothing generated, so the build can use it before it writes anything.
 */
import type { CategorySlug } from '../types.js';
import { categories, type Category } from '../categories.js';
import { formatDate } from '../dates.js';
import type { Lang } from '../../i18n/locales.js';

/** An article's route: the list that carries it, which is also its URL prefix (/insights/{id} or /knowledge/{id}). */
type ArticleRoute = 'insights' | 'knowledge';

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
  /** The list that carries the article, and its URL prefix. */
  route: ArticleRoute;
  /** ISO date of publication. */
  published: string;
  /** ISO date of the last substantive update, if any. */
  updated?: string;
  /** Set on a draft, which only a development build carries (a production build leaves drafts out). */
  draft?: true;
  /** Set on an article published after the build's day, which only a development build carries. */
  scheduled?: true;
  /** The languages besides English it is translated into (the sitemap's and feeds' alternates); absent for none. */
  translatedInto?: Lang[];
}

/** An article as pages list it: its entry with the category, read time and date as printed. */
export interface ArticleSummary extends Omit<ArticleEntry, 'category' | 'readTime'> {
  category: Category;
  /** Read time in minutes. */
  minutes: number;
  /** Read time as printed, e.g. "15 min read". */
  readTime: string;
  /** Publication date as printed, e.g. "11 September 2025". */
  publishedDisplay: string;
  /** The last update's date as printed, if any. */
  updatedDisplay?: string;
  /** Site-relative path of the article at its own prefix, e.g. "/insights/aml-kyc-2025". */
  path: string;
  /**
   * The language of the title and excerpt, where it is not the page's: an article not
   * translated into the page's language is listed in English ("en").
   */
  lang?: Lang;
}

function categoryOf(slug: CategorySlug): Category {
  const category = categories.find((c) => c.slug === slug);
  if (category === undefined) throw new Error(`unknown category ${slug}`);
  return category;
}

/** An entry as pages list it: category, read time and date as printed, and its path. */
export function summaryOf(entry: ArticleEntry): ArticleSummary {
  return {
    ...entry,
    category: categoryOf(entry.category),
    minutes: entry.readTime,
    readTime: `${entry.readTime} min read`,
    publishedDisplay: formatDate(entry.published),
    ...(entry.updated === undefined ? {} : { updatedDisplay: formatDate(entry.updated) }),
    path: `/${entry.route}/${entry.id}`,
  };
}
