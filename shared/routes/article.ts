import { defineRoute, slugKey } from '../route.js';

/** An article, under either section's prefix: one per Markdown file, its slug the file's name. */
export const article = defineRoute({
  kind: 'article',
  paths: ['/insights/:slug', '/knowledge/:slug'],
  sitemap: false,
  pageData: 'article',
  key: slugKey('article'),
  page: 'shared/pages/Article.tsx',
  load: () => import('../pages/Article.js'),
  namespaces: ['common', 'article', 'articles'],
});
