import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "residency-by-investment". */
const meta: ArticleCopy = {
  title: 'Residency by Investment in 2025: How the Market Has Changed',
  excerpt:
    'Portugal has dropped its property route, Spain has closed its golden visa and thresholds have risen elsewhere. We examine the new investor-residence landscape, the scrutiny it now attracts and how families can choose well.',
};

export default meta;
