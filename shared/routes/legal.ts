import { defineRoute, slugKey } from '../route.js';

/** The legal pages, /legal/{slug}: one Markdown file each under shared/content/legal/. */
export const legalSlugs = [
  'privacy-policy',
  'terms-of-use',
  'disclaimer',
  'fraud-warning',
  'accessibility-statement',
] as const;

/** A legal document. */
export const legal = defineRoute({
  paths: legalSlugs.map((slug) => `/legal/${slug}`),
  pageData: 'legal',
  key: slugKey('legal'),
  page: 'shared/pages/Legal.tsx',
  load: () => import('../pages/Legal.js'),
  namespaces: ['common', 'legal'],
});
