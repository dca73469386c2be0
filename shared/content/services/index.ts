import type { ServiceSlug } from '../types.js';

/**
 * The six advisory services in menu order: one source for the top bar, footer, route table and
 * service pages. Their names and words are the message catalogue's (`common.serviceTitles`,
 * `services.cards`, `serviceDetails`).
 */
export const serviceSlugs: readonly ServiceSlug[] = [
  'company-formation',
  'banking-structuring',
  'licensing-compliance',
  'migration-residency',
  'asset-protection',
  'corporate-legal',
];
