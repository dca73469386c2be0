/**
 * The route table: the list of route modules (shared/routes/), one per kind of page, and each path of theirs as a
 * route. A new kind of page is a module there plus its component, added to `routeModules`.
 */
import type { PageChunk, PageModule, RouteKind, RouteModule } from './route.js';
import type { PageDataKind } from './pageKey.js';
import { home } from './routes/home.js';
import { about } from './routes/about.js';
import { advisoryServices } from './routes/advisoryServices.js';
import { service } from './routes/service.js';
import { knowledgeCenter } from './routes/knowledgeCenter.js';
import { insights } from './routes/insights.js';
import { list } from './routes/list.js';
import { article } from './routes/article.js';
import { careers } from './routes/careers.js';
import { legal } from './routes/legal.js';
import { search } from './routes/search.js';
import { notFound } from './routes/notFound.js';

export { legalSlugs } from './routes/legal.js';
export type { PageModule } from './route.js';

/** Every kind of page, in menu order; `notFound` last. */
export const routeModules: readonly RouteModule[] = [
  home,
  about,
  advisoryServices,
  service,
  knowledgeCenter,
  insights,
  list,
  article,
  careers,
  legal,
  search,
  notFound,
];

/** One path of a route module: what matching, the server and the sitemap read. */
export interface RouteDef {
  /** React Router path pattern. */
  path: string;
  kind: RouteKind;
  /** Its component's source module. */
  module: PageModule;
  sitemap: boolean;
  pageData?: PageDataKind;
  noindex?: boolean;
  /** The route module it is a path of. */
  of: RouteModule;
}

/** Every route; static segments rank above dynamic ones, so /insights/all-articles is never a slug. */
export const routes: readonly RouteDef[] = routeModules.flatMap((of) =>
  of.paths.map((path) => ({
    path,
    kind: of.kind,
    module: of.page,
    sitemap: of.sitemap,
    ...(of.pageData === undefined ? {} : { pageData: of.pageData }),
    ...(of.noindex === undefined ? {} : { noindex: of.noindex }),
    of,
  })),
);

const byPage = new Map(routeModules.map((module) => [module.page, module]));

/**
 * A page component's chunk and namespaces: what the loader loads for it.
 * @throws Error for a source module no route module renders
 */
export function pageChunk(module: PageModule): PageChunk {
  const route = byPage.get(module);
  if (route === undefined) throw new Error(`no route module renders ${module}`);
  return route;
}
