import { lazy, type ComponentType } from 'react';
import { reloadOnceOnFailure } from './versionSkew.js';
import type { PageDataKind } from './pageData.js';
import { services } from './content/services/index.js';

/** What kind of page a route is; decides how its status and head tags are worked out. */
export type RouteKind = 'page' | 'article' | 'not-found';

/** One entry of the route table. */
export interface RouteDef {
  /** React Router path pattern. */
  path: string;
  kind: RouteKind;
  page: RoutePage;
  /** Listed in /sitemap.xml as is (static paths only; articles are added from the catalogue). */
  sitemap: boolean;
  /**
   * The page data the page renders from (shared/pageData.ts): the list pages read `?category=`
   * and the all-articles lists `?page=` into its key; no other query parameter is read.
   */
  pageData?: PageDataKind;
}

/** A route's page: its source module, as the build manifest names it, and its component. */
export interface RoutePage {
  /** Source path relative to the project root, e.g. "shared/pages/Home.tsx". */
  module: string;
  /**
   * Imports the page's chunk. A chunk that fails to load (another version's replica answered)
   * reloads the current URL once, then rejects (versionSkew.ts).
   */
  load(): Promise<{ default: ComponentType }>;
  /**
   * React.lazy over `load`, so each page is a chunk of its own: the server waits for it
   * (renderToPipeableStream's onAllReady), and a client navigation keeps the previous page on
   * screen until it arrives.
   */
  Component: ComponentType;
}

function lazyPage(module: string, importPage: () => Promise<{ default: ComponentType }>): RoutePage {
  const load = () => reloadOnceOnFailure(importPage());
  return { module, load, Component: lazy(load) };
}

/** The legal pages, /legal/{slug}: one Markdown file each under shared/content/legal/. */
export const legalSlugs = ['privacy-policy', 'terms-of-use', 'disclaimer'] as const;

const home = lazyPage('shared/pages/Home.tsx', () => import('./pages/Home.js'));
const about = lazyPage('shared/pages/About.tsx', () => import('./pages/About.js'));
const advisoryServices = lazyPage('shared/pages/AdvisoryServices.tsx', () => import('./pages/AdvisoryServices.js'));
const servicePage = lazyPage('shared/pages/ServicePage.tsx', () => import('./pages/ServicePage.js'));
const knowledgeCenter = lazyPage('shared/pages/KnowledgeCenter.tsx', () => import('./pages/KnowledgeCenter.js'));
const insights = lazyPage('shared/pages/Insights.tsx', () => import('./pages/Insights.js'));
const allArticles = lazyPage('shared/pages/AllArticles.tsx', () => import('./pages/AllArticles.js'));
const article = lazyPage('shared/pages/Article.tsx', () => import('./pages/Article.js'));
const careers = lazyPage('shared/pages/Careers.tsx', () => import('./pages/Careers.js'));
const legal = lazyPage('shared/pages/Legal.tsx', () => import('./pages/Legal.js'));
const notFound = lazyPage('shared/pages/NotFound.tsx', () => import('./pages/NotFound.js'));

/**
 * The route table: the one list the server (status codes), the client
 * (navigation), the sitemap and the tests read. React Router ranks static segments above
 * dynamic ones, so /insights/all-articles is never taken for an article slug.
 */
export const routes: readonly RouteDef[] = [
  {
    path: '/',
    kind: 'page',
    page: home,
    sitemap: true,
    pageData: 'home',
  },
  {
    path: '/about',
    kind: 'page',
    page: about,
    sitemap: true,
  },
  {
    path: '/advisory-services',
    kind: 'page',
    page: advisoryServices,
    sitemap: true,
  },
  ...services.map((service): RouteDef => ({
    path: `/services/${service.slug}`,
    kind: 'page',
    page: servicePage,
    sitemap: true,
    pageData: 'service',
  })),
  {
    path: '/knowledge-center',
    kind: 'page',
    page: knowledgeCenter,
    sitemap: true,
  },
  {
    path: '/insights',
    kind: 'page',
    page: insights,
    sitemap: true,
    pageData: 'insights',
  },
  {
    path: '/insights/all-articles',
    kind: 'page',
    page: allArticles,
    sitemap: true,
    pageData: 'list',
  },
  {
    path: '/knowledge/all-articles',
    kind: 'page',
    page: allArticles,
    sitemap: true,
    pageData: 'list',
  },
  { path: '/insights/:slug', kind: 'article', page: article, sitemap: false, pageData: 'article' },
  { path: '/knowledge/:slug', kind: 'article', page: article, sitemap: false, pageData: 'article' },
  {
    path: '/careers',
    kind: 'page',
    page: careers,
    sitemap: true,
  },
  ...legalSlugs.map((slug): RouteDef => ({
    path: `/legal/${slug}`,
    kind: 'page',
    page: legal,
    sitemap: true,
    pageData: 'legal',
  })),
  { path: '*', kind: 'not-found', page: notFound, sitemap: false },
];
