import { routes, type RouteDef } from './routes.js';

/** The outcome of matching a path against the route table. */
export interface ResolvedRoute {
  route: RouteDef;
  /** The `:slug` of an article route, as matched (whether an article has it is the page data's answer). */
  slug?: string;
  /** The page's own path for its canonical URL (normalised spelling); absent for the `*` route. */
  canonicalPath?: string;
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
const staticRoutes = new Map(
  routes.filter((r) => r.kind === 'page' || r.kind === 'search').map((r) => [r.path.toLowerCase(), r]),
);
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
 * Matches a pathname (no query) against the route table: the route, an article's slug and the
 * canonical path. Whether a slug or list page exists is decided by its
 * page data (shared/pageData.ts), not here, so nothing here lists the articles.
 */
export function resolveRoute(pathname: string): ResolvedRoute {
  const { route, slug } = matchRoute(pathname);
  switch (route.kind) {
    case 'not-found':
      return { route };
    case 'article':
      // Either prefix serves every article; the canonical keeps the prefix requested.
      return { route, slug, canonicalPath: `/${route.path.split('/')[1]}/${slug}` };
    default:
      return { route, canonicalPath: route.path };
  }
}
