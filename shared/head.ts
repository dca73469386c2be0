import { site } from './content/site.js';
import type { ArticleHead } from './content/types.js';
import type { ResolvedRoute } from './resolve.js';

/** The head tags of one page, as the server writes them and the client keeps them. */
export interface HeadData {
  title: string;
  description: string;
  /** Absolute canonical URL, or null for a 404 (a noindex page names no canonical). */
  canonical: string | null;
  ogType: 'website' | 'article';
  noindex: boolean;
}

/** Where head text comes from: see ./headSources.ts (loaded on demand by the client). */
export interface HeadSources {
  /** Meta descriptions of non-article pages, by route path. */
  pageDescriptions: Record<string, string>;
  /** Meta tags of each article, by slug. */
  articleHeads: Record<string, ArticleHead>;
}

/**
 * Head tags for a resolved route. Canonical = configured public origin + the page's path,
 * never the request's Host header and never the query string (so nobody can poison it).
 * @param origin public origin without a trailing slash, e.g. "https://www.example.com"
 */
export function headFor(resolved: ResolvedRoute, origin: string, sources: HeadSources): HeadData {
  const canonical = resolved.canonicalPath === undefined ? null : `${origin}${resolved.canonicalPath}`;
  const articleHead = resolved.articleId === undefined ? undefined : sources.articleHeads[resolved.articleId];
  if (articleHead !== undefined) {
    return {
      title: articleHead.metaTitle,
      description: articleHead.metaDescription,
      canonical,
      ogType: 'article',
      noindex: false,
    };
  }
  return {
    title: site.defaultTitle,
    description: sources.pageDescriptions[resolved.route.path] ?? site.description,
    canonical,
    ogType: 'website',
    noindex: resolved.status === 404,
  };
}
