/**
 * The one matcher: a URL against the route table, once per request on the server and once per
 * location in the browser. Its result, the view, is what the server's status and cache, the
 * rendered tree, the prefetcher and the page rendered ahead all read.
 */
import { parseCategory } from './content/categories.js';
import { routes, type RouteDef } from './routes.js';
import { keyQuery, parsePageNumber, type PageKey } from './pageKey.js';
import { searchParamsOf } from './search.js';
import { localePath, splitLang, type Lang } from './i18n/locales.js';

/** A URL's view: the matched route, its canonical path and the key of its page data. */
export interface View {
  route: RouteDef;
  /** The language, from the URL's prefix. */
  lang: Lang;
  /** The URL's path below its language's prefix, as the router sees it, e.g. "/insights/all-articles". */
  pathname: string;
  /** The URL's query, without "?". */
  query: string;
  /** The page's own path below the prefix, for its canonical URL (normalised spelling); absent for the `*` route. */
  canonicalPath?: string;
  /**
   * The page data the view renders from, made from the route table and validated values only.
   * Null when there is none to load: the route shows no page data, or (when `route.pageData`
   * is set) the URL's values name no page, a 404 under this route.
   */
  key: PageKey | null;
}

/**
 * Decodes a path as routing reads it: each segment percent-decoded, a decoded "/" kept as "%2F"
 * so that it cannot split a segment (React Router's rule).
 * @returns the decoded path, or null for malformed percent-encoding (not UTF-8)
 */
export function decodePath(pathname: string): string | null {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//gu, '%2F'))
      .join('/');
  } catch {
    return null;
  }
}

const notFoundRoute: RouteDef = (() => {
  const route = routes.find((r) => r.kind === 'not-found');
  if (route === undefined) throw new Error('the route table needs a "*" route');
  return route;
})();
/** Static paths, lower-cased: matching ignores letter case. */
const staticRoutes = new Map(
  routes.filter((r) => r.kind === 'page' || r.kind === 'search').map((r) => [r.path.toLowerCase(), r]),
);
/** Patterns with one `:param` segment, compiled once (decision 009); trailing slashes allowed. */
const patternRoutes = routes
  .filter((r) => r.kind === 'article')
  .map((route) => ({ route, regex: new RegExp(`^${route.path.replace(/\/:[\w-]+/gu, '/([^\\/]+)')}\\/*$`, 'iu') }));

/**
 * The route a pathname names, with React Router's ranking: static paths above patterns, letter
 * case and trailing slashes ignored, the path percent-decoded first.
 * @returns the route, and the `:slug` of an article route as matched
 */
export function matchRoute(pathname: string): { route: RouteDef; slug?: string } {
  const decoded = decodePath(pathname) ?? pathname;
  const route = staticRoutes.get((decoded.replace(/\/+$/u, '') || '/').toLowerCase());
  if (route !== undefined) return { route };
  for (const { route: patternRoute, regex } of patternRoutes) {
    const match = regex.exec(decoded);
    if (match !== null) return { route: patternRoute, slug: (match[1] ?? '').replace(/%2F/gu, '/') };
  }
  return { route: notFoundRoute };
}

/** A slug as the site writes them; anything else names no page. */
const SLUG = /^[a-z0-9-]{1,100}$/u;

/** The page data key of a matched route, from its slug and the URL's query; null when none or invalid. */
function keyOf(route: RouteDef, slug: string | undefined, params: URLSearchParams, lang: Lang): PageKey | null {
  const category = parseCategory(params.get('category'))?.slug ?? 'all';
  const last = slug ?? route.path.slice(route.path.lastIndexOf('/') + 1);
  switch (route.pageData) {
    case 'home':
      return { lang, kind: 'home' };
    case 'insights':
      return { lang, kind: 'insights', category };
    case 'list': {
      const page = parsePageNumber(params.get('page'));
      return page === null ? null : { lang, kind: 'list', category, page };
    }
    case 'article':
    case 'legal':
    case 'service':
      return SLUG.test(last) ? { lang, kind: route.pageData, slug: last } : null;
    case 'search': {
      const search = searchParamsOf(params);
      return search === null ? null : { lang, kind: 'search', search };
    }
    default:
      return null;
  }
}

/**
 * Matches a path of one language against the route table: its route, canonical path and page
 * data key. Whether an article or list page exists is the build's answer (its page data files),
 * not the matcher's.
 * @param pathname the path below the language's prefix, as the router sees it, e.g. "/insights/all-articles"
 * @param query the URL's query, with or without "?"
 */
export function matchView(pathname: string, query: string, lang: Lang = 'en'): View {
  const { route, slug } = matchRoute(pathname);
  const plain = query.replace(/^\?/u, '');
  const key = route.kind === 'not-found' ? null : keyOf(route, slug, new URLSearchParams(plain), lang);
  // Either article prefix serves every article; the canonical keeps the prefix requested.
  const canonicalPath =
    route.kind === 'not-found'
      ? undefined
      : route.kind === 'article'
        ? `${route.path.slice(0, route.path.lastIndexOf('/'))}/${slug ?? ''}`
        : route.path;
  return { route, lang, pathname, query: plain, key, ...(canonicalPath === undefined ? {} : { canonicalPath }) };
}

/** Matches a whole URL path, its language read from its prefix ("/ar/about"), as `matchView`. */
export function matchUrl(pathname: string, query: string): View {
  const { lang, path } = splitLang(pathname);
  return matchView(path, query, lang);
}

/** A view's whole path, its language's prefix included ("/ar/about"). */
export const urlPathOf = (view: View): string => localePath(view.lang, view.pathname);

/** A URL from a path and a query ("" for none). */
const withQuery = (path: string, query: string): string => (query === '' ? path : `${path}?${query}`);

/**
 * The URL the server caches a view under: its path plus its key's canonical query, so that
 * every other spelling of the same view shares one entry.
 */
export const viewUrl = (path: string, key: PageKey | null): string => withQuery(path, keyQuery(key));

/**
 * A view's canonical path and query, for its canonical link: the path with its language's
 * prefix, plus the query of a list page after the first (each is its own document; a filtered
 * first page is the list's) and of a search. Null for the `*` route.
 */
export function canonicalOf(view: View): string | null {
  const { key } = view;
  if (view.canonicalPath === undefined) return null;
  const canonicalPath = localePath(view.lang, view.canonicalPath);
  if (key?.kind === 'search' || (key?.kind === 'list' && key.page !== 1)) return viewUrl(canonicalPath, key);
  return canonicalPath;
}

/** Whether a location has the view's path and query. */
export const isViewOf = (view: View, location: { pathname: string; search: string }): boolean =>
  view.pathname === location.pathname && view.query === location.search.replace(/^\?/u, '');
