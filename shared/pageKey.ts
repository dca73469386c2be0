/**
 * Page keys: which page data a view renders from, as a typed value. One encoding turns a key
 * into the name of its page data file (`/assets/data/<hash>/<encoded>.json`) and the key of the
 * browser's data cache; the server keeps the encoded keys the build wrote and answers 404 for
 * any other.
 */
import type { CategorySlug } from './content/types.js';
import { locales, type Lang } from './i18n/locales.js';

/** A list's category filter: one category, or every article. */
type CategoryFilter = CategorySlug | 'all';

/** The parameters of a search view, read from its canonical query. */
export interface SearchParams {
  /** The normalised query, '' for none. */
  q: string;
  category: CategoryFilter;
  page: number;
  /** The words exactly as typed, with no spelling correction (`spelling=exact`). */
  exact: boolean;
}

/**
 * A view's page data key, one member per kind of page data a route names (`RouteDef.pageData`),
 * in the view's language.
 */
export type PageKey = { lang: Lang } & (
  | { kind: 'home' }
  | { kind: 'insights'; category: CategoryFilter }
  | { kind: 'list'; category: CategoryFilter; page: number }
  | { kind: 'article'; slug: string }
  | { kind: 'service'; slug: string }
  | { kind: 'legal'; slug: string }
  | { kind: 'search'; search: SearchParams }
);

/** The greatest page number a list or a search answers: 9,999 pages hold far more than the archive. */
const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/u;

/**
 * Reads a `?page=` value, the one rule for lists and search: absent is the first page; a
 * positive integer of up to four digits, with no sign and no leading zero, is that page.
 * @returns the page number, or null when the value names no page
 */
export function parsePageNumber(value: string | null): number | null {
  if (value === null) return 1;
  return PAGE_NUMBER.test(value) ? Number(value) : null;
}

/**
 * A search's canonical query: `q`, then `category` unless All, then `spelling=exact` when
 * asked, then `page` unless the first (e.g. "q=golden+visa&category=migration&page=2").
 */
export function searchQuery({ q, category, page, exact }: SearchParams): string {
  const out = new URLSearchParams();
  if (q !== '') out.set('q', q);
  if (category !== 'all') out.set('category', category);
  if (exact) out.set('spelling', 'exact');
  if (page !== 1) out.set('page', String(page));
  return out.toString();
}

/**
 * A key's canonical query: a list's category and page ("category=banking&page=2"), an
 * /insights view's category, a search's own query; "" for every other kind.
 */
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
 * A key as a string: the name of its page data file under the build's data folder ("home",
 * "insights/banking", "list/all/2", "article/<slug>", "service/<slug>", "legal/<slug>"), under
 * its language's folder for a translation ("ar/home"), and of the browser's cache entry; a
 * search's is "search?" plus its canonical query.
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
