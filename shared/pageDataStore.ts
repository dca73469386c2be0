/**
 * Page data in a render: the first view's from the document, any other fetched once by key and
 * kept, so a prefetch and its navigation share one fetch (decisions 005 and 021).
 */
import { createContext, use, useContext } from 'react';
import type { PageDataKind } from './routes.js';
import { withBody, type PageDataKinds } from './pageData.js';
import { encodeKey, searchQuery, type PageKey } from './pageKey.js';
import { localePath } from './i18n/locales.js';
import { SEARCH_API } from './search.js';
import { useView } from './view.js';
import type { View } from './match.js';
import { forRender } from './versionSkew.js';
import { markOutcome, type SettledPromise } from './promiseOutcome.js';

/** The first view's page data, as the document carries it. */
export interface InitialPageData {
  /** `encodeKey`'s, or null. */
  key: string | null;
  /** Null on a 404 under a route with page data. */
  data: unknown;
}

/** Whether the document's page data is the view's with this key. */
export const isInitialOf = (initial: InitialPageData | null, key: PageKey | null): initial is InitialPageData =>
  initial !== null && initial.key === (key === null ? null : encodeKey(key));

export const InitialPageDataContext = createContext<InitialPageData | null>(null);

const fetched = new Map<string, SettledPromise<unknown>>();
/** What renders read, one stable promise per key, as `use` needs. */
const store = new Map<string, Promise<unknown>>();
let folder = '';

/** Sets the folder URL page data files are fetched from. */
export function setPageDataFolder(url: string): void {
  folder = url;
}

/** A key's URL: the build's file, or a search's results from its language's endpoint. */
const dataUrl = (key: PageKey, encoded: string): string =>
  key.kind === 'search'
    ? `${localePath(key.lang, SEARCH_API)}?${searchQuery(key.search)}`
    : `${folder}/${encoded}.json`;

/** A key's page data, as a render reads it; a failed fetch reloads the URL once (`forRender`). */
export function loadPageData<T = unknown>(key: PageKey): Promise<T> {
  const encoded = encodeKey(key);
  let promise = store.get(encoded);
  if (promise === undefined) {
    promise = forRender(fetchPageData(key, encoded));
    promise.catch(() => store.delete(encoded));
    store.set(encoded, promise);
  }
  return promise as Promise<T>;
}

/** Fetches a key's page data once; a failure is forgotten, so that the next ask fetches again. */
function fetchPageData(key: PageKey, encoded = encodeKey(key)): SettledPromise<unknown> {
  let promise = fetched.get(encoded);
  if (promise === undefined) {
    const read = (url: string, name: string) =>
      fetch(url).then((response) => {
        if (!response.ok) throw new Error(`page data ${name}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      });
    promise = markOutcome(
      read(dataUrl(key, encoded), encoded).then((data) =>
        withBody(encoded, data, (source) => read(`${folder}/${source}.json`, source)),
      ),
    );
    promise.catch(() => fetched.delete(encoded));
    fetched.set(encoded, promise);
  }
  return promise;
}

/**
 * Starts fetching a key's page data ahead of a navigation, which then reads the same fetch.
 * @returns whether it loaded (a failure is otherwise ignored)
 */
export function prefetchPageData(key: PageKey): Promise<boolean> {
  return fetchPageData(key).then(
    () => true,
    () => false,
  );
}

/**
 * The current view's page data, suspending until it arrives; null on the document's own 404. A
 * later view that names no page reloads its URL once, for the server's 404.
 */
export function usePageData<K extends PageDataKind>(_kind: K): PageDataKinds[K] | null {
  const initial = useContext(InitialPageDataContext);
  const view = useView();
  const { key } = view;
  if (isInitialOf(initial, key)) return initial.data as PageDataKinds[K] | null;
  return use(key === null ? noPage(view) : loadPageData<PageDataKinds[K]>(key));
}

/** The failed load a view that names no page reads, one per view. */
const noPages = new WeakMap<View, Promise<never>>();
const noPage = (view: View): Promise<never> => {
  let promise = noPages.get(view);
  if (promise === undefined) {
    promise = forRender<never>(Promise.reject(new Error(`no page at ${view.pathname}`)));
    noPages.set(view, promise);
  }
  return promise;
};
