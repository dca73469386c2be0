import { matchRoutes } from 'react-router-dom';
import { routes, type RouteData, type RouteDef } from './routes.js';
import { articleBodies } from './content/articles/articleBodies.js';

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

const routeObjects = routes.map((route) => ({ path: route.path, route }));

/**
 * Matches a decoded pathname (no query, no trailing slash) against the route table and
 * decides the status before anything renders: unknown paths hit the `*` route (404) and
 * article routes look their slug up among the article bodies, which tests/content keeps equal
 * to the catalogue (404 when unknown).
 */
export function resolveRoute(pathname: string): ResolvedRoute {
  const matches = matchRoutes(routeObjects, pathname);
  const match = matches?.[matches.length - 1];
  // The table ends with `*`, so matchRoutes always finds something.
  const route = match?.route.route ?? (routes[routes.length - 1] as RouteDef);
  switch (route.kind) {
    case 'not-found':
      return { route, status: 404 };
    case 'article': {
      const slug = match?.params.slug ?? '';
      if (!articleBodies.ids.includes(slug)) return { route, status: 404 };
      // Either prefix serves every article (spec); the canonical keeps the prefix requested.
      const prefix = route.path.split('/')[1];
      const data = { module: articleBodies.module(slug), load: () => articleBodies.load(slug) };
      return { route, status: 200, articleId: slug, canonicalPath: `/${prefix}/${slug}`, data };
    }
    default:
      return route.data === undefined
        ? { route, status: 200, canonicalPath: route.path }
        : { route, status: 200, canonicalPath: route.path, data: route.data };
  }
}
