/**
 * The site's URLs as the server benchmarks ask for them: a build's article slugs, the article
 * and list URLs a cache-missing flood cycles through, a sitemap's paths.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The article slugs a build's page data files are named by (dist/build-report.json).
 * @param {string} dist the build output folder
 * @returns {string[]} none when the build names page data by hash
 */
export function builtSlugs(dist) {
  return JSON.parse(readFileSync(join(dist, 'build-report.json'), 'utf8'))
    .map((r) => /^\/assets\/content\/articles\/(.+)-[A-Z0-9]+\.json$/u.exec(r.file)?.[1])
    .filter((s) => s !== undefined);
}

const CATEGORIES = ['company-formation', 'banking', 'licensing', 'migration', 'asset-protection', 'legal'];

/**
 * Every article under both prefixes (both serve an article) and every list filtered by each
 * category: for bench/misses.lua, which reads them from MISS_URLS.
 * @param {string[]} slugs the articles
 * @returns {string[]} paths
 */
export const missUrls = (slugs) => [
  ...slugs.flatMap((s) => [`/insights/${s}`, `/knowledge/${s}`]),
  ...['/insights', '/insights/all-articles', '/knowledge/all-articles'].flatMap((p) =>
    CATEGORIES.map((c) => `${p}?category=${c}`),
  ),
];

/**
 * The paths of a sitemap's URLs.
 * @param {string} xml the sitemap
 * @returns {string[]} each <loc>'s path and query
 */
export const sitemapPaths = (xml) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((m) => {
    const loc = new URL(m[1].replaceAll('&amp;', '&'));
    return `${loc.pathname}${loc.search}`;
  });
