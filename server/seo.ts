import { routes } from '../shared/routes.js';
import { articles } from '../shared/content/articles/catalogue.js';

/**
 * /sitemap.xml (sitemaps.org protocol 0.9): each static page of the route table, then each
 * article with its last change as lastmod. One file holds up to 50,000 URLs, far above the
 * archive's scale; past that it would need a sitemap index.
 * @param origin public origin without trailing slash
 */
export function sitemap(origin: string): string {
  const urls = [
    ...routes.filter((r) => r.sitemap).map((r) => `<loc>${origin}${r.path}</loc>`),
    ...articles.map((a) => `<loc>${origin}${a.path}</loc><lastmod>${a.updated ?? a.published}</lastmod>`),
  ];
  const xmlns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${xmlns}">\n${urls.map((u) => `  <url>${u}</url>\n`).join('')}</urlset>\n`;
}

/** /robots.txt (RFC 9309): everything may be crawled; points at the sitemap. */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
