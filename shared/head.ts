import { site } from './content/site.js';
import type { ArticleHead } from './content/types.js';

/** The head tags of one page, as the server writes them and the client keeps them. */
export interface HeadData {
  title: string;
  description: string;
  /** Absolute canonical URL, or null for a 404 (a noindex page names no canonical). */
  canonical: string | null;
  ogType: 'website' | 'article';
  noindex: boolean;
}

/** What a page's head tags are made from. */
export interface HeadInput {
  /** The matched route's path pattern, e.g. "/about" or "/insights/:slug". */
  routePath: string;
  /**
   * The page's canonical path and query (e.g. "/insights/all-articles?page=2"), made from the
   * route table and validated values only; null for a 404.
   */
  canonical: string | null;
  /** An article's meta fields, on an article page that exists. */
  article?: ArticleHead;
}

/**
 * Head tags for a page. Canonical = configured public origin + the page's canonical path and
 * query, never the request's Host header or bytes (so nobody can poison it).
 * @param origin public origin without a trailing slash, e.g. "https://www.example.com"
 * @param pageDescriptions meta descriptions of the pages that are not articles, by route path
 */
export function headFor(input: HeadInput, origin: string, pageDescriptions: Record<string, string>): HeadData {
  const canonical = input.canonical === null ? null : `${origin}${input.canonical}`;
  if (input.article !== undefined && canonical !== null) {
    return {
      title: input.article.metaTitle,
      description: input.article.metaDescription,
      canonical,
      ogType: 'article',
      noindex: false,
    };
  }
  return {
    title: site.defaultTitle,
    description: pageDescriptions[input.routePath] ?? site.description,
    canonical,
    ogType: 'website',
    noindex: canonical === null,
  };
}
