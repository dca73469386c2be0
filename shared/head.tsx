/**
 * Head tags: each page's title, description, canonical URL, robots and Open Graph tags, one
 * component on server and client. The server renders `HeadTags` into the <head> of the document
 * it sends; in the browser `DocumentHead` renders the same component and React keeps it current.
 */
import { useEffect, useRef, useState } from 'react';
import { site } from './content/site.js';
import type { ArticleHead } from './content/types.js';
import { loadPageData, type ArticleData } from './pageData.js';
import { canonicalOf, useView } from './view.js';

/** The head tags of one page, as the server writes them and the client keeps them. */
export interface HeadData {
  title: string;
  description: string;
  /** Absolute canonical URL, or null for a 404 (a noindex page names no canonical). */
  canonical: string | null;
  ogType: 'website' | 'article';
  noindex: boolean;
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
  article?: ArticleHead;
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
    };
  }
  return {
    title: site.defaultTitle,
    description: pageDescriptions[input.routePath] ?? site.description,
    canonical,
    ogType: 'website',
    noindex: canonical === null,
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
    </>
  );
}

/** The head tags the server sent, read from the live document. */
function headFromDocument(): HeadData {
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    title: document.title,
    description: content('meta[name="description"]') ?? '',
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogType: content('meta[property="og:type"]') === 'article' ? 'article' : 'website',
    noindex: content('meta[name="robots"]') !== null,
  };
}

/**
 * The browser's head tags, kept in step with client-side navigation. It renders `HeadTags` from
 * hydration on with what the server sent, so React adopts the server's elements (a hoistable
 * that mounts during hydration takes over a matching <title>, <meta> or <link>) and then
 * updates them in place: there is never a second <title>. Page descriptions load on the first
 * navigation (their own chunk); an article's meta fields come with its page data, which the page
 * has already loaded. A navigation overtaken before they arrive changes nothing.
 * @param origin public origin for the canonical URL
 */
export function DocumentHead({ origin }: { origin: string }) {
  const view = useView();
  const [head, setHead] = useState(headFromDocument);
  const latest = useRef(view);
  useEffect(() => {
    if (latest.current === view) return;
    latest.current = view;
    const { key, route, canonicalPath } = view;
    const article =
      route.pageData === 'article' && key !== null ? loadPageData<ArticleData>(key).then((d) => d.article) : undefined;
    void Promise.all([import('./content/pageDescriptions.js'), article]).then(([{ pageDescriptions }, meta]) => {
      if (latest.current !== view) return;
      const canonical = canonicalPath === undefined ? null : canonicalOf(canonicalPath, key);
      setHead(headFor({ routePath: route.path, canonical, article: meta }, origin, pageDescriptions));
    });
  }, [view, origin]);
  return <HeadTags head={head} />;
}
