import { routes } from '../shared/routes.js';
import { articles } from '../shared/content/articles/catalogue.js';

/**
 * /sitemap.xml (sitemaps.org protocol 0.9): every static 200 route from the route table and
 * each article once, at its own prefix, with its publication date as lastmod.
 * @param origin public origin without trailing slash
 */
export function sitemapXml(origin: string): string {
  const staticUrls = routes.filter((r) => r.sitemap).map((r) => `  <url><loc>${origin}${r.path}</loc></url>`);
  const articleUrls = articles.map(
    (a) => `  <url><loc>${origin}${a.path}</loc><lastmod>${a.updated ?? a.published}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...staticUrls,
    ...articleUrls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt (RFC 9309): everything may be crawled; points at the sitemap. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
