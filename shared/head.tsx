/** Each page's head tags: one component, rendered by the server and kept current in the browser (client/DocumentHead.tsx). */
import { site } from './content/site.js';
import type { ArticleHead } from './content/types.js';
import type { LegalData } from './pageData.js';
import { canonicalOf, type View } from './match.js';
import { parseCategory, type Category } from './content/categories.js';
import { feedPath, feedTitle } from './feeds.js';
import { langs, locales, type Lang } from './i18n/locales.js';
import type { Messages } from './content/generated/messages.js';
import { ogSiteImage } from './content/generated/og.js';
import { serviceSlugs } from './content/services/index.js';

type Alternate = { hreflang: string; href: string };

/** The head tags of one page, as the server writes them and the client keeps them. */
export interface HeadData {
  title: string;
  description: string;
  /** Absolute canonical URL, or null for a 404 (a noindex page names no canonical). */
  canonical: string | null;
  ogType: 'website' | 'article';
  noindex: boolean;
  /** A filtered list's category feed (the document links every article's); null elsewhere. */
  feed: { href: string; title: string } | null;
  /** Every version of the page, then `x-default`, as absolute URLs; empty for a page in one language. */
  alternates: Alternate[];
  /** og:locale, then og:locale:alternate: its language's, then its other versions'; og:image (absolute) and alt. */
  ogLocales: string[];
  ogImage: { url: string; alt: string };
}

/** What a page's head tags are made from (headInputOf's fields). */
type HeadInput = ReturnType<typeof headInputOf>;

/** A language's words for head tags. */
export interface HeadWords {
  defaultTitle: string;
  defaultDescription: string;
  searchTitle: (query: string) => string;
  /** Meta descriptions by route path. */
  descriptions: Readonly<Record<string, string>>;
  /** A category's feed in the language: its path and title. */
  feed: (category: Category) => { href: string; title: string };
}

type HeadNamespaces = Pick<Messages, 'meta' | 'services' | 'common'>;
/** A language's head words, from its catalogue's `meta`, `services` and `common` namespaces. */
export function headWordsOf(lang: Lang, { meta, services, common }: HeadNamespaces): HeadWords {
  const name = site.name;
  return {
    defaultTitle: meta.defaultTitle({ name }),
    defaultDescription: meta.defaultDescription({ name }),
    searchTitle: (query) => (query === '' ? meta.searchTitle({ name }) : meta.searchResultsTitle({ query, name })),
    descriptions: {
      ...Object.fromEntries(Object.entries(meta.pages).map(([path, description]) => [path, description()])),
      ...Object.fromEntries(serviceSlugs.map((slug) => [`/services/${slug}`, services.cards[slug].description()])),
    },
    feed: (category) => ({ href: feedPath(lang, category), title: feedTitle(meta, common, category) }),
  };
}

/** A page's head tags; canonical URLs use `origin` (no trailing slash), never the request's Host (no poisoning). */
export function headFor(input: HeadInput, origin: string, words: HeadWords): HeadData {
  const canonical = input.canonical === null ? null : `${origin}${input.canonical}`;
  const { versions } = input;
  const alternates: Alternate[] = versions.map(({ lang, path }) => ({ hreflang: lang, href: `${origin}${path}` }));
  if (versions[0]?.lang === 'en') alternates.push({ hreflang: 'x-default', href: `${origin}${versions[0].path}` });
  const article = canonical === null ? undefined : input.article;
  return {
    title: article?.metaTitle ?? (input.query === undefined ? words.defaultTitle : words.searchTitle(input.query)),
    description:
      article?.metaDescription ?? input.description ?? words.descriptions[input.routePath] ?? words.defaultDescription,
    canonical,
    ogType: article === undefined ? 'website' : 'article',
    noindex: article === undefined && (canonical === null || input.noindex === true),
    feed:
      article !== undefined || canonical === null || input.category === undefined ? null : words.feed(input.category),
    alternates,
    ogLocales: [...new Set([input.lang, ...versions.map((v) => v.lang)])].map((lang) => locales[lang].ogLocale),
    ogImage: { url: `${origin}${article?.image ?? ogSiteImage}`, alt: article?.title ?? site.name },
  };
}

/** What a legal page's head reads of its page data. */
export type LegalHead = Pick<LegalData, 'description' | 'lang' | 'translations'>;

/**
 * What a view's head tags are made from (`found` false for a 404): its route's pattern ("/insights/:slug"), its
 * canonical path and query from the route table and validated values only (null for a 404; a document shown in
 * English has the English URL), each language's version, English first, when there is more than one, and its own
 * meta description (a legal document's).
 */
export function headInputOf(view: View, found: boolean, article?: ArticleHead, legal?: LegalHead) {
  const { route, key } = view;
  const page = article ?? legal;
  const fallback = page?.lang !== undefined;
  const canonical = found ? canonicalOf(fallback ? { ...view, lang: 'en' } : view) : null;
  // A page with no data (not an article or legal document) is written in every language.
  const written = page === undefined ? langs : (page.translations ?? ['en']);
  const versions =
    !found || fallback || route.noindex === true || written.length < 2
      ? []
      : written.map((lang) => ({ lang, path: canonicalOf({ ...view, lang }) ?? '' }));
  return {
    versions,
    lang: view.lang,
    routePath: route.path,
    canonical,
    article,
    query: key?.kind === 'search' ? key.search.q : undefined,
    description: legal?.description,
    noindex: route.noindex,
    category: key?.kind === 'insights' || key?.kind === 'list' ? parseCategory(key.category) : undefined,
  };
}

/** A page's head tags as elements, which React 19 hoists into <head>. */
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
      <meta property="og:site_name" content={site.name} />
      {head.ogLocales.map((locale, i) => (
        <meta key={locale} property={i === 0 ? 'og:locale' : 'og:locale:alternate'} content={locale} />
      ))}
      <meta property="og:image" content={head.ogImage.url} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={head.ogImage.alt} />
    </>
  );
}
