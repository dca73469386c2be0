/**
 * A route module: one kind of page, with everything the site needs to know of it (its paths in every language, how a
 * matched path and query become its page data key, its message namespaces, its lazily loaded component). The route
 * table (shared/routes.ts) is the list of them.
 */
import type { ComponentType } from 'react';
import type { Messages } from './content/generated/messages.js';
import type { Lang } from './i18n/locales.js';
import type { PageDataKind, PageKey } from './pageKey.js';

/** A page (one document), an article (one per slug), search results (never listed) or the 404. */
export type RouteKind = 'page' | 'article' | 'search' | 'not-found';

/** A page component's source module, as the build manifest names it. */
export type PageModule = `shared/pages/${string}.tsx`;

/** What a path and query matched: the view's language, the path's last segment (an article's slug), its query. */
export interface RouteMatch {
  lang: Lang;
  last: string;
  params: URLSearchParams;
}

/** A page component's chunk: what the loader loads for it. */
export interface PageChunk {
  /** Imports its chunk. */
  load: () => Promise<{ default: ComponentType }>;
  /** The catalogue namespaces it renders: `common` (the chrome), then its own. */
  namespaces: readonly (keyof Messages)[];
}

/** One kind of page. */
export interface RouteModule extends PageChunk {
  kind: RouteKind;
  /** Its path patterns below a language's prefix, each in every language (React Router's syntax). */
  paths: readonly string[];
  /** Listed in /sitemap.xml as is (articles are added from the catalogue). */
  sitemap: boolean;
  /** `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
  /** The page data it renders from, whose key `key` makes. */
  pageData?: PageDataKind;
  /** Its page data key; null when the matched values name no page (a 404). Only its own query parameters count. */
  key?: (match: RouteMatch) => PageKey | null;
  /** Its component's source module (the build manifest's name for its chunk). */
  page: PageModule;
}

/** A route module, by default a page in the sitemap. */
export const defineRoute = (module: Omit<RouteModule, 'kind' | 'sitemap'> & Partial<RouteModule>): RouteModule => ({
  kind: 'page',
  sitemap: true,
  ...module,
});

const SLUG = /^[a-z0-9-]{1,100}$/u;

/** The key of a page named by its path's last segment (an article, a legal document, a service); null for no slug. */
export const slugKey =
  (kind: 'article' | 'legal' | 'service') =>
  ({ lang, last }: RouteMatch): PageKey | null =>
    SLUG.test(last) ? { lang, kind, slug: last } : null;
