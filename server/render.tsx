/**
 * Rendering: the app at a URL to a complete HTML document, with StaticRouter, on request.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../shared/App.js';
import { Layout } from '../shared/components/Layout.js';
import { Page } from '../shared/Page.js';
import { ViewContext } from '../shared/view.js';
import { HeadTags, headFor, headInputOf } from '../shared/head.js';
import type { ArticleData, LegalData } from '../shared/pageData.js';
import type { InitialPageData } from '../shared/usePageData.js';
import { urlPathOf, type View } from '../shared/match.js';
import { localePath, locales } from '../shared/i18n/locales.js';
import type { Loader } from '../shared/loader.js';
import { heldMessages } from './loader.js';
import { pageDataFolder } from '../shared/content/generated/pageDataFiles.js';
import { site } from '../shared/content/site.js';
import { feedPath, feedTitle } from '../shared/feeds.js';
import { modulePreloads, type Manifest } from './manifest.js';
import { messagesFolder } from '../shared/content/generated/messages.js';
import { pageChunk } from '../shared/routes.js';
import { structuredData } from './structuredData.js';
import e from 'escape-html';

/**
 * JSON for a data block: `<` escaped, so the text can never close the <script> element.
 * Undefined fields are left out: the client takes an article's or legal page's body from the HTML.
 */
const json = (data: unknown): string => JSON.stringify(data).replace(/</gu, '\\u003c');

/**
 * Renders the view's page in the chrome to the markup inside #root with react-dom's `prerender`, which waits for
 * every Suspense boundary (the page's chunk and words), so the markup is complete and equal to what the browser
 * hydrates. A render still waiting after 10 s is aborted.
 * @param view the view to render, at its URL (pathname plus query, e.g. "/insights?category=banking")
 * @param year the footer's year, read once for the request
 * @throws the first error a component threw (React's onError), with its own message
 */
async function renderApp(
  loader: Loader,
  view: View,
  { origin, year, initial }: { origin: string; year: number; initial: InitialPageData },
): Promise<string> {
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
        <App renderContext={{ origin, year }} loader={loader} lang={view.lang} initial={initial}>
          <ViewContext value={view}>
            <Layout>
              <div className="page">
                <Page view={view} />
              </div>
            </Layout>
          </ViewContext>
        </App>
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
 * @param site the build's manifest, the server's loader (its words held) and the public origin
 * @param view the view to render, resolved once for the request; its URL is canonical
 * @param pageData the view's page data and its key (null data on a 404 of an article or list)
 * @param year the footer's year, read once for the request
 * @throws the error a component threw while rendering
 */
export async function renderPage(
  { manifest, loader, origin }: { manifest: Manifest; loader: Loader; origin: string },
  { view, status, pageData, year }: { view: View; status: 200 | 404; pageData: InitialPageData; year: number },
): Promise<string> {
  const appHtml = await renderApp(loader, view, { origin, year, initial: pageData });
  const messages = heldMessages(loader);
  const { route } = view;
  const article = route.pageData === 'article' ? (pageData.data as ArticleData | null)?.article : undefined;
  const legal = route.pageData === 'legal' ? ((pageData.data as LegalData | null) ?? undefined) : undefined;
  const head = headFor(headInputOf(view, status === 200, article, legal), origin, await loader.headWords(view.lang));
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
<link rel="alternate" type="application/atom+xml" href="${feedPath(view.lang)}" title="${e(feedTitle(messages(view.lang, 'meta'), messages(view.lang, 'common')))}">
<link rel="search" type="application/opensearchdescription+xml" href="${localePath(view.lang, '/opensearch.xml')}" title="${e(site.name)}">
<style>${manifest.inlineStyle.css}</style>
${manifest.fonts[view.lang].map((font) => `<link rel="preload" href="${e(font)}" as="font" type="font/woff2" crossorigin>`).join('\n')}
<script type="module" async src="${e(manifest.boot)}"></script>
<script type="application/ld+json">${json(structuredData(origin, head, article, article?.lang ?? view.lang))}</script>
</head>
<body>
<div id="root" data-origin="${e(origin)}" data-year="${year}" data-page-data="${e(pageDataFolder)}" data-messages="${e(messagesFolder)}" data-modules="${e(modules.join(' '))}">${appHtml}</div>
<script type="application/json" id="messages">${json(loader.trees(view.lang, pageChunk(route.module).namespaces))}</script>
<script type="application/json" id="page-data">${json({ key: pageData.key, data: pageData.data && { ...pageData.data, body: undefined } })}</script>
</body>
</html>
`;
}
