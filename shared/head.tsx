/**
 * Head tags: each page's title, description, canonical URL, robots and Open Graph tags, and a
 * filtered list's category feed: one component on server and client. The server renders
 * `HeadTags` into the <head> of the document it sends; in the browser `DocumentHead` renders the
 * same component and React keeps it current.
 */
import { use, useState } from 'react';
import { site } from './content/site.js';
import type { ArticleHead } from './content/types.js';
import { loadPageData, type ArticleData } from './pageData.js';
import { forRender } from './versionSkew.js';
import { loadOnce } from './settled.js';
import { canonicalOf, useView, viewQuery, type View } from './view.js';
import { parseSearchQuery, searchTitle } from './search.js';
import { parseCategory, type Category } from './content/categories.js';
import { CATEGORY_FEED_PREFIX, feedPath, feedTitle } from './feeds.js';

/** The head tags of one page, as the server writes them and the client keeps them. */
export interface HeadData {
  title: string;
  description: string;
  /** Absolute canonical URL, or null for a 404 (a noindex page names no canonical). */
  canonical: string | null;
  ogType: 'website' | 'article';
  noindex: boolean;
  /**
   * A filtered list's category feed, linked as an alternate (the feed of every article is linked
   * on every page by the document itself); null elsewhere.
   */
  feed: { href: string; title: string } | null;
}

/** What a page's head tags are made from. */
export interface HeadInput {
  /** The matched route's path pattern, e.g. "/about" or "/insights/:slug". */
  routePath: string;
  /**
   * The page's canonical path and query (e.g. "/insights/all-articles?page=2"), made from the
   * route table and validated values only; null for a 404.
   */
  canonical: string | null;
  /** An article's meta fields, on an article page that exists. */
  article?: ArticleHead | undefined;
  /** The page's own title, where it has one (a search names its query); the site's otherwise. */
  title?: string | undefined;
  /** Whether the route asks search engines not to index it. */
  noindex?: boolean | undefined;
  /** The category a list is filtered by, whose feed the page links. */
  category?: Category | undefined;
}

/**
 * Head tags for a page. Canonical = configured public origin + the page's canonical path and
 * query, never the request's Host header or bytes (so nobody can poison it).
 * @param origin public origin without a trailing slash, e.g. "https://www.example.com"
 * @param pageDescriptions meta descriptions of the pages that are not articles, by route path
 */
export function headFor(input: HeadInput, origin: string, pageDescriptions: Record<string, string>): HeadData {
  const canonical = input.canonical === null ? null : `${origin}${input.canonical}`;
  if (input.article !== undefined && canonical !== null) {
    return {
      title: input.article.metaTitle,
      description: input.article.metaDescription,
      canonical,
      ogType: 'article',
      noindex: false,
      feed: null,
    };
  }
  const { category } = input;
  return {
    title: input.title ?? site.defaultTitle,
    description: pageDescriptions[input.routePath] ?? site.description,
    canonical,
    ogType: 'website',
    noindex: canonical === null || input.noindex === true,
    feed:
      canonical === null || category === undefined ? null : { href: feedPath(category), title: feedTitle(category) },
  };
}

/**
 * What a view's head tags are made from: its route, its canonical path and query (none for a
 * 404), an article's meta fields, a search's title, a list's category.
 * @param found false for a 404, whose document names no canonical URL
 */
export function headInputOf(view: View, found: boolean, article?: ArticleHead): HeadInput {
  const { route, canonicalPath, key } = view;
  const canonical = found && canonicalPath !== undefined ? canonicalOf(canonicalPath, key) : null;
  const q = route.pageData === 'search' && key !== null ? parseSearchQuery(viewQuery(key)).q : undefined;
  // A list's key names its category: "insights/banking", "list/banking/2".
  const list = route.pageData === 'insights' || route.pageData === 'list';
  return {
    routePath: route.path,
    canonical,
    article,
    title: q === undefined ? undefined : searchTitle(q, site.name),
    noindex: route.noindex,
    category: list ? parseCategory(key?.split('/')[1]) : undefined,
  };
}

/** A page's head tags as React elements: `<title>`, `<meta>` and `<link>`, which React 19 hoists into <head>. */
export function HeadTags({ head }: { head: HeadData }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.canonical !== null && <link rel="canonical" href={head.canonical} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:type" content={head.ogType} />
      {head.canonical !== null && <meta property="og:url" content={head.canonical} />}
      {head.feed !== null && (
        <link rel="alternate" type="application/atom+xml" href={head.feed.href} title={head.feed.title} />
      )}
    </>
  );
}

/** The head tags the server sent, read from the live document. */
function headFromDocument(): HeadData {
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
  const feed = document.head.querySelector(`link[rel="alternate"][href^="${CATEGORY_FEED_PREFIX}"]`);
  return {
    title: document.title,
    description: content('meta[name="description"]') ?? '',
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogType: content('meta[property="og:type"]') === 'article' ? 'article' : 'website',
    noindex: content('meta[name="robots"]') !== null,
    feed: feed === null ? null : { href: feed.getAttribute('href') ?? '', title: feed.getAttribute('title') ?? '' },
  };
}

/**
 * Loads the page descriptions' chunk once (their own chunk, loaded at idle or with the first
 * navigation); a navigation's head tags read it. A failure is forgotten, so that a later
 * navigation asks again.
 */
export const loadDescriptions = loadOnce(() =>
  import('./content/pageDescriptions.js').then((module) => module.pageDescriptions),
);

/** The descriptions as the head tags read them: one stable promise for `use`. */
let forHead: Promise<Record<string, string>> | undefined;

/**
 * The browser's head tags, kept in step with client-side navigation. It renders `HeadTags` from
 * hydration on with what the server sent, so React adopts the server's elements (a hoistable
 * that mounts during hydration takes over a matching <title>, <meta> or <link>) and then
 * updates them in place: there is never a second <title>. After a navigation it reads the page
 * descriptions and an article's page data with `use`, inside the navigation's transition, so
 * the new head tags commit with the new page's content, never before or after it.
 * @param origin public origin for the canonical URL
 */
export function DocumentHead({ origin }: { origin: string }) {
  const view = useView();
  const [first] = useState(() => ({ view, head: headFromDocument() }));
  const sources = useHeadSources(view === first.view ? null : view);
  if (sources === null) return <HeadTags head={first.head} />;
  return <HeadTags head={headFor(headInputOf(view, true, sources.article), origin, sources.pageDescriptions)} />;
}

/**
 * What a view's head tags are made from in the browser, read with `use` (suspending until
 * loaded): the page descriptions, and an article's page data. Null for no view.
 */
function useHeadSources(view: View | null) {
  if (view === null) return null;
  // A chunk that fails to load (another version's replica answered) reloads the URL once.
  // Descriptions already loaded (at idle, or with a prefetch) are read as they are, without suspending.
  const pageDescriptions = use((forHead ??= forRender(loadDescriptions())));
  const article =
    view.route.pageData === 'article' && view.key !== null
      ? use(loadPageData<ArticleData>(view.key)).article
      : undefined;
  return { pageDescriptions, article };
}

/**
 * Reads the current view's head tag sources and renders nothing: rendered with a page rendered
 * ahead, so that React has read them before the navigation, whose render then cannot suspend
 * on them.
 */
export function HeadSourcesAhead() {
  useHeadSources(useView());
  return null;
}
