import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../shared/App.js';
import { routes } from '../shared/routes.js';
import { resolveRoute } from '../shared/resolve.js';
import { headFor } from '../shared/head.js';
import { headSources } from '../shared/headSources.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { articleBodies, legalBodies, readBodiesWith, type CompiledBody } from '../shared/content/bodies.js';
import { serviceDetails } from '../shared/content/services/details.js';
import { findArticle } from '../shared/content/articles/catalogue.js';
import { modulePreloads, type Manifest } from './manifest.js';
import { renderDocument } from './document.js';
import { site } from '../shared/content/site.js';
import { structuredData } from './structuredData.js';

/** React's marker of a server-rendered boundary whose content errored (left to the client). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** A rendered page: its status and complete HTML. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/**
 * Loads every page module, the service details and every compiled body (read from the build
 * output, not fetched) so that renderToString never meets a suspended boundary. Call once
 * before serving.
 * @param publicDir the build's public folder (dist/public), where body files live by URL
 */
export async function preloadAll(publicDir: string): Promise<void> {
  readBodiesWith(async (url) => JSON.parse(await readFile(join(publicDir, url), 'utf8')) as CompiledBody);
  await Promise.all([
    ...routes.map((r) => r.page.preload()),
    ...articleBodies.ids.map((id) => articleBodies.load(id)),
    ...legalBodies.ids.map((id) => legalBodies.load(id)),
    ...serviceDetails.ids.map((id) => serviceDetails.load(id)),
  ]);
}

/**
 * Renders one page to a complete HTML document. Pure function of its inputs.
 * @throws Error when a component throws while rendering (the app answers with its 500 page)
 * @param pathname request path (no trailing slash except "/"), still percent-encoded
 * @param search query string including "?", or "" (only `category` is read)
 * @param origin public origin for canonical and og:url
 * @param year copyright year for the footer
 */
export function renderPage(
  manifest: Manifest,
  pathname: string,
  search: string,
  origin: string,
  year: number,
): RenderedPage {
  const resolved = resolveRoute(pathname);
  const head = headFor(resolved, origin, headSources);
  const appHtml = renderToString(
    <StaticRouter location={`${pathname}${search}`}>
      <App site={{ origin, year }} />
    </StaticRouter>,
  );
  // renderToString does not throw for an error inside a Suspense boundary: it marks the
  // boundary for client rendering (<!--$!-->) and carries on. Such a page must never be served
  // (crawlers would get an empty page with a 200), so it becomes an exception here.
  if (appHtml.includes(CLIENT_RENDERED_BOUNDARY)) {
    const reason = /data-msg="([^"]*)"/u.exec(appHtml)?.[1];
    throw new Error(
      `rendering ${pathname} failed inside a Suspense boundary${reason === undefined ? '' : `: ${reason.replace(/\s+/gu, ' ')}`}`,
    );
  }
  const sources = [resolved.route.page.module];
  if (resolved.data?.module !== undefined) sources.push(resolved.data.module);
  const article = resolved.articleId === undefined ? undefined : findArticle(resolved.articleId);
  const ogImage =
    article === undefined
      ? { url: manifest.og.site, alt: site.name }
      : { url: manifest.og.articles[article.id] ?? manifest.og.site, alt: article.title };
  const html = renderDocument({
    head,
    appHtml,
    origin,
    year,
    style: manifest.inlineStyle.css,
    fonts: manifest.fonts,
    boot: manifest.boot,
    entry: manifest.entry.file,
    preloads: modulePreloads(manifest, sources),
    ogImage,
    jsonLd: structuredData(origin, head, article),
  });
  return { status: resolved.status, html };
}
