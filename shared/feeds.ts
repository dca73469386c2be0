/** The Atom feeds' paths and titles: one of every article, one per category (server/feed.ts). */
import type { Category } from './content/categories.js';
import { site } from './content/site.js';

export const CATEGORY_FEED_PREFIX = '/insights/feed/';

/** `/insights/feed.xml` for every article, `/insights/feed/<slug>.xml` for one category. */
export const feedPath = (category?: Category): string =>
  category === undefined ? '/insights/feed.xml' : `${CATEGORY_FEED_PREFIX}${category.slug}.xml`;

/** A feed's title, e.g. "Aldermere Advisory: Banking". */
export const feedTitle = (category?: Category): string => `${site.name}: ${category?.label ?? 'Insights'}`;
