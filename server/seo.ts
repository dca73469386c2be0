import { routes } from '../shared/routes.js';
import { articles } from '../shared/content/articles/catalogue.js';

/** URLs one sitemap may list (sitemaps.org protocol 0.9); a site with more gets a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/**
 * The sitemap files by path (sitemaps.org protocol 0.9), each as a function making its text:
 * /sitemap.xml lists each static page of the route table, then each article with its last change
 * as lastmod; above `limit` URLs it becomes an index of /sitemap-1.xml, /sitemap-2.xml, ...
 * @param origin public origin without trailing slash
 */
export function sitemaps(origin: string, limit = SITEMAP_URL_LIMIT): Map<string, () => string> {
  const urls = () => [
    ...routes.filter((r) => r.sitemap).map((r) => `<loc>${origin}${r.path}</loc>`),
    ...articles.map((a) => `<loc>${origin}${a.path}</loc><lastmod>${a.updated ?? a.published}</lastmod>`),
  ];
  const urlset = (part: string[]) =>
    [XML, `<urlset ${NS}>`, ...part.map((u) => `  <url>${u}</url>`), '</urlset>', ''].join('\n');
  const parts = Math.ceil((routes.filter((r) => r.sitemap).length + articles.length) / limit);
  if (parts <= 1) return new Map([['/sitemap.xml', () => urlset(urls())]]);
  const names = Array.from({ length: parts }, (_, i) => `/sitemap-${i + 1}.xml`);
  const index = [
    XML,
    `<sitemapindex ${NS}>`,
    ...names.map((n) => `  <sitemap><loc>${origin}${n}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ];
  return new Map([
    ['/sitemap.xml', () => index.join('\n')],
    ...names.map((name, i): [string, () => string] => [name, () => urlset(urls().slice(i * limit, (i + 1) * limit))]),
  ]);
}

/** /robots.txt (RFC 9309): everything may be crawled; points at the sitemap. */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
