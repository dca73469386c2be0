import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "future-of-crypto-licensing". */
const meta: ArticleCopy = {
  title: 'The Future of Crypto Licensing: From Registration to Full Authorisation',
  excerpt:
    'With MiCA in full effect and new regimes taking shape in the UK, the US, Hong Kong, Singapore and Dubai, crypto-asset licensing is moving from light-touch registration to full authorisation. We analyse the trends and what they mean for firms’ strategy.',
};

export default meta;
