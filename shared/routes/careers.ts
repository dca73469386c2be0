import { defineRoute } from '../route.js';

/** Careers. */
export const careers = defineRoute({
  paths: ['/careers'],
  page: 'shared/pages/Careers.tsx',
  load: () => import('../pages/Careers.js'),
  namespaces: ['common', 'careers'],
});
