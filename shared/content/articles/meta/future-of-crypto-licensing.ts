import type { ArticleCopy } from '../../types.js';

/** Title, meta tags and card excerpt of the article "future-of-crypto-licensing". */
const meta: ArticleCopy = {
  title: 'The Future of Crypto Licensing: From Registration to Full Authorisation',
  metaTitle: 'The Future of Crypto Licensing After MiCA',
  metaDescription:
    'How crypto licensing is shifting from registration to full authorisation: MiCA passporting and deadlines, stablecoin laws and UK, Asian and Gulf regimes.',
  excerpt:
    'With MiCA in full effect and new regimes taking shape in the UK, the US, Hong Kong, Singapore and Dubai, crypto-asset licensing is moving from light-touch registration to full authorisation. We analyse the trends and what they mean for firms’ strategy.',
};

export default meta;
