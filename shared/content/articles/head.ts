import type { ArticleHead } from '../types.js';

/**
 * The meta tags of each article, by slug: `<title>`/og:title and description/og:description.
 * Kept apart from the card copy so that the client loads them only when it needs them (on
 * client-side navigation), never in any page's first-load bundle.
 */
export const articleHeads: Record<string, ArticleHead> = {
  'aml-kyc-2025': {
    metaTitle: 'AML and KYC in 2025: EU, UK and FATF Rules Explained',
    metaDescription:
      'A guide to AML and KYC in 2025: the EU AMLR, AMLD6 and AMLA, the crypto travel rule, UK MLR and ECCTA reforms, FATF lists, sanctions and programme design.',
  },
  'asset-protection-family-offices-2025': {
    metaTitle: 'Asset Protection and Family Office Strategy in 2025',
    metaDescription:
      'Trusts, foundations and private trust companies in 2025: transparency rules, UK non-dom reform, Pillar Two, firewall laws and how to review a structure.',
  },
  'banking-for-high-risk-industries': {
    metaTitle: 'High-Risk Industry Banking in 2025: De-Risking and Strategy',
    metaDescription:
      'Why banks de-risk high-risk sectors, how EMIs, MiCA, the EU AML package and UK debanking reforms are changing access in 2025, and what it means for boards.',
  },
  'banking-high-risk-industries': {
    metaTitle: 'High-Risk Business Bank Accounts: A Practical Guide',
    metaDescription:
      'Step-by-step guide for high-risk businesses: the onboarding file, choosing banks or EMIs, compliance questions, account structure and avoiding closure.',
  },
  'choosing-right-jurisdiction-expansion': {
    metaTitle: 'Choosing a Jurisdiction for International Expansion',
    metaDescription:
      'A practical framework for choosing where to expand: markets, legal systems, tax and Pillar Two, licensing, banking, substance, reputation, staff and exit.',
  },
  'corporate-structuring-cross-border': {
    metaTitle: 'Designing Cross-Border Corporate Structures',
    metaDescription:
      'Holding, operating, IP and finance companies across borders: treaty access, CFC rules, transfer pricing, PE risk, Pillar Two, governance and legacy reviews.',
  },
  'crypto-licensing-global': {
    metaTitle: 'Crypto Licensing by Jurisdiction: A Comparative Guide',
    metaDescription:
      'Compare crypto-asset licensing in the EU, UK, Switzerland, UAE, Singapore, Hong Kong, Cayman and Bermuda: capital, substance, AML, custody and how to apply.',
  },
  'family-office-singapore-switzerland': {
    metaTitle: 'Family Offices: Singapore and Switzerland Compared',
    metaDescription:
      'Singapore or Switzerland for a family office: MAS 13O and 13U incentives, FINMA and FinIA rules, lump-sum tax, foundations, trusts, banking and set-up steps.',
  },
  'future-of-crypto-licensing': {
    metaTitle: 'The Future of Crypto Licensing After MiCA',
    metaDescription:
      'How crypto licensing is shifting from registration to full authorisation: MiCA passporting and deadlines, stablecoin laws and UK, Asian and Gulf regimes.',
  },
  'global-trends-offshore-company-formation': {
    metaTitle: 'Global Trends Reshaping Offshore Company Formation',
    metaDescription:
      'How substance laws, the EU list, Pillar Two, UAE corporate tax, ownership transparency and UK Companies House reform are changing international formation.',
  },
  'residency-by-investment': {
    metaTitle: 'Residency by Investment in 2025: How the Market Changed',
    metaDescription:
      'How golden visas changed after Portugal’s and Spain’s reforms, with the UAE, Singapore and UK routes, due diligence, CRS and tax residence explained.',
  },
  'second-citizenship-overview': {
    metaTitle: 'Second Citizenship: Investment, Naturalisation, Descent',
    metaDescription:
      'A careful guide to second citizenship in 2025: Caribbean CBI after the 2024 agreement, Malta’s CJEU ruling, Italy’s descent limits, dual nationality and tax.',
  },
};
