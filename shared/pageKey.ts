/** Page keys: which page data a view renders from, and their one string encoding (decision 005). */
import type { CategorySlug } from './content/types.js';
import { parseCategory } from './content/categories.js';
import { locales, type Lang } from './i18n/locales.js';

type CategoryFilter = CategorySlug | 'all';

/** A search view's parameters. */
export interface SearchParams {
  /** Normalised (`normaliseQuery`), '' for none. */
  q: string;
  category: CategoryFilter;
  page: number;
  /** `spelling=exact`: no spelling correction. */
  exact: boolean;
}

/** The kinds of page data (shapes in shared/pageData.ts), one per route module that has any. */
export type PageDataKind = 'home' | 'insights' | 'list' | 'article' | 'legal' | 'service' | 'search';

/** A view's page data key, one member per page data kind. */
export type PageKey = { lang: Lang } & (
  | { kind: 'home' }
  | { kind: 'insights'; category: CategoryFilter }
  | { kind: 'list'; category: CategoryFilter; page: number }
  | { kind: 'article'; slug: string }
  | { kind: 'service'; slug: string }
  | { kind: 'legal'; slug: string }
  | { kind: 'search'; search: SearchParams }
);

/** A list's `?category=` as its key holds it: a category's slug, or "all" for none or an unknown one. */
export const categoryFilter = (params: URLSearchParams): CategoryFilter =>
  parseCategory(params.get('category'))?.slug ?? 'all';

/** Up to page 9,999, far more than the archive holds. */
const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/u;

/**
 * Reads a `?page=` value of a list or search: absent is page 1; otherwise a positive integer of
 * up to four digits, no sign, no leading zero.
 * @returns the page number, or null when the value names no page
 */
export function parsePageNumber(value: string | null): number | null {
  if (value === null) return 1;
  return PAGE_NUMBER.test(value) ? Number(value) : null;
}

/** A search's canonical query, e.g. "q=golden+visa&category=migration&spelling=exact&page=2". */
export function searchQuery({ q, category, page, exact }: SearchParams): string {
  const out = new URLSearchParams();
  if (q !== '') out.set('q', q);
  if (category !== 'all') out.set('category', category);
  if (exact) out.set('spelling', 'exact');
  if (page !== 1) out.set('page', String(page));
  return out.toString();
}

/** A key's canonical query ("category=banking&page=2"); "" for kinds that read none. */
export function keyQuery(key: PageKey | null): string {
  switch (key?.kind) {
    case 'search':
      return searchQuery(key.search);
    case 'insights':
    case 'list': {
      const params = new URLSearchParams();
      if (key.category !== 'all') params.set('category', key.category);
      if (key.kind === 'list' && key.page !== 1) params.set('page', String(key.page));
      return params.toString();
    }
    default:
      return '';
  }
}

/**
 * A key as its page data file's name and the browser's cache key: "home", "list/all/2",
 * "article/<slug>", "<folder>/home", "search?q=…".
 */
export function encodeKey(key: PageKey): string {
  const { folder } = locales[key.lang];
  return folder === '' ? encodeKind(key) : `${folder}/${encodeKind(key)}`;
}

function encodeKind(key: PageKey): string {
  switch (key.kind) {
    case 'home':
      return 'home';
    case 'insights':
      return `insights/${key.category}`;
    case 'list':
      return `list/${key.category}/${key.page}`;
    case 'search':
      return `search?${searchQuery(key.search)}`;
    default:
      return `${key.kind}/${key.slug}`;
  }
}
