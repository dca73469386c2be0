import { defineRoute } from '../route.js';
import { categoryFilter, parsePageNumber } from '../pageKey.js';

/** The all-articles lists of each section, a page (`?page=`) of one category (`?category=`) or all. */
export const list = defineRoute({
  paths: ['/insights/all-articles', '/knowledge/all-articles'],
  pageData: 'list',
  key: ({ lang, params }) => {
    const page = parsePageNumber(params.get('page'));
    return page === null ? null : { lang, kind: 'list', category: categoryFilter(params), page };
  },
  page: 'shared/pages/AllArticles.tsx',
  load: () => import('../pages/AllArticles.js'),
  namespaces: ['common', 'allArticles', 'articles', 'search', 'notFound'],
});
