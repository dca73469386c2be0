import { routes, type RouteData, type RouteDef } from './routes.js';
import { articleSlugs } from './content/generated/articleSlugs.js';

/** The outcome of matching a path against the route table. */
export interface ResolvedRoute {
  route: RouteDef;
  /** HTTP status the page is served with: 200, or 404 for unknown paths and slugs. */
  status: 200 | 404;
  /**
   * The article's slug, for an article route whose slug is known. A slug, not the catalogue
   * entry: the catalogue (titles, excerpts) stays out of every page's first-load bundle.
   */
  articleId?: string;
  /** The page's own path for its canonical URL (normalised spelling); absent for a 404. */
  canonicalPath?: string;
  /** Data the page renders from besides its chunk: an article body or a service's details. */
  data?: RouteData;
}

/**
 * React Router's decoding of a pathname before matching: each segment percent-decoded, a
 * decoded "/" kept as "%2F" so it cannot split a segment. Undecodable input is left as it is.
 */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//gu, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

// The route table compiled once: React Router's matchRoutes flattens and ranks the whole
// table on every call (about 170 µs), and this runs for every unknown URL the server answers.
const notFoundRoute: RouteDef = (() => {
  const route = routes.find((r) => r.kind === 'not-found');
  if (route === undefined) throw new Error('the route table needs a "*" route');
  return route;
})();
/** Static paths, lower-cased: React Router matches case-insensitively by default. */
const staticRoutes = new Map(routes.filter((r) => r.kind === 'page').map((r) => [r.path.toLowerCase(), r]));
/** Patterns with one `:param` segment, compiled as React Router compiles them (trailing slashes allowed). */
const patternRoutes = routes
  .filter((r) => r.kind === 'article')
  .map((route) => ({ route, regex: new RegExp(`^${route.path.replace(/\/:[\w-]+/gu, '/([^\\/]+)')}\\/*$`, 'iu') }));

/**
 * The route React Router's <Routes> renders for a pathname, and its `:slug` if it has one:
 * static paths rank above patterns, matching ignores letter case and trailing slashes, and
 * the pathname is percent-decoded first. tests/content/resolve.test.ts holds this equal to
 * matchRoutes over a table of ordinary and hostile paths.
 */
export function matchRoute(pathname: string): { route: RouteDef; slug?: string } {
  const decoded = decodePath(pathname);
  const route = staticRoutes.get((decoded.replace(/\/+$/u, '') || '/').toLowerCase());
  if (route !== undefined) return { route };
  for (const { route: patternRoute, regex } of patternRoutes) {
    const match = regex.exec(decoded);
    if (match !== null) return { route: patternRoute, slug: (match[1] ?? '').replace(/%2F/gu, '/') };
  }
  return { route: notFoundRoute };
}

/**
 * Matches a pathname (no query) against the route table and decides the status before
 * anything renders: unknown paths hit the `*` route (404) and article routes look their slug
 * up among the articles' slugs (404 when unknown).
 */
export function resolveRoute(pathname: string): ResolvedRoute {
  const { route, slug = '' } = matchRoute(pathname);
  switch (route.kind) {
    case 'not-found':
      return { route, status: 404 };
    case 'article': {
      if (!articleSlugs.includes(slug)) return { route, status: 404 };
      // Either prefix serves every article; the canonical keeps the prefix requested.
      const prefix = route.path.split('/')[1];
      // Bodies (and their URLs) load with the page that shows them, not with the entry.
      const data = { load: () => import('./content/bodies.js').then((m) => m.articleBodies.load(slug)) };
      return { route, status: 200, articleId: slug, canonicalPath: `/${prefix}/${slug}`, data };
    }
    default:
      return route.data === undefined
        ? { route, status: 200, canonicalPath: route.path }
        : { route, status: 200, canonicalPath: route.path, data: route.data };
  }
}
