import type { ServiceDetail, ServiceSlug } from '../types.js';
import companyFormation from './company-formation.js';
import bankingStructuring from './banking-structuring.js';
import licensingCompliance from './licensing-compliance.js';
import migrationResidency from './migration-residency.js';
import assetProtection from './asset-protection.js';
import corporateLegal from './corporate-legal.js';

/**
 * The six service pages' words, by slug. Read by the build, which writes each as its page's
 * data (builder/pageData.ts): no browser bundle imports this module.
 */
export const serviceDetails: Readonly<Record<ServiceSlug, ServiceDetail>> = {
  'company-formation': companyFormation,
  'banking-structuring': bankingStructuring,
  'licensing-compliance': licensingCompliance,
  'migration-residency': migrationResidency,
  'asset-protection': assetProtection,
  'corporate-legal': corporateLegal,
};
