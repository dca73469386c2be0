/**
 * Page data: what a page shows besides its code (article cards, an article's head fields and
 * body, a legal document), one JSON file per canonical view, written by the build under one
 * folder named by the hash of all of them (`/assets/data/<hash>/<key>.json`, immutable and
 * precompressed, as Next.js names its data by build id). This module gives each kind's shape
 * and the build's limits; shared/pageDataStore.ts loads them.
 */
import type { ArticleSummary } from './content/articles/catalogue.js';
import type { CompiledBody } from './content/bodies.js';
import type { ServiceDetail } from './content/types.js';
import type { PageDataKind } from './routes.js';
import type { SearchResults } from './search.js';
import type { Lang } from './i18n/locales.js';

/** Cards a section of /insights shows at most, newest first. */
export const SECTION_CAP = 6;
/** Featured insights on the home page, newest first. */
export const HOME_FEATURED = 6;
/** Cards per page of the all-articles lists. */
export const LIST_PAGE_SIZE = 12;

/** The home page: the newest featured insights. */
export interface HomeData {
  featured: ArticleSummary[];
}

/** /insights, for one category or all: the newest of each section, up to SECTION_CAP. */
export interface InsightsData {
  featured: ArticleSummary[];
  knowledge: ArticleSummary[];
}

/** One page of an all-articles list. */
export interface ListData {
  entries: ArticleSummary[];
  /** Articles in the list (the category's, or all), across every page. */
  total: number;
  /** 1-based page number, and the number of pages (at least 1). */
  page: number;
  pages: number;
}

/** An article page: its card fields, head fields, related articles and body. */
export interface ArticleData {
  /** `translations`: the languages the article is written in, English first (its hreflang set), when more than English. */
  article: ArticleSummary & { metaTitle: string; metaDescription: string; translations?: Lang[] };
  related: ArticleSummary[];
  body: CompiledBody;
}

/** A service page's words. */
export type ServiceData = ServiceDetail;

/** A legal document's page; `lang` is set when it is shown in English in another language's site. */
export interface LegalData {
  title: string;
  description: string;
  updated: string;
  body: CompiledBody;
  lang?: Lang;
}

/** Page data by kind: the `pageData` field of a route names one. */
export interface PageDataKinds extends Record<PageDataKind, unknown> {
  home: HomeData;
  insights: InsightsData;
  list: ListData;
  article: ArticleData;
  legal: LegalData;
  service: ServiceData;
  search: SearchResults;
}
