import { defineRoute } from '../route.js';

/** About the firm. */
export const about = defineRoute({
  paths: ['/about'],
  page: 'shared/pages/About.tsx',
  load: () => import('../pages/About.js'),
  namespaces: ['common', 'about'],
});
