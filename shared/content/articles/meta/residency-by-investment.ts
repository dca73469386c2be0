import type { ArticleCopy } from '../../types.js';

/** Title, meta tags and card excerpt of the article "residency-by-investment". */
const meta: ArticleCopy = {
  title: 'Residency by Investment in 2025: How the Market Has Changed',
  metaTitle: 'Residency by Investment in 2025: How the Market Changed',
  metaDescription:
    'How golden visas changed after Portugal’s and Spain’s reforms, with the UAE, Singapore and UK routes, due diligence, CRS and tax residence explained.',
  excerpt:
    'Portugal has dropped its property route, Spain has closed its golden visa and thresholds have risen elsewhere. We examine the new investor-residence landscape, the scrutiny it now attracts and how families can choose well.',
};

export default meta;
