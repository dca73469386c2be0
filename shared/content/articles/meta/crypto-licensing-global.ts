import type { ArticleCopy } from '../../types.js';

/** Title, meta tags and card excerpt of the article "crypto-licensing-global". */
const meta: ArticleCopy = {
  title: 'Crypto-Asset Licensing Worldwide: A Jurisdiction-by-Jurisdiction Guide',
  metaTitle: 'Crypto Licensing by Jurisdiction: A Comparative Guide',
  metaDescription:
    'Compare crypto-asset licensing in the EU, UK, Switzerland, UAE, Singapore, Hong Kong, Cayman and Bermuda: capital, substance, AML, custody and how to apply.',
  excerpt:
    'A practical comparison of crypto-asset licensing regimes, from MiCA authorisation in the EU to VARA in Dubai, MAS in Singapore and the SFC in Hong Kong, with a checklist for choosing a jurisdiction and preparing an application.',
};

export default meta;
