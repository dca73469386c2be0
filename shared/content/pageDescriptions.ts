import meta from './generated/messages/en/meta.js';
import serviceWords from './generated/messages/en/services.js';
import { serviceSlugs } from './services/index.js';
import { legalPages } from './generated/legal.js';

/**
 * Meta descriptions of the pages that are not articles, by route path, in English: the
 * catalogue's `meta.pages`, each service page's overview card, each legal document's own. Kept
 * out of the route table so the client loads them only on client-side navigation, never in a
 * first load.
 */
export const pageDescriptions: Record<string, string> = {
  ...Object.fromEntries(Object.entries(meta.pages).map(([path, description]) => [path, description()])),
  ...Object.fromEntries(Object.entries(legalPages).map(([slug, page]) => [`/legal/${slug}`, page.description])),
  ...Object.fromEntries(serviceSlugs.map((slug) => [`/services/${slug}`, serviceWords.cards[slug].description()])),
};
