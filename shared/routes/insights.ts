import { defineRoute } from '../route.js';
import { categoryFilter } from '../pageKey.js';

/** Insights: the newest of each section, for one category (`?category=`) or all. */
export const insights = defineRoute({
  paths: ['/insights'],
  pageData: 'insights',
  key: ({ lang, params }) => ({ lang, kind: 'insights', category: categoryFilter(params) }),
  page: 'shared/pages/Insights.tsx',
  load: () => import('../pages/Insights.js'),
  namespaces: ['common', 'insights', 'articles', 'search'],
});
