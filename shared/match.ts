/** The site's one route matcher, compiled once (decision 009): a URL to its view. */
import { routes, type RouteDef } from './routes.js';
import { keyQuery, type PageKey } from './pageKey.js';
import { localePath, splitLang, type Lang } from './i18n/locales.js';

/** A URL's view: what the server's status and cache, the render and the prefetcher read. */
export interface View {
  route: RouteDef;
  lang: Lang;
  /** The path below the language's prefix, as the router sees it, e.g. "/insights/all-articles". */
  pathname: string;
  /** The query, without "?". */
  query: string;
  /** The canonical spelling of `pathname`; absent for the `*` route. */
  canonicalPath?: string;
  /** Null when the route has no page data, or when the URL's values name no page (a 404). */
  key: PageKey | null;
}

/**
 * Percent-decodes each segment of a path, keeping a decoded "/" as "%2F" (React Router's rule).
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
const staticRoutes = new Map(
  routes.filter((r) => r.kind === 'page' || r.kind === 'search').map((r) => [r.path.toLowerCase(), r]),
);
const patternRoutes = routes
  .filter((r) => r.kind === 'article')
  .map((route) => ({ route, regex: new RegExp(`^${route.path.replace(/\/:[\w-]+/gu, '/([^\\/]+)')}\\/*$`, 'iu') }));

/**
 * The route a pathname names, ranked as React Router does (static paths above patterns), letter
 * case and trailing slashes ignored.
 * @returns the route, and an article route's `:slug`
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

/**
 * Matches a path below a language's prefix. Whether an article or list page exists is for the
 * build's page data files to say, not the matcher.
 * @param query with or without "?"
 */
export function matchView(pathname: string, query: string, lang: Lang = 'en'): View {
  const { route, slug } = matchRoute(pathname);
  const view: View = { route, lang, pathname, query: query.replace(/^\?/u, ''), key: null };
  if (route.kind === 'not-found') return view;
  // Either article prefix serves every article; the canonical keeps the prefix requested.
  const canonicalPath =
    route.kind === 'article' ? `${route.path.slice(0, route.path.lastIndexOf('/'))}/${slug ?? ''}` : route.path;
  // A route module's key reads the path's last segment (an article's slug) and its own query parameters.
  const last = slug ?? route.path.slice(route.path.lastIndexOf('/') + 1);
  const key = route.of.key?.({ lang, last, params: new URLSearchParams(view.query) }) ?? null;
  return { ...view, key, canonicalPath };
}

/** Matches a whole URL path, language prefix included ("/<prefix>/about"). */
export function matchUrl(pathname: string, query: string): View {
  const { lang, path } = splitLang(pathname);
  return matchView(path, query, lang);
}

/** A view's whole path, its language's prefix included ("/<prefix>/about"). */
export const urlPathOf = (view: View): string => localePath(view.lang, view.pathname);

/** A path plus its key's canonical query: the server's cache key, shared by every spelling of a view. */
export function viewUrl(path: string, key: PageKey | null): string {
  const query = keyQuery(key);
  return query === '' ? path : `${path}?${query}`;
}

/**
 * A view's canonical link: its prefixed path, plus the query of a search or of a list page after
 * the first (a filtered first page is the list's). Null for the `*` route.
 */
export function canonicalOf({ lang, canonicalPath, key }: View): string | null {
  if (canonicalPath === undefined) return null;
  const path = localePath(lang, canonicalPath);
  return key?.kind === 'search' || (key?.kind === 'list' && key.page !== 1) ? viewUrl(path, key) : path;
}

/** Whether a location has the view's path and query. */
export const isViewOf = (view: View, location: { pathname: string; search: string }): boolean =>
  view.pathname === location.pathname && view.query === location.search.replace(/^\?/u, '');
