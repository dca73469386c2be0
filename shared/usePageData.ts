/**
 * Page data in a render: the first view's from the document, any other through the loader, so a prefetch and its
 * navigation share one fetch (decisions 005 and 021).
 */
import { createContext, use, useContext } from 'react';
import type { PageDataKinds } from './pageData.js';
import { encodeKey, type PageDataKind, type PageKey } from './pageKey.js';
import { useView } from './view.js';
import type { View } from './match.js';
import { markOutcome, useLoader } from './loader.js';

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

/**
 * The current view's page data, suspending until it arrives; null on the document's own 404. A
 * later view that names no page reloads its URL once, for the server's 404.
 */
export function usePageData<K extends PageDataKind>(_kind: K): PageDataKinds[K] | null {
  const initial = useContext(InitialPageDataContext);
  const loader = useLoader();
  const view = useView();
  const { key } = view;
  if (isInitialOf(initial, key)) return initial.data as PageDataKinds[K] | null;
  const load = key === null ? noPage(view) : loader.pageData(key);
  return use(loader.forRender(load) as Promise<PageDataKinds[K]>);
}

/** The failed load a view that names no page reads, one per view. */
const noPages = new WeakMap<View, Promise<never>>();
const noPage = (view: View): Promise<never> => {
  let promise = noPages.get(view);
  if (promise === undefined) {
    promise = markOutcome(Promise.reject(new Error(`no page at ${view.pathname}`)));
    noPages.set(view, promise);
  }
  return promise;
};
