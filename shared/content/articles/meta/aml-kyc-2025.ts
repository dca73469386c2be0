import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "aml-kyc-2025". */
const meta: ArticleCopy = {
  title: 'AML and KYC in 2025: The EU Package, UK Reforms, FATF Standards and Programme Design',
  excerpt:
    'Anti-money laundering rules are being rewritten on both sides of the Channel and at global level. This guide explains what changed in 2025, what is still to come and how firms can build a programme that holds up.',
};

export default meta;
