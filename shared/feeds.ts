/**
 * The site's Atom feeds by name: one of every article, and one per category, so that a reader
 * can follow one topic. The server makes them (server/feed.ts); the lists link them.
 */
import type { Category } from './content/categories.js';
import { site } from './content/site.js';

/** Where the per-category feeds live: `/insights/feed/<slug>.xml`. */
export const CATEGORY_FEED_PREFIX = '/insights/feed/';

/**
 * The site path of a feed: `/insights/feed.xml` for every article, `/insights/feed/<slug>.xml`
 * for one category's.
 */
export const feedPath = (category?: Category): string =>
  category === undefined ? '/insights/feed.xml' : `${CATEGORY_FEED_PREFIX}${category.slug}.xml`;

/** A feed's title, as a feed reader lists it: "Aldermere Advisory: Insights", "Aldermere Advisory: Banking". */
export const feedTitle = (category?: Category): string => `${site.name}: ${category?.label ?? 'Insights'}`;
