/**
 * The view at a URL: its route, article slug, canonical path and page data key, from one match
 * against the route table. The server resolves a request's view once and renders with it; the
 * browser resolves it once per location. Components read it from `useView`.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { parseCategory } from './content/categories.js';
import { searchQueryOf } from './search.js';
import { resolveRoute, type ResolvedRoute } from './resolve.js';

/** A URL's view: the matched route, and the key of its page data (null when the route shows none). */
export interface View extends ResolvedRoute {
  /** The pathname and search (with or without "?") it was resolved from. */
  pathname: string;
  search: string;
  /**
   * The key of the view's page data, e.g. "article/aml-kyc-2025", "list/banking/2", "home".
   * Keys are made from the route table and validated values only: a slug that is not a slug
   * or a page number that is not one gives a key no file has ("-").
   */
  key: string | null;
}

/** A page number as written in `?page=`: a positive integer, no sign, no leading zero. */
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/u;

/** The page data key of a matched route, from the URL's query. */
function keyOf({ route, slug }: ResolvedRoute, search: string): string | null {
  const params = new URLSearchParams(search);
  const category = parseCategory(params.get('category'))?.slug ?? 'all';
  const safe = (s: string | undefined) => (s !== undefined && /^[a-z0-9-]{1,100}$/u.test(s) ? s : '-');
  switch (route.pageData) {
    case 'home':
      return 'home';
    case 'insights':
      return `insights/${category}`;
    case 'list': {
      const page = params.get('page') ?? '1';
      return `list/${category}/${PAGE_NUMBER.test(page) ? page : '-'}`;
    }
    case 'article':
      return `article/${safe(slug)}`;
    case 'legal':
      return `legal/${safe(route.path.split('/')[2])}`;
    case 'service':
      return `service/${safe(route.path.split('/')[2])}`;
    case 'search':
      return `search?${searchQueryOf(params, (slug) => parseCategory(slug) !== undefined) ?? '-'}`;
    default:
      return null;
  }
}

/**
 * Resolves the view at a URL: one match against the route table.
 * @param pathname the URL's path, e.g. "/insights/all-articles"
 * @param search the URL's query, with or without "?"
 */
export function resolveView(pathname: string, search: string): View {
  const resolved = resolveRoute(pathname);
  return { ...resolved, pathname, search, key: keyOf(resolved, search) };
}

/**
 * The canonical query of a view, from its page data key: "category=banking&page=2" for a list
 * page, "category=banking" for a filtered first view, a search's own ("q=visa&page=2"), ""
 * otherwise. The server keys its cache by path plus this query; other spellings of the same
 * view share the key.
 */
export function viewQuery(key: string | null): string {
  if (key?.startsWith('search?') === true) return key.slice('search?'.length);
  const [kind, category = 'all', page = '1'] = (key ?? '').split('/');
  if (kind !== 'insights' && kind !== 'list') return '';
  const parts = [category === 'all' ? '' : `category=${category}`, page === '1' ? '' : `page=${page}`];
  return parts.filter((p) => p !== '').join('&');
}

/** A view's URL: its path plus its canonical query (`viewQuery`), the key the server caches it under. */
export const viewUrl = (path: string, key: string | null): string => {
  const query = viewQuery(key);
  return query === '' ? path : `${path}?${query}`;
};

/**
 * A view's canonical path and query: its path, plus the query for a list page after the
 * first (each page of a list is its own document; a filtered first page is the list's) and
 * for a search.
 * @param path the route's canonical path
 */
export function canonicalOf(path: string, key: string | null): string {
  if (key?.startsWith('search?') === true) return viewUrl(path, key);
  const page = key?.startsWith('list/') === true ? key.split('/')[2] : undefined;
  return page === undefined || page === '1' ? path : viewUrl(path, key);
}

const ViewContext = createContext<View | null>(null);

/**
 * Provides a location's view, by default the current one: `given` when it is that URL's (the
 * server's, resolved for the request), otherwise resolved once per location change, when
 * `onResolve` hears of it: a navigation starts loading what it needs as it begins.
 * `location` names another location (a page rendered ahead of its navigation).
 */
export function ViewProvider({
  given,
  onResolve,
  location,
  children,
}: {
  given?: View | undefined;
  onResolve?: ((view: View) => void) | undefined;
  location?: { pathname: string; search: string } | undefined;
  children: ReactNode;
}) {
  const current = useLocation();
  const { pathname, search } = location ?? current;
  const view = useMemo(() => {
    const same = given?.pathname === pathname && given.search.replace(/^\?/u, '') === search.replace(/^\?/u, '');
    if (given !== undefined && same) return given;
    const resolved = resolveView(pathname, search);
    // Idempotent: it starts each load at most once, so a render React repeats changes nothing.
    onResolve?.(resolved);
    return resolved;
  }, [given, onResolve, pathname, search]);
  return <ViewContext value={view}>{children}</ViewContext>;
}

/** The current location's view. Throws outside a ViewProvider. */
export function useView(): View {
  const view = useContext(ViewContext);
  if (view === null) throw new Error('useView needs a ViewProvider above it');
  return view;
}
