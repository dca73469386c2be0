import { defineRoute } from '../route.js';
import { searchParamsOf } from '../search.js';

/** Search results, a page of one query in one category; never listed, never indexed. */
export const search = defineRoute({
  kind: 'search',
  paths: ['/search'],
  sitemap: false,
  noindex: true,
  pageData: 'search',
  key: ({ lang, params }) => {
    const searched = searchParamsOf(params);
    return searched === null ? null : { lang, kind: 'search', search: searched };
  },
  page: 'shared/pages/Search.tsx',
  load: () => import('../pages/Search.js'),
  namespaces: ['common', 'search', 'articles', 'notFound'],
});
