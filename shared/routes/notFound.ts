import { defineRoute } from '../route.js';

/** The 404 page: any path no other route names. */
export const notFound = defineRoute({
  kind: 'not-found',
  paths: ['*'],
  sitemap: false,
  page: 'shared/pages/NotFound.tsx',
  load: () => import('../pages/NotFound.js'),
  namespaces: ['common', 'notFound', 'search'],
});
