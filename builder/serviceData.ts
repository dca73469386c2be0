/**
 * The service pages' data (what /services/{slug} shows besides its title and contact band), from
 * a language's compiled `serviceDetails` messages: the build writes it as each page's data, so no
 * browser chunk carries the six pages' words.
 */
import type { Messages } from '../shared/content/generated/messages.js';
import type { ServiceSlug } from '../shared/content/types.js';
import type { ServiceData } from '../shared/pageData.js';

/** A compiled namespace as a tree: a message (no arguments), a list or an object of them. */
type Compiled = (() => string) | readonly Compiled[] | { readonly [key: string]: Compiled };

/** A compiled tree with every message called: the same shape, each leaf its text. */
function textOf(tree: Compiled): unknown {
  if (typeof tree === 'function') return tree();
  if (Array.isArray(tree)) return (tree as readonly Compiled[]).map(textOf);
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, textOf(value)]));
}

/** A service's data as the catalogue holds it: its list sections keyed by their fragment id. */
type CatalogueDetail = Omit<ServiceData, 'slug' | 'groups'> & {
  groups: Record<string, Omit<ServiceData['groups'][number], 'id'>>;
};

/**
 * Each service page's data, by slug, in the language of `messages`.
 * @param messages the compiled `serviceDetails` namespace of one language (a service's list
 *   sections keyed by fragment id, in page order)
 * @returns slug → data, each list section carrying its id, in the catalogue's order
 */
export function serviceDataOf(messages: Messages['serviceDetails']): Record<ServiceSlug, ServiceData> {
  return Object.fromEntries(
    Object.entries(messages).map(([slug, compiled]) => {
      const { groups, ...detail } = textOf(compiled) as CatalogueDetail;
      const data: ServiceData = {
        slug: slug as ServiceSlug,
        ...detail,
        groups: Object.entries(groups).map(([id, group]) => ({ id, ...group })),
      };
      return [slug, data];
    }),
  ) as Record<ServiceSlug, ServiceData>;
}
