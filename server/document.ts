import { site } from '../shared/content/site.js';
import type { HeadData } from '../shared/head.js';
import { pageDataFolder } from '../shared/content/generated/pageData.js';
import type { InitialPageData } from '../shared/pageData.js';
import { escapeHtml, jsonForScript } from './html.js';

/** Everything the HTML shell needs besides the React markup. */
export interface DocumentParts {
  head: HeadData;
  /** Markup from renderToString, placed inside #root with no surrounding whitespace. */
  appHtml: string;
  origin: string;
  year: number;
  /** The site stylesheet's text, inlined (its CSP hash is in the Content-Security-Policy). */
  style: string;
  /** Font, boot script, entry and modulepreload URLs for this page. */
  fonts: string[];
  boot: string;
  entry: string;
  preloads: string[];
  /** The view's page data, for hydration; a body in it is left out, since the HTML holds it. */
  pageData: InitialPageData;
  /** Site-relative URL and alternative text of the page's Open Graph image (1200x630). */
  ogImage: { url: string; alt: string };
  jsonLd: Record<string, unknown>;
}

/** Page data without its body: the client takes the body from the HTML (shared/content/bodies.ts). */
function withoutBody({ key, data }: InitialPageData): InitialPageData {
  if (data === null || typeof data !== 'object' || !('body' in data)) return { key, data };
  const { body: _body, ...rest } = data as Record<string, unknown>;
  return { key, data: rest };
}

/**
 * The HTML document around the app. The server owns <head> (React renders only into #root),
 * so there is exactly one <title>; the client edits these tags on navigation. The stylesheet
 * is inline, allowed by its hash in the CSP; there is no inline script (JSON-LD and the page data are data
 * blocks, not script). The head holds what the first paint needs: the stylesheet and the fonts it
 * uses. The one script is client/boot.ts, under 1 KB: once the first paint is presented
 * and the page has loaded, it preloads the chunks and imports the entry listed in #root's
 * data-modules, so on a slow link the scripts do not compete with the paint or the fonts.
 */
export function renderDocument(p: DocumentParts): string {
  const e = escapeHtml;
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(p.head.title)}</title>`,
    `<meta name="description" content="${e(p.head.description)}">`,
    p.head.canonical === null ? '' : `<link rel="canonical" href="${e(p.head.canonical)}">`,
    p.head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:site_name" content="${e(site.name)}">`,
    '<meta property="og:locale" content="en_GB">',
    `<meta property="og:title" content="${e(p.head.title)}">`,
    `<meta property="og:description" content="${e(p.head.description)}">`,
    `<meta property="og:type" content="${p.head.ogType}">`,
    p.head.canonical === null ? '' : `<meta property="og:url" content="${e(p.head.canonical)}">`,
    `<meta property="og:image" content="${e(p.origin + p.ogImage.url)}">`,
    '<meta property="og:image:type" content="image/png">',
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    `<meta property="og:image:alt" content="${e(p.ogImage.alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    '<meta name="theme-color" content="#0f2a44">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="alternate" type="application/atom+xml" href="/insights/feed.xml" title="${e(`${site.name}: Insights`)}">`,
    `<style>${p.style}</style>`,
    ...p.fonts.map((f) => `<link rel="preload" href="${e(f)}" as="font" type="font/woff2" crossorigin>`),
    `<script type="module" async src="${e(p.boot)}"></script>`,
    `<script type="application/ld+json">${jsonForScript(p.jsonLd)}</script>`,
  ].filter((t) => t !== '');
  return (
    `<!DOCTYPE html>\n<html lang="en-GB">\n<head>\n${tags.join('\n')}\n</head>\n<body>\n` +
    `<div id="root" data-origin="${e(p.origin)}" data-year="${p.year}" data-page-data="${e(pageDataFolder)}" data-modules="${e([p.entry, ...p.preloads].join(' '))}">${p.appHtml}</div>\n` +
    `<script type="application/json" id="page-data">${jsonForScript(withoutBody(p.pageData))}</script>\n` +
    '</body>\n</html>\n'
  );
}
