import { site } from './content/site.js';
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

/**
 * Head tags for a resolved route. Canonical = configured public origin + the page's path,
 * never the request's Host header and never the query string (so nobody can poison it).
 * @param origin public origin without a trailing slash, e.g. "https://www.example.com"
 */
export function headFor(resolved: ResolvedRoute, origin: string): HeadData {
  const canonical = resolved.canonicalPath === undefined ? null : `${origin}${resolved.canonicalPath}`;
  if (resolved.article !== undefined) {
    return {
      title: resolved.article.metaTitle,
      description: resolved.article.metaDescription,
      canonical,
      ogType: 'article',
      noindex: false,
    };
  }
  return {
    title: site.defaultTitle,
    description: resolved.route.description ?? site.description,
    canonical,
    ogType: 'website',
    noindex: resolved.status === 404,
  };
}
