import { defineRoute } from '../route.js';

/** The services overview. */
export const advisoryServices = defineRoute({
  paths: ['/advisory-services'],
  page: 'shared/pages/AdvisoryServices.tsx',
  load: () => import('../pages/AdvisoryServices.js'),
  namespaces: ['common', 'services'],
});
