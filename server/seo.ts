import { routes } from '../shared/routes.js';
import { articles } from '../shared/content/articles/catalogue.js';
import { site } from '../shared/content/site.js';
import e from 'escape-html';

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

/**
 * /opensearch.xml (OpenSearch 1.1 description document): lets a browser add the site's search,
 * whose results page is /search?q={searchTerms}. ShortName is at most 16 characters.
 * @param origin public origin without trailing slash
 */
export function openSearchDescription(origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${e(site.shortName)}</ShortName>
  <Description>${e(`Search the insights, guides and services of ${site.name}`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image type="image/svg+xml">${e(origin)}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${e(origin)}/search?q={searchTerms}"/>
</OpenSearchDescription>
`;
}
