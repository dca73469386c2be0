import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "crypto-licensing-global". */
const meta: ArticleCopy = {
  title: 'Crypto-Asset Licensing Worldwide: A Jurisdiction-by-Jurisdiction Guide',
  excerpt:
    'A practical comparison of crypto-asset licensing regimes, from MiCA authorisation in the EU to VARA in Dubai, MAS in Singapore and the SFC in Hong Kong, with a checklist for choosing a jurisdiction and preparing an application.',
};

export default meta;
