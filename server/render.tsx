/**
 * Rendering: the app at a URL to a complete HTML document, with StaticRouter, on request.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../shared/App.js';
import { HeadTags, headFor, headInputOf, headWordsOf, type HeadWords } from '../shared/head.js';
import type { ArticleData, LegalData } from '../shared/pageData.js';
import type { InitialPageData } from '../shared/pageDataStore.js';
import { urlPathOf, type View } from '../shared/match.js';
import { localePath, locales, type Lang } from '../shared/i18n/locales.js';
import { serverMessages } from './messages.js';
import { pageDataFolder } from '../shared/content/generated/pageDataFiles.js';
import { site } from '../shared/content/site.js';
import { feedPath, feedTitle } from '../shared/feeds.js';
import { modulePreloads, type Manifest } from './manifest.js';
import { heldTrees } from '../shared/i18n/messages.js';
import { messagesFolder } from '../shared/content/generated/messages.js';
import { pageModules } from '../shared/pageModules.js';
import { structuredData } from './structuredData.js';
import e from 'escape-html';

const headWords = new Map<Lang, HeadWords>();
/** A language's head words, from its held catalogue. */
function headWordsIn(lang: Lang): HeadWords {
  let words = headWords.get(lang);
  if (words === undefined) {
    const [meta, services, common] = [
      serverMessages(lang, 'meta'),
      serverMessages(lang, 'services'),
      serverMessages(lang, 'common'),
    ];
    headWords.set(lang, (words = headWordsOf(lang, { meta, services, common })));
  }
  return words;
}

/**
 * JSON for a data block: `<` escaped, so the text can never close the <script> element.
 * Undefined fields are left out: the client takes an article's or legal page's body from the HTML.
 */
const json = (data: unknown): string => JSON.stringify(data).replace(/</gu, '\\u003c');

/**
 * Renders the app at a URL to the markup inside #root with react-dom's `prerender`, which waits
 * for every Suspense boundary (lazy pages, page data), so the markup is complete and equal to
 * what the browser hydrates. A render still waiting after 10 s is aborted.
 * @param view the view to render, at its URL (pathname plus query, e.g. "/insights?category=banking")
 * @throws the first error a component threw (React's onError), with its own message
 */
async function renderApp(view: View, origin: string, year: number, initial: InitialPageData): Promise<string> {
  const path = urlPathOf(view);
  const url = view.query === '' ? path : `${path}?${view.query}`;
  let failure: Error | undefined;
  // A timer of our own, cleared when the render settles (a flood of renders leaves none behind),
  // whose abort reason is the message the 500's log line carries.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`rendering ${url} took over 10000 ms`)), 10_000);
  try {
    const { prelude } = await prerender(
      <StaticRouter location={url} basename={locales[view.lang].prefix || undefined}>
        <App renderContext={{ origin, year }} initial={initial} view={view} />
      </StaticRouter>,
      {
        signal: controller.signal,
        // Never outline a large boundary into a hidden <div> and an inline script: the CSP allows none.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // React would leave a boundary that threw to the client, and crawlers would get an empty
        // page with a 200: the first error fails the render instead.
        onError(error) {
          failure ??= error instanceof Error ? error : new Error(`render failed: ${JSON.stringify(error)}`);
        },
      },
    );
    const html = await new Response(prelude).text();
    if (failure !== undefined) throw failure;
    return html;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders one page to a complete HTML document: the app's markup inside a shell with the page's
 * head tags (`HeadTags`, Open Graph image and locales included), JSON-LD, page data and module
 * preloads. The stylesheet is inline, allowed by its hash in the CSP; there is no inline script
 * (JSON-LD and page data are data blocks). The one script, client/boot.ts, loads the entry after the first paint, from the
 * URLs in #root's data-modules.
 * @param view the view to render, resolved once for the request; its URL is canonical
 * @param pageData the view's page data and its key (null data on a 404 of an article or list)
 * @throws the error a component threw while rendering
 */
export async function renderPage(
  manifest: Manifest,
  { view, status, pageData }: { view: View; status: 200 | 404; pageData: InitialPageData },
  origin: string,
  year: number,
): Promise<string> {
  const appHtml = await renderApp(view, origin, year, pageData);
  const { route } = view;
  const article = route.pageData === 'article' ? (pageData.data as ArticleData | null)?.article : undefined;
  const legal = route.pageData === 'legal' ? ((pageData.data as LegalData | null) ?? undefined) : undefined;
  const head = headFor(headInputOf(view, status === 200, article, legal), origin, headWordsIn(view.lang));
  const modules = [manifest.entry.file, ...modulePreloads(manifest, [route.module])];
  const locale = locales[view.lang];
  // English keeps the document it always had: no dir, its default.
  const html = view.lang === 'en' ? `lang="${locale.htmlLang}"` : `lang="${locale.htmlLang}" dir="${locale.dir}"`;
  return `<!DOCTYPE html>
<html ${html}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${renderToStaticMarkup(<HeadTags head={head} />)
  .replace(/\/?>(?=<|$)/gu, '>\n')
  .trimEnd()}
<meta name="twitter:card" content="summary_large_image">
<meta name="theme-color" content="#0f2a44">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="alternate" type="application/atom+xml" href="${feedPath(view.lang)}" title="${e(feedTitle(serverMessages(view.lang, 'meta'), serverMessages(view.lang, 'common')))}">
<link rel="search" type="application/opensearchdescription+xml" href="${localePath(view.lang, '/opensearch.xml')}" title="${e(site.name)}">
<style>${manifest.inlineStyle.css}</style>
${manifest.fonts[view.lang].map((font) => `<link rel="preload" href="${e(font)}" as="font" type="font/woff2" crossorigin>`).join('\n')}
<script type="module" async src="${e(manifest.boot)}"></script>
<script type="application/ld+json">${json(structuredData(origin, head, article, article?.lang ?? view.lang))}</script>
</head>
<body>
<div id="root" data-origin="${e(origin)}" data-year="${year}" data-page-data="${e(pageDataFolder)}" data-messages="${e(messagesFolder)}" data-modules="${e(modules.join(' '))}">${appHtml}</div>
<script type="application/json" id="messages">${json(heldTrees(view.lang, pageModules[route.module].namespaces))}</script>
<script type="application/json" id="page-data">${json({ key: pageData.key, data: pageData.data && { ...pageData.data, body: undefined } })}</script>
</body>
</html>
`;
}
