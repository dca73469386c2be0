import { defineRoute } from '../route.js';

/** The home page: the newest featured insights. */
export const home = defineRoute({
  paths: ['/'],
  pageData: 'home',
  key: ({ lang }) => ({ lang, kind: 'home' }),
  page: 'shared/pages/Home.tsx',
  load: () => import('../pages/Home.js'),
  namespaces: ['common', 'home', 'articles'],
});
