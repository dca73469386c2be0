import type { ServiceSummary } from '../types.js';

/**
 * The six advisory services in menu order: one source for the top bar, footer,
 * route table and service pages. What the /advisory-services overview says of each lives in
 * ./overview.ts; each detail page's words in ./<slug>.ts.
 */
export const services: ServiceSummary[] = [
  { slug: 'company-formation', title: 'Company Formation & Expansion' },
  { slug: 'banking-structuring', title: 'Banking & Financial Structuring' },
  { slug: 'licensing-compliance', title: 'Licensing & Compliance' },
  { slug: 'migration-residency', title: 'Migration & Residency' },
  { slug: 'asset-protection', title: 'Asset Protection & Family Office' },
  { slug: 'corporate-legal', title: 'Corporate Legal & Compliance' },
];
