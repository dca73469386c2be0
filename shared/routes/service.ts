import { defineRoute, slugKey } from '../route.js';
import { serviceSlugs } from '../content/services/index.js';

/** One advisory service, /services/{slug}: its details are page data. */
export const service = defineRoute({
  paths: serviceSlugs.map((slug) => `/services/${slug}`),
  pageData: 'service',
  key: slugKey('service'),
  page: 'shared/pages/ServicePage.tsx',
  load: () => import('../pages/ServicePage.js'),
  namespaces: ['common', 'servicePage'],
});
