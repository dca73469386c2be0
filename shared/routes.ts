/**
 * The route table. It names page modules by source path and imports none, so that what reads
 * it (matching, page data, head tags, the server) never loads a page (shared/pageModules.ts does).
 */
import { serviceSlugs } from './content/services/index.js';

/** A page (one document), an article (one per slug), search results (never listed) or the 404. */
type RouteKind = 'page' | 'article' | 'search' | 'not-found';

/** The kinds of page data (shapes in shared/pageData.ts). */
export type PageDataKind = 'home' | 'insights' | 'list' | 'article' | 'legal' | 'service' | 'search';

/** The page modules, by source path from the project root, as the build manifest names them. */
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

export interface RouteDef {
  /** React Router path pattern. */
  path: string;
  kind: RouteKind;
  module: PageModule;
  /** Listed in /sitemap.xml as is (articles are added from the catalogue). */
  sitemap: boolean;
  /** The page data it renders from; only `?category=` and `?page=` (and a search's query) reach its key. */
  pageData?: PageDataKind;
  /** `<meta name="robots" content="noindex">`. */
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

/** A route, by default a page in the sitemap. */
const route = (path: string, module: PageModule, fields: Partial<RouteDef> = {}): RouteDef => ({
  path,
  kind: 'page',
  module,
  sitemap: true,
  ...fields,
});
const article = { kind: 'article', sitemap: false, pageData: 'article' } as const;

/** Every route; static segments rank above dynamic ones, so /insights/all-articles is never a slug. */
export const routes: readonly RouteDef[] = [
  route('/', 'shared/pages/Home.tsx', { pageData: 'home' }),
  route('/about', 'shared/pages/About.tsx'),
  route('/advisory-services', 'shared/pages/AdvisoryServices.tsx'),
  ...serviceSlugs.map((slug) => route(`/services/${slug}`, 'shared/pages/ServicePage.tsx', { pageData: 'service' })),
  route('/knowledge-center', 'shared/pages/KnowledgeCenter.tsx'),
  route('/insights', 'shared/pages/Insights.tsx', { pageData: 'insights' }),
  route('/insights/all-articles', 'shared/pages/AllArticles.tsx', { pageData: 'list' }),
  route('/knowledge/all-articles', 'shared/pages/AllArticles.tsx', { pageData: 'list' }),
  route('/insights/:slug', 'shared/pages/Article.tsx', article),
  route('/knowledge/:slug', 'shared/pages/Article.tsx', article),
  route('/careers', 'shared/pages/Careers.tsx'),
  ...legalSlugs.map((slug) => route(`/legal/${slug}`, 'shared/pages/Legal.tsx', { pageData: 'legal' })),
  route('/search', 'shared/pages/Search.tsx', { kind: 'search', sitemap: false, pageData: 'search', noindex: true }),
  route('*', 'shared/pages/NotFound.tsx', { kind: 'not-found', sitemap: false }),
];
