/** The Atom feeds' paths and titles: one of every article and one per category, in each language (server/feed.ts). */
import type { Category } from './content/categories.js';
import type { Messages } from './content/generated/messages.js';
import { site } from './content/site.js';
import { localePath, type Lang } from './i18n/locales.js';

export const CATEGORY_FEED_PREFIX = '/insights/feed/';

/** `/insights/feed.xml` for every article, `/insights/feed/<slug>.xml` for one category, under the language's prefix. */
export const feedPath = (lang: Lang, category?: Category): string =>
  localePath(lang, category === undefined ? '/insights/feed.xml' : `${CATEGORY_FEED_PREFIX}${category.slug}.xml`);

/** A feed's title in a language's words (its `meta` and `common` namespaces), e.g. "Aldermere Advisory: Banking". */
export const feedTitle = (meta: Messages['meta'], common: Messages['common'], c?: Category): string =>
  meta.feed.title({ name: site.name, topic: c === undefined ? meta.feed.all() : common.categories[c.slug]() });
