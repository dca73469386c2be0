import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../shared/App.js';
import { headFor } from '../shared/head.js';
import { pageDescriptions } from '../shared/content/pageDescriptions.js';
import type { ResolvedRoute } from '../shared/resolve.js';
import { canonicalOf, type ArticleData, type InitialPageData } from '../shared/pageData.js';
import { site } from '../shared/content/site.js';
import { modulePreloads, type Manifest } from './manifest.js';
import { renderDocument } from './document.js';
import { structuredData } from './structuredData.js';

/** A render still waiting for its data after this long is aborted (and answered with the 500 page). */
const RENDER_TIMEOUT_MS = 10_000;

/** What React reported, as an Error (a component may throw anything). */
const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * Renders the app at a URL to HTML with StaticRouter, waiting for every Suspense boundary
 * (lazy pages, bodies read from the build output) before any byte is written, so the markup is
 * complete and equal to what the browser hydrates.
 * @param url pathname plus search, e.g. "/insights?category=banking"
 * @returns the markup that goes inside #root
 * @throws the first error a component threw (React's onError), with its own message
 */
export function renderApp(url: string, origin: string, year: number, initial: InitialPageData): Promise<string> {
  // Cleared once the render settles, so a flood of renders leaves no timers behind.
  let timer: NodeJS.Timeout | undefined;
  return new Promise<string>((resolve, reject) => {
    let failure: unknown;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () =>
      failure === undefined ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(asError(failure)),
    );
    const stream = renderToPipeableStream(
      <StaticRouter location={url}>
        <App site={{ origin, year }} initial={initial} />
      </StaticRouter>,
      {
        // Never outline a large boundary into a hidden <div> and an inline script: the page is
        // written whole, after everything is ready, and the CSP allows no inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // An error inside a Suspense boundary does not fail the shell: React would leave the
        // boundary to the client. A page must never be served that way (crawlers would get an
        // empty page with a 200), so the first error fails the render.
        onError(error) {
          failure ??= error;
        },
        onShellError: (error) => reject(asError(error)),
        onAllReady() {
          if (failure === undefined) stream.pipe(sink);
          else reject(asError(failure));
        },
      },
    );
    timer = setTimeout(
      () => stream.abort(new Error(`rendering ${url} took over ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  }).finally(() => clearTimeout(timer));
}

/** What a page is rendered from: its route, status and page data. */
export interface PageToRender {
  resolved: ResolvedRoute;
  /** pathname plus search; only `category` and `page` are read from the search */
  url: string;
  status: 200 | 404;
  /** The view's page data and its key (null data on a 404 of an article or list). */
  pageData: InitialPageData;
}

/**
 * Renders one page to a complete HTML document: the app's markup inside the document shell
 * with the page's head tags, Open Graph image, structured data, page data and module preloads.
 * @param origin public origin for canonical URLs and og:url
 * @param year copyright year for the footer
 * @throws the error a component threw while rendering
 */
export async function renderPage(
  manifest: Manifest,
  { resolved, url, status, pageData }: PageToRender,
  origin: string,
  year: number,
): Promise<string> {
  const appHtml = await renderApp(url, origin, year, pageData);
  const article = resolved.route.pageData === 'article' ? (pageData.data as ArticleData | null)?.article : undefined;
  const canonical =
    status === 200 && resolved.canonicalPath !== undefined ? canonicalOf(resolved.canonicalPath, pageData.key) : null;
  const head = headFor({ routePath: resolved.route.path, canonical, article }, origin, pageDescriptions);
  const sources = [resolved.route.page.module];
  return renderDocument({
    head,
    appHtml,
    origin,
    year,
    style: manifest.inlineStyle.css,
    fonts: manifest.fonts,
    boot: manifest.boot,
    entry: manifest.entry.file,
    preloads: modulePreloads(manifest, sources),
    pageData,
    ogImage:
      article === undefined
        ? { url: manifest.og.site, alt: site.name }
        : { url: manifest.og.articles[article.id] ?? manifest.og.site, alt: article.title },
    jsonLd: structuredData(origin, head, article),
  });
}
