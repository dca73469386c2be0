import { routes } from '../shared/routes.js';
import { articles } from '../shared/content/articles/catalogue.js';
import { site } from '../shared/content/site.js';
import e from 'escape-html';
import { langs, localePath, locales, type Lang } from '../shared/i18n/locales.js';
import type { ServerMessages } from './loader.js';
import { legalPages } from '../shared/content/generated/legal.js';

/** The languages a static page is served in: every one, but a legal document only where it is translated. */
const servedIn = (path: string): readonly Lang[] =>
  path.startsWith('/legal/') ? ['en', ...(legalPages[path.slice('/legal/'.length)]?.translatedInto ?? [])] : langs;

/**
 * The `<url>` entries of a page in its `written` languages, each listing every version and x-default (English) as
 * `xhtml:link` alternates, as the head tags do (Google's sitemap form of hreflang).
 */
function entriesOf(origin: string, path: string, written: readonly Lang[], lastmod?: string): string[] {
  const href = (lang: Lang) => `${origin}${localePath(lang, path)}`;
  const links =
    written.length < 2
      ? ''
      : [...written.map((lang) => [lang, href(lang)]), ['x-default', href('en')]]
          .map(([lang, url]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`)
          .join('');
  const mod = lastmod === undefined ? '' : `<lastmod>${lastmod}</lastmod>`;
  return written.map((lang) => `<loc>${href(lang)}</loc>${mod}${links}`);
}

/**
 * /sitemap.xml (sitemaps.org protocol 0.9): each static page in every language, then each article in English and its
 * translations, with lastmod. One file holds 50,000 URLs, far above the archive's scale, so there is no sitemap index.
 * @param origin public origin without trailing slash
 */
export function sitemap(origin: string): string {
  const urls = [
    ...routes.filter((r) => r.sitemap).flatMap((r) => entriesOf(origin, r.path, servedIn(r.path))),
    ...articles.flatMap((a) =>
      entriesOf(origin, a.path, ['en', ...(a.translatedInto ?? [])], a.updated ?? a.published),
    ),
  ];
  const xmlns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const xhtml = 'http://www.w3.org/1999/xhtml';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${xmlns}" xmlns:xhtml="${xhtml}">\n${urls.map((u) => `  <url>${u}</url>\n`).join('')}</urlset>\n`;
}

/** /robots.txt (RFC 9309): everything may be crawled; points at the sitemap. */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/**
 * /opensearch.xml (OpenSearch 1.1) of a language, under its prefix: lets a browser add the site's search.
 * @param origin public origin without trailing slash
 */
export function openSearchDescription(origin: string, messages: ServerMessages, lang: Lang = 'en'): string {
  const language = lang === 'en' ? '' : `\n  <Language>${locales[lang].htmlLang}</Language>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${e(site.shortName)}</ShortName>
  <Description>${e(messages(lang, 'meta').searchDescription({ name: site.name }))}</Description>
  <InputEncoding>UTF-8</InputEncoding>${language}
  <Image type="image/svg+xml">${e(origin)}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${e(origin)}${localePath(lang, '/search')}?q={searchTerms}"/>
</OpenSearchDescription>
`;
}
