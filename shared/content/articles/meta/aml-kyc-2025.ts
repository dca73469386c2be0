import type { ArticleCopy } from '../../types.js';

/** Title, meta tags and card excerpt of the article "aml-kyc-2025". */
const meta: ArticleCopy = {
  title: 'AML and KYC in 2025: The EU Package, UK Reforms, FATF Standards and Programme Design',
  metaTitle: 'AML and KYC in 2025: EU, UK and FATF Rules Explained',
  metaDescription:
    'A guide to AML and KYC in 2025: the EU AMLR, AMLD6 and AMLA, the crypto travel rule, UK MLR and ECCTA reforms, FATF lists, sanctions and programme design.',
  excerpt:
    'Anti-money laundering rules are being rewritten on both sides of the Channel and at global level. This guide explains what changed in 2025, what is still to come and how firms can build a programme that holds up.',
};

export default meta;
