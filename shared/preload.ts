/**
 * Loading a view ahead of its render: its page chunk and its page data start together, at the
 * moment a navigation begins (or a link shows intent), never one after the other.
 */
import { pageModules } from './pageModules.js';
import { prefetchPageData } from './pageData.js';
import type { View } from './view.js';
import { loadDescriptions } from './head.js';

/**
 * Starts loading a view's page chunk and page data, each at most once; nothing for an unknown
 * path, and no data for a key that names no file (a "-" part).
 */
export function preloadView(view: View): void {
  if (view.route.kind === 'not-found') return;
  pageModules[view.route.module].prefetch();
  // The head tags of any navigation need the page descriptions: one chunk, loaded once.
  loadDescriptions().catch(() => undefined);
  const { key } = view;
  if (key !== null && key !== 'search?-' && !key.split('/').includes('-')) prefetchPageData(key);
}
