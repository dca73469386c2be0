import { pageModules } from './pageModules.js';
import { prefetchPageData } from './pageDataStore.js';
import type { View } from './match.js';
import { loadHeadWords } from './documentHead.js';

/**
 * Starts loading a view's page chunk and page data together, each at most once.
 * @returns whether both loaded (false for a view that names no page); false at once for an unknown path
 */
export function preloadView(view: View): Promise<boolean> {
  if (view.route.kind === 'not-found') return Promise.resolve(false);
  const chunk = pageModules[view.route.module].prefetch(view.lang);
  // The head tags of any navigation need the language's head words, loaded once.
  loadHeadWords(view.lang).catch(() => undefined);
  const { key } = view;
  const data = key === null ? Promise.resolve(view.route.pageData === undefined) : prefetchPageData(key);
  return Promise.all([chunk, data]).then(([chunkLoaded, dataLoaded]) => chunkLoaded && dataLoaded);
}
