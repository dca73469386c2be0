import { routes } from '../shared/routes.js';
import { articles } from '../shared/content/articles/catalogue.js';

/** URLs one sitemap may list (sitemaps.org protocol 0.9); a site with more gets a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000;

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** Every public URL: each static 200 route of the route table, then each article once, at its own prefix. */
function publicUrls(origin: string): SitemapUrl[] {
  return [
    ...routes.filter((r) => r.sitemap).map((r) => ({ loc: `${origin}${r.path}` })),
    ...articles.map((a) => ({ loc: `${origin}${a.path}`, lastmod: a.updated ?? a.published })),
  ];
}

const urlset = (urls: SitemapUrl[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) => `  <url><loc>${u.loc}</loc>${u.lastmod === undefined ? '' : `<lastmod>${u.lastmod}</lastmod>`}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

/**
 * The sitemap files by path (sitemaps.org protocol 0.9): /sitemap.xml lists every public URL
 * with each article's last change as lastmod; above `limit` URLs it becomes a sitemap index of
 * /sitemap-1.xml, /sitemap-2.xml, ..., each listing at most `limit`.
 * @param origin public origin without trailing slash
 * @returns path -> function making the file's text
 */
export function sitemaps(origin: string, limit = SITEMAP_URL_LIMIT): Map<string, () => string> {
  const count = publicUrls(origin).length;
  if (count <= limit) return new Map([['/sitemap.xml', () => urlset(publicUrls(origin))]]);
  const parts = Math.ceil(count / limit);
  const files = new Map<string, () => string>();
  const names = Array.from({ length: parts }, (_, i) => `/sitemap-${i + 1}.xml`);
  files.set('/sitemap.xml', () =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...names.map((name) => `  <sitemap><loc>${origin}${name}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n'),
  );
  names.forEach((name, i) => files.set(name, () => urlset(publicUrls(origin).slice(i * limit, (i + 1) * limit))));
  return files;
}

/** /robots.txt (RFC 9309): everything may be crawled; points at the sitemap. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
