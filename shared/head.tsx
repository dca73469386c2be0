/**
 * Head tags: each page's title, description, canonical URL, robots and Open Graph tags, and a
 * filtered list's category feed: one component on server and client. The server renders
 * `HeadTags` into the <head> of the document it sends; in the browser `DocumentHead`
 * (shared/documentHead.tsx) renders the same component and React keeps it current.
 */
import { site } from './content/site.js';
import type { ArticleHead } from './content/types.js';
import { canonicalOf, type View } from './match.js';
import { parseCategory, type Category } from './content/categories.js';
import { feedPath, feedTitle } from './feeds.js';
import { langs, type Lang } from './i18n/locales.js';
import type { Messages } from './content/generated/messages.js';
import { serviceSlugs } from './content/services/index.js';

/** One version of a page in another language, or the x-default (English) version (hreflang). */
interface Alternate {
  hreflang: string;
  href: string;
}

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
  /**
   * Every version of the page, itself included, then `x-default` (the English one), as absolute
   * URLs: only on a page that exists in more than one language; empty otherwise.
   */
  alternates: Alternate[];
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
  /** A search page's query, which its title names. */
  query?: string | undefined;
  /** The page's own meta description, where its page data holds one (a legal document's). */
  description?: string | undefined;
  /** Whether the route asks search engines not to index it. */
  noindex?: boolean | undefined;
  /** The category a list is filtered by, whose feed the page links. */
  category?: Category | undefined;
  /**
   * The canonical path and query of each language's version of the page, English first, when it
   * exists in more than one; empty otherwise.
   */
  versions?: { lang: Lang; path: string }[] | undefined;
}

/** The words of a language's head tags: titles and the descriptions of pages without their own. */
export interface HeadWords {
  defaultTitle: string;
  defaultDescription: string;
  /** A search page's title: its query quoted when there is one. */
  searchTitle: (query: string) => string;
  /** Meta descriptions by route path: the catalogue's pages and each service's overview card. */
  descriptions: Readonly<Record<string, string>>;
}

/** A language's head words, from its catalogue's `meta` and `services` namespaces. */
export function headWordsOf(meta: Messages['meta'], services: Messages['services']): HeadWords {
  const name = site.name;
  return {
    defaultTitle: meta.defaultTitle({ name }),
    defaultDescription: meta.defaultDescription({ name }),
    searchTitle: (query) => (query === '' ? meta.searchTitle({ name }) : meta.searchResultsTitle({ query, name })),
    descriptions: {
      ...Object.fromEntries(Object.entries(meta.pages).map(([path, description]) => [path, description()])),
      ...Object.fromEntries(serviceSlugs.map((slug) => [`/services/${slug}`, services.cards[slug].description()])),
    },
  };
}

/**
 * Head tags for a page. Canonical = configured public origin + the page's canonical path and
 * query, never the request's Host header or bytes (so nobody can poison it).
 * @param origin public origin without a trailing slash, e.g. "https://www.example.com"
 * @param words the page's language's head words (headWordsOf)
 */
export function headFor(input: HeadInput, origin: string, words: HeadWords): HeadData {
  const canonical = input.canonical === null ? null : `${origin}${input.canonical}`;
  const versions = input.versions ?? [];
  const alternates: Alternate[] = versions.map(({ lang, path }) => ({ hreflang: lang, href: `${origin}${path}` }));
  if (versions[0]?.lang === 'en') alternates.push({ hreflang: 'x-default', href: `${origin}${versions[0].path}` });
  if (input.article !== undefined && canonical !== null) {
    return {
      title: input.article.metaTitle,
      description: input.article.metaDescription,
      canonical,
      ogType: 'article',
      noindex: false,
      feed: null,
      alternates,
    };
  }
  const { category } = input;
  return {
    title: input.query === undefined ? words.defaultTitle : words.searchTitle(input.query),
    description: input.description ?? words.descriptions[input.routePath] ?? words.defaultDescription,
    canonical,
    ogType: 'website',
    noindex: canonical === null || input.noindex === true,
    feed:
      canonical === null || category === undefined ? null : { href: feedPath(category), title: feedTitle(category) },
    alternates,
  };
}

/**
 * What a view's head tags are made from: its route, its canonical path and query (none for a
 * 404), an article's meta fields, a search's title, a list's category, its versions in every
 * language. An article shown in English under another language's site (`article.lang`) has the
 * English URL as its canonical and no versions.
 * @param found false for a 404, whose document names no canonical URL
 * @param description the page's own meta description (a legal document's, from its page data)
 */
export function headInputOf(view: View, found: boolean, article?: ArticleHead, description?: string): HeadInput {
  const { route, key } = view;
  const fallback = article?.lang !== undefined;
  const canonical = !found ? null : fallback ? canonicalOf({ ...view, lang: 'en' }) : canonicalOf(view);
  const q = key?.kind === 'search' ? key.search.q : undefined;
  const written = article === undefined ? langs : (article.translations ?? ['en']);
  const versions =
    !found || fallback || route.noindex === true || written.length < 2
      ? []
      : written.map((lang) => ({ lang, path: canonicalOf({ ...view, lang }) ?? '' }));
  return {
    versions,
    routePath: route.path,
    canonical,
    article,
    query: q,
    description,
    noindex: route.noindex,
    category: key?.kind === 'insights' || key?.kind === 'list' ? parseCategory(key.category) : undefined,
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
      {head.alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}
