/**
 * Page data: what a page shows besides its code (article cards, an article's head fields and
 * body, a legal document), one JSON file per canonical view, written by the build under one
 * folder named by the hash of all of them (`/assets/data/<hash>/<key>.json`, immutable and
 * precompressed, as Next.js names its data by build id). The server renders from the same
 * files; a client navigation fetches only its target's file. Nothing in the browser lists
 * every article.
 */
import { createContext, use, useContext } from 'react';
import type { ArticleSummary } from './content/articles/catalogue.js';
import type { CompiledBody } from './content/bodies.js';
import type { ServiceDetail } from './content/types.js';
import type { PageDataKind } from './routes.js';
import { SEARCH_API, type SearchResults } from './search.js';
import { useView } from './view.js';
import { forRender } from './versionSkew.js';
import { settled, type SettledPromise } from './settled.js';

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
  article: ArticleSummary & { metaTitle: string; metaDescription: string };
  related: ArticleSummary[];
  body: CompiledBody;
}

/** A service page's words. */
export type ServiceData = ServiceDetail;

/** A legal document's page. */
export interface LegalData {
  title: string;
  description: string;
  updated: string;
  body: CompiledBody;
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

/** A view's page data as the document carries it: the server renders it, the client hydrates with it. */
export interface InitialPageData {
  key: string;
  data: unknown;
}

/** The first view's page data: given by the server to its render, read from the document by the client. */
export const InitialPageDataContext = createContext<InitialPageData | null>(null);

/** Page data fetches by key, shared by prefetches and navigations: each target is fetched once. */
const fetched = new Map<string, SettledPromise<unknown>>();
/** Page data as navigations read it, by key: one promise each (React's `use` needs a stable one). */
const store = new Map<string, Promise<unknown>>();
let folder = '';

/** Sets the folder URL page data is fetched from (the server writes it on #root). */
export function setPageDataFolder(url: string): void {
  folder = url;
}

/** Where a key's page data is fetched from: the build's file, or a search's results from the search endpoint. */
const dataUrl = (key: string): string =>
  key.startsWith('search?') ? `${SEARCH_API}?${key.slice('search?'.length)}` : `${folder}/${key}.json`;

/**
 * Fetches a key's page data once. A failed fetch (a replica of another version answered, or
 * the target does not exist) loads the target URL afresh, once: the server then answers with
 * the page or its 404.
 */
export function loadPageData<T = unknown>(key: string): Promise<T> {
  let promise = store.get(key);
  if (promise === undefined) {
    // Data already loaded (prefetched) is read as it is, so the render does not suspend on it.
    promise = forRender(fetchPageData(key));
    // A failure is not remembered: a later navigation may try again.
    promise.catch(() => store.delete(key));
    store.set(key, promise);
  }
  return promise as Promise<T>;
}

/** Fetches a key's page data once; a failure is forgotten, so that the next ask fetches again. */
function fetchPageData(key: string): SettledPromise<unknown> {
  let promise = fetched.get(key);
  if (promise === undefined) {
    promise = settled(
      fetch(dataUrl(key)).then((response) => {
        if (!response.ok) throw new Error(`page data ${key}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      }),
    );
    promise.catch(() => fetched.delete(key));
    fetched.set(key, promise);
  }
  return promise;
}

/**
 * Starts fetching a key's page data ahead of a navigation, which then reads the same fetch. The
 * file is hashed and immutable, so the HTTP cache would serve it again too.
 * @returns whether it loaded (a failure is otherwise ignored)
 */
export function prefetchPageData(key: string): Promise<boolean> {
  return fetchPageData(key).then(
    () => true,
    () => false,
  );
}

/**
 * The current view's page data: the document's on the first view, otherwise fetched, suspending
 * until it arrives (inside a navigation's transition, so the previous page stays on screen).
 * Null on a 404 of a kind that has data (an unknown slug or list page), which only the server
 * renders.
 */
export function usePageData<K extends PageDataKind>(_kind: K): PageDataKinds[K] | null {
  const initial = useContext(InitialPageDataContext);
  const key = useView().key ?? '-';
  if (initial?.key === key) return initial.data as PageDataKinds[K] | null;
  return use(loadPageData<PageDataKinds[K]>(key));
}
