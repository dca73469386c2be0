import type { CategorySlug } from './types.js';

/** An article category: its label as printed and its slug in `?category=`. */
export interface Category {
  slug: CategorySlug;
  label: string;
}

/** The six article categories in filter order (All is not a category). */
export const categories: readonly Category[] = [
  { slug: 'company-formation', label: 'Company Formation' },
  { slug: 'banking', label: 'Banking' },
  { slug: 'licensing', label: 'Licensing' },
  { slug: 'migration', label: 'Migration' },
  { slug: 'asset-protection', label: 'Asset Protection' },
  { slug: 'legal', label: 'Legal' },
];

/**
 * Reads the `category` query value: a known slug returns its category; anything else
 * (absent, empty, unknown, repeated) returns undefined, meaning All.
 */
export function parseCategory(value: string | null | undefined): Category | undefined {
  return categories.find((c) => c.slug === value);
}
