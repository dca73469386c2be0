/**
 * Head tags: what each page's title, description, canonical URL and Open Graph tags are, the
 * same code on server and client. The server writes them into the document it sends
 * (server/document.ts); on client navigation `useDocumentHead` edits them in place.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from './content/site.js';
import type { ArticleHead } from './content/types.js';
import { resolveRoute } from './resolve.js';
import { canonicalOf, loadPageData, pageDataKey, type ArticleData } from './pageData.js';
import { useSite } from './siteContext.js';

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

function setMeta(selector: string, attribute: 'name' | 'property', key: string, value: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (element === null) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = value;
}

function setCanonical(href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (link === null) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** Writes head data into the live document, editing the server's tags in place. */
export function applyHead(head: HeadData): void {
  document.title = head.title;
  setMeta('meta[name="description"]', 'name', 'description', head.description);
  setMeta('meta[property="og:title"]', 'property', 'og:title', head.title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', head.description);
  setMeta('meta[property="og:type"]', 'property', 'og:type', head.ogType);
  setMeta('meta[property="og:url"]', 'property', 'og:url', head.canonical);
  setMeta('meta[name="robots"]', 'name', 'robots', head.noindex ? 'noindex' : null);
  setCanonical(head.canonical);
}

/**
 * Keeps the head tags in step with client-side navigation, from the same head data the server
 * used for the first response. The server template owns the head; this hook only edits it, so
 * there is never a second <title>. Page descriptions load on the first navigation (their own
 * chunk); an article's meta fields come with its page data, which the page has already loaded.
 * A navigation that is overtaken before they arrive applies nothing.
 */
export function useDocumentHead(): void {
  const { pathname, search } = useLocation();
  const { origin } = useSite();
  const first = useRef(true);
  const latest = useRef(pathname + search);
  useEffect(() => {
    const url = pathname + search;
    latest.current = url;
    if (first.current) {
      first.current = false;
      return;
    }
    const resolved = resolveRoute(pathname);
    const key = pageDataKey(pathname, search);
    const article =
      resolved.route.pageData === 'article' && key !== null
        ? loadPageData<ArticleData>(key).then((d) => d.article)
        : undefined;
    void Promise.all([import('./content/pageDescriptions.js'), article]).then(([{ pageDescriptions }, head]) => {
      if (latest.current !== url) return;
      const canonical = resolved.canonicalPath === undefined ? null : canonicalOf(resolved.canonicalPath, key);
      applyHead(headFor({ routePath: resolved.route.path, canonical, article: head }, origin, pageDescriptions));
    });
  }, [pathname, search, origin]);
}
