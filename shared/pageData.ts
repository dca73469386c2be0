/** The shapes of page data, one JSON file per canonical view (decision 005), and the build's limits. */
import type { ArticleSummary } from './content/articles/catalogue.js';
import type { CompiledBody } from './content/bodies.js';
import type { ArticleHead, ServiceDetail } from './content/types.js';
import type { PageDataKind } from './pageKey.js';
import type { SearchResults } from './search.js';
import type { Lang } from './i18n/locales.js';

/** Cards a section of /insights shows at most, newest first. */
export const SECTION_CAP = 6;
/** Featured insights on the home page, newest first. */
export const HOME_FEATURED = 6;
/** Cards per page of the all-articles lists. */
export const LIST_PAGE_SIZE = 12;

export interface HomeData {
  featured: ArticleSummary[];
}

/** /insights for one category or all: the newest of each section, up to SECTION_CAP. */
export interface InsightsData {
  featured: ArticleSummary[];
  knowledge: ArticleSummary[];
}

export interface ListData {
  entries: ArticleSummary[];
  /** Articles across every page. */
  total: number;
  /** 1-based page number, and the number of pages (at least 1). */
  page: number;
  pages: number;
}

/** What a translated page says of its English original. */
export interface TranslationNote {
  /** The date of the English version it was translated from: ISO, and as printed in the page's language. */
  from: string;
  fromDisplay: string;
  /** Set when the English has changed since (the translation still agrees with it). */
  englishChanged?: {
    /** The English's date now, ISO and as printed; absent when the editor left it unchanged. */
    date?: string;
    display?: string;
  };
}

export interface ArticleData {
  /** Its card's fields and its head's (ArticleHead: meta title and description, hreflang set, Open Graph image). */
  article: ArticleSummary & ArticleHead;
  related: ArticleSummary[];
  body: CompiledBody;
  /** Set on a translation. */
  translation?: TranslationNote;
  /** Set when the page's translation needs an update: the English is shown (`article.lang`) meanwhile. */
  revising?: true;
}

/**
 * Page data as read from its file, with the body an article shown in English under another
 * language reads from the English file (one copy of each body, whatever the number of languages).
 */
export async function withBody(key: string, data: unknown, read: (key: string) => Promise<unknown>): Promise<unknown> {
  const { article, body } = (data ?? {}) as Partial<ArticleData>;
  if (body !== undefined || article?.lang !== 'en') return data;
  return { ...(data as object), body: ((await read(key.slice(key.indexOf('/') + 1))) as ArticleData).body };
}

export type ServiceData = ServiceDetail;

/** `lang` is set when a legal document is shown in English in another language's site. */
export interface LegalData {
  title: string;
  description: string;
  /** ISO date, and as printed in the page's language. */
  updated: string;
  updatedDisplay: string;
  body: CompiledBody;
  lang?: Lang;
  /** The languages it is served in, English first (its hreflang set). */
  translations: Lang[];
  /** Set on a translation. */
  translation?: TranslationNote;
  /** Set when the page's translation needs an update: the English is shown (`lang`) meanwhile. */
  revising?: true;
}

/** Page data by kind. */
export interface PageDataKinds extends Record<PageDataKind, unknown> {
  home: HomeData;
  insights: InsightsData;
  list: ListData;
  article: ArticleData;
  legal: LegalData;
  service: ServiceData;
  search: SearchResults;
}
