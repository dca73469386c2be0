/**
 * The route table: every path of the site, its kind, its page module, its page data and its
 * sitemap flag. It names page modules by their source path and imports none of them, so that
 * what reads the table (matching, page data, head tags, the server) never depends on a page:
 * shared/pageModules.ts turns a module's name into its component.
 */
import { serviceSlugs } from './content/services/index.js';

/**
 * What kind of page a route is; decides how its status and head tags are worked out: a page
 * (one document, in the sitemap when flagged), an article (one per slug), search results
 * (rendered from the search index per query, never listed), the 404.
 */
type RouteKind = 'page' | 'article' | 'search' | 'not-found';

/** The page data a route renders from, by kind (shared/pageData.ts gives each kind's shape). */
export type PageDataKind = 'home' | 'insights' | 'list' | 'article' | 'legal' | 'service' | 'search';

/** The page modules, by source path relative to the project root, as the build manifest names them. */
export type PageModule =
  | 'shared/pages/Home.tsx'
  | 'shared/pages/About.tsx'
  | 'shared/pages/AdvisoryServices.tsx'
  | 'shared/pages/ServicePage.tsx'
  | 'shared/pages/KnowledgeCenter.tsx'
  | 'shared/pages/Insights.tsx'
  | 'shared/pages/AllArticles.tsx'
  | 'shared/pages/Article.tsx'
  | 'shared/pages/Careers.tsx'
  | 'shared/pages/Legal.tsx'
  | 'shared/pages/NotFound.tsx'
  | 'shared/pages/Search.tsx';

/** One entry of the route table. */
export interface RouteDef {
  /** React Router path pattern. */
  path: string;
  kind: RouteKind;
  /** The page's source module, e.g. "shared/pages/Home.tsx". */
  module: PageModule;
  /** Listed in /sitemap.xml as is (static paths only; articles are added from the catalogue). */
  sitemap: boolean;
  /**
   * The page data the page renders from (shared/pageData.ts): the list pages read `?category=`
   * and the all-articles lists `?page=` into its key; no other query parameter is read.
   */
  pageData?: PageDataKind;
  /** Asks search engines not to index the page (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
}

/** The legal pages, /legal/{slug}: one Markdown file each under shared/content/legal/. */
export const legalSlugs = [
  'privacy-policy',
  'terms-of-use',
  'disclaimer',
  'fraud-warning',
  'accessibility-statement',
] as const;

/**
 * The route table: the one list the server (status codes), the client
 * (navigation), the sitemap and the tests read. React Router ranks static segments above
 * dynamic ones, so /insights/all-articles is never taken for an article slug.
 */
export const routes: readonly RouteDef[] = [
  {
    path: '/',
    kind: 'page',
    module: 'shared/pages/Home.tsx',
    sitemap: true,
    pageData: 'home',
  },
  {
    path: '/about',
    kind: 'page',
    module: 'shared/pages/About.tsx',
    sitemap: true,
  },
  {
    path: '/advisory-services',
    kind: 'page',
    module: 'shared/pages/AdvisoryServices.tsx',
    sitemap: true,
  },
  ...serviceSlugs.map((slug): RouteDef => ({
    path: `/services/${slug}`,
    kind: 'page',
    module: 'shared/pages/ServicePage.tsx',
    sitemap: true,
    pageData: 'service',
  })),
  {
    path: '/knowledge-center',
    kind: 'page',
    module: 'shared/pages/KnowledgeCenter.tsx',
    sitemap: true,
  },
  {
    path: '/insights',
    kind: 'page',
    module: 'shared/pages/Insights.tsx',
    sitemap: true,
    pageData: 'insights',
  },
  {
    path: '/insights/all-articles',
    kind: 'page',
    module: 'shared/pages/AllArticles.tsx',
    sitemap: true,
    pageData: 'list',
  },
  {
    path: '/knowledge/all-articles',
    kind: 'page',
    module: 'shared/pages/AllArticles.tsx',
    sitemap: true,
    pageData: 'list',
  },
  { path: '/insights/:slug', kind: 'article', module: 'shared/pages/Article.tsx', sitemap: false, pageData: 'article' },
  {
    path: '/knowledge/:slug',
    kind: 'article',
    module: 'shared/pages/Article.tsx',
    sitemap: false,
    pageData: 'article',
  },
  {
    path: '/careers',
    kind: 'page',
    module: 'shared/pages/Careers.tsx',
    sitemap: true,
  },
  ...legalSlugs.map((slug): RouteDef => ({
    path: `/legal/${slug}`,
    kind: 'page',
    module: 'shared/pages/Legal.tsx',
    sitemap: true,
    pageData: 'legal',
  })),
  // Results of the site's search: rendered on request from the search index, never listed.
  {
    path: '/search',
    kind: 'search',
    module: 'shared/pages/Search.tsx',
    sitemap: false,
    pageData: 'search',
    noindex: true,
  },
  { path: '*', kind: 'not-found', module: 'shared/pages/NotFound.tsx', sitemap: false },
];
