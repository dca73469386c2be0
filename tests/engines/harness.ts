import { afterAll, afterEach, beforeAll } from 'vitest';
import { decodeHTML } from 'entities';
import { startServer, type RunningServer } from '../helpers/server.js';
import { launchEngine, type EngineName, type EnginePage } from './drivers/index.js';

/**
 * What the engine suites share: the built server and one engine per `describe`, and the reads
 * they compare (head tags, a marker that a full load would lose, visibility, card links).
 */

/** Starts the built production server before the file's tests and stops it after them. */
export function useServer(): { readonly server: RunningServer } {
  const ctx = {} as { server: RunningServer };
  beforeAll(async () => {
    ctx.server = await startServer();
  });
  afterAll(async () => {
    await ctx.server?.stop();
  });
  return ctx;
}

/**
 * Launches one engine for the enclosing `describe` and closes each page after its test.
 * @returns `open(path, width?)`: the page at the server's `path`, hydrated, `width` px wide (1280)
 */
export function useEngine(
  name: EngineName,
  ctx: { readonly server: RunningServer },
): (path: string, width?: number) => Promise<EnginePage> {
  let engine: Awaited<ReturnType<typeof launchEngine>> | undefined;
  let page: EnginePage | undefined;
  beforeAll(async () => {
    engine = await launchEngine(name);
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });
  afterAll(async () => {
    await engine?.close();
  });
  return async (path, width) => {
    if (engine === undefined) throw new Error(`${name} did not launch`);
    return (page = await engine.open(`${ctx.server.url}${path}`, { width }));
  };
}

/**
 * A document's head tags that change from page to page: title, description, canonical,
 * og:title, og:locale and its alternates, og:image and its alt text, and the hreflang alternates
 * as sorted "hreflang href" lines (the order of either list carries no meaning).
 */
export interface HeadRead {
  title: string | null;
  description: string | null;
  canonical: string | null;
  ogTitle: string | null;
  ogLocale: string | null;
  ogLocaleAlternates: string[];
  ogImage: string | null;
  ogImageAlt: string | null;
  alternates: string[];
}

/** The head tags of the document the server sends for `url` (absolute). */
export async function serverHead(url: string): Promise<HeadRead> {
  const html = await (await fetch(url)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // HTML attribute names are case-insensitive: React writes `hrefLang`, the DOM reads `hreflang`.
  const attributes = (tag: string): Record<string, string | undefined> => {
    const found: Record<string, string> = {};
    for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/gu))
      found[name!.toLowerCase()] = decodeHTML(value!);
    return found;
  };
  const tags = [...head.matchAll(/<(?:meta|link)\b[^>]*>/gu)].map(([tag]) => attributes(tag));
  const title = /<title>([^<]*)<\/title>/u.exec(head)?.[1];
  return {
    title: title === undefined ? null : decodeHTML(title),
    description: tags.find((t) => t.name === 'description')?.content ?? null,
    canonical: tags.find((t) => t.rel === 'canonical')?.href ?? null,
    ogTitle: tags.find((t) => t.property === 'og:title')?.content ?? null,
    ogLocale: tags.find((t) => t.property === 'og:locale')?.content ?? null,
    ogLocaleAlternates: tags
      .filter((t) => t.property === 'og:locale:alternate')
      .map((t) => t.content ?? '')
      .sort(),
    ogImage: tags.find((t) => t.property === 'og:image')?.content ?? null,
    ogImageAlt: tags.find((t) => t.property === 'og:image:alt')?.content ?? null,
    alternates: tags
      .filter((t) => t.rel === 'alternate' && t.hreflang !== undefined)
      .map((t) => `${t.hreflang} ${t.href}`)
      .sort(),
  };
}

/** The same fields as the browser's document has them now. */
export const browserHead = (page: EnginePage): Promise<HeadRead> =>
  page.evaluate(() => {
    const head = document.head;
    const content = (selector: string) => head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogLocale: content('meta[property="og:locale"]'),
      ogLocaleAlternates: [...head.querySelectorAll('meta[property="og:locale:alternate"]')]
        .map((meta) => meta.getAttribute('content') ?? '')
        .sort(),
      ogImage: content('meta[property="og:image"]'),
      ogImageAlt: content('meta[property="og:image:alt"]'),
      alternates: [...head.querySelectorAll('link[rel="alternate"][hreflang]')]
        .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
        .sort(),
    };
  });

/** Plants a marker on window; it survives client-side navigation and dies with a full load. */
export const plantMarker = (page: EnginePage) =>
  page.evaluate(() => {
    (window as unknown as { enginesMarker: string }).enginesMarker = 'same document';
  });

/** Whether the marker `plantMarker` set is still there (no full page load since). */
export const markerAlive = (page: EnginePage) =>
  page.evaluate(() => (window as unknown as { enginesMarker?: string }).enginesMarker === 'same document');

/**
 * Whether an element is shown: checkVisibility also counts the content of a closed <details>,
 * which Chromium keeps laid out under `content-visibility: hidden`, as hidden.
 */
export const visible = (page: EnginePage, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.checkVisibility({ visibilityProperty: true }) ?? false, selector);

/** The article each card links to (its title link), in the order of the cards. */
export const cardHrefs = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.article-card__title a')].map((a) => a.getAttribute('href') ?? ''),
  );
