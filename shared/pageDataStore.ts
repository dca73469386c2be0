/**
 * Page data in the browser and in a render: the first view's from the document, any other
 * fetched once by its key and kept, so that a prefetch and the navigation that follows share
 * one fetch, and a render of data already loaded never suspends. The server renders from the
 * same files; a client navigation fetches only its target's file. Nothing in the browser lists
 * every article.
 */
import { createContext, use, useContext } from 'react';
import type { PageDataKind } from './routes.js';
import type { PageDataKinds } from './pageData.js';
import { encodeKey, searchQuery, type PageKey } from './pageKey.js';
import { localePath } from './i18n/locales.js';
import { SEARCH_API } from './search.js';
import { useView } from './view.js';
import type { View } from './match.js';
import { forRender } from './versionSkew.js';
import { markOutcome, type SettledPromise } from './promiseOutcome.js';

/** A view's page data as the document carries it: the server renders it, the client hydrates with it. */
export interface InitialPageData {
  /** The encoded key (`encodeKey`), null for a view that names no page data. */
  key: string | null;
  /** Null on a 404 under a route with page data (an unknown slug or list page). */
  data: unknown;
}

/** Whether the document's page data is a view's: the same encoded key, or both none. */
export const isInitialOf = (initial: InitialPageData | null, key: PageKey | null): initial is InitialPageData =>
  initial !== null && initial.key === (key === null ? null : encodeKey(key));

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

/** Where a key's page data is fetched from: the build's file, or a search's results from its language's search endpoint. */
const dataUrl = (key: PageKey, encoded: string): string =>
  key.kind === 'search'
    ? `${localePath(key.lang, SEARCH_API)}?${searchQuery(key.search)}`
    : `${folder}/${encoded}.json`;

/**
 * Fetches a key's page data once. A failed fetch (a replica of another version answered, or
 * the target does not exist) loads the target URL afresh, once: the server then answers with
 * the page or its 404.
 */
export function loadPageData<T = unknown>(key: PageKey): Promise<T> {
  const encoded = encodeKey(key);
  let promise = store.get(encoded);
  if (promise === undefined) {
    // Data already loaded (prefetched) is read as it is, so the render does not suspend on it.
    promise = forRender(fetchPageData(key, encoded));
    // A failure is not remembered: a later navigation may try again.
    promise.catch(() => store.delete(encoded));
    store.set(encoded, promise);
  }
  return promise as Promise<T>;
}

/** Fetches a key's page data once; a failure is forgotten, so that the next ask fetches again. */
function fetchPageData(key: PageKey, encoded = encodeKey(key)): SettledPromise<unknown> {
  let promise = fetched.get(encoded);
  if (promise === undefined) {
    promise = markOutcome(
      fetch(dataUrl(key, encoded)).then((response) => {
        if (!response.ok) throw new Error(`page data ${encoded}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      }),
    );
    promise.catch(() => fetched.delete(encoded));
    fetched.set(encoded, promise);
  }
  return promise;
}

/**
 * Starts fetching a key's page data ahead of a navigation, which then reads the same fetch. The
 * file is hashed and immutable, so the HTTP cache would serve it again too.
 * @returns whether it loaded (a failure is otherwise ignored)
 */
export function prefetchPageData(key: PageKey): Promise<boolean> {
  return fetchPageData(key).then(
    () => true,
    () => false,
  );
}

/**
 * The current view's page data: the document's on the first view, otherwise fetched, suspending
 * until it arrives (the page shown stays on screen meanwhile). Null on a 404 of a kind that has
 * data (an unknown slug or list page), which only the server renders: in the browser a view
 * that names no page loads its URL afresh, once, and the server answers with the 404.
 */
export function usePageData<K extends PageDataKind>(_kind: K): PageDataKinds[K] | null {
  const initial = useContext(InitialPageDataContext);
  const view = useView();
  const { key } = view;
  if (isInitialOf(initial, key)) return initial.data as PageDataKinds[K] | null;
  return use(key === null ? noPage(view) : loadPageData<PageDataKinds[K]>(key));
}

/** Per view that names no page, the failed load a render reads: it reloads the URL once. */
const noPages = new WeakMap<View, Promise<never>>();
const noPage = (view: View): Promise<never> => {
  let promise = noPages.get(view);
  if (promise === undefined) {
    promise = forRender<never>(Promise.reject(new Error(`no page at ${view.pathname}`)));
    noPages.set(view, promise);
  }
  return promise;
};
