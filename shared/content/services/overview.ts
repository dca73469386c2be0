import type { ServiceOverview, ServiceSlug } from '../types.js';

/**
 * What the /advisory-services overview (and each service page's meta description) says of each
 * service: a description and four features. Kept apart from ./index.ts, which every page
 * loads, because only the overview and the head text need it.
 */
export const serviceOverviews: Record<ServiceSlug, ServiceOverview> = {
  'company-formation': {
    description:
      'Company formation and structuring in onshore and offshore jurisdictions, from the choice of jurisdiction to incorporation and ongoing governance. We plan structures that fit how the business operates and where it is heading.',
    features: [
      'Onshore and offshore incorporation',
      'Subsidiary and holding structures',
      'Cross-border expansion strategy',
      'Corporate restructuring',
    ],
  },
  'banking-structuring': {
    description:
      'Introductions to suitable banks and payment institutions, and advice on fund and investment structures. We prepare clients for institutional due diligence and support them through ongoing reviews.',
    features: [
      'Corporate banking introductions',
      'Accounts for higher-risk sectors',
      'Fund and investment structures',
      'Financial compliance support',
    ],
  },
  'licensing-compliance': {
    description:
      'Licence applications and compliance frameworks for regulated sectors, including digital assets, payments, natural resources and gaming. We support firms before, during and after authorisation.',
    features: ['Licence applications', 'Regulatory strategy', 'AML/KYC frameworks', 'Regulator liaison'],
  },
  'migration-residency': {
    description:
      'Candid advice on residence, citizenship and business migration options, with each programme’s current status explained. We also help businesses relocate people and entities across borders.',
    features: [
      'Business migration planning',
      'Citizenship by investment',
      'Residency permits and visas',
      'Corporate entity relocation',
    ],
  },
  'asset-protection': {
    description:
      'Trusts, foundations and family office structures for holding and passing on wealth across generations and jurisdictions. Structures are designed to be robust, transparent and compliant.',
    features: [
      'Trust and foundation setup',
      'Family office structuring',
      'Estate planning strategy',
      'Cross-border wealth preservation',
    ],
  },
  'corporate-legal': {
    description:
      'Governance, corporate secretarial, tax structuring and transfer pricing support for international groups. We help boards keep track of their obligations as the rules change.',
    features: [
      'Governance advisory',
      'Corporate secretarial',
      'Tax structuring and planning',
      'Transfer pricing frameworks',
    ],
  },
};
