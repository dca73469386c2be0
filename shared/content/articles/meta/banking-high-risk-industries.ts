import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "banking-high-risk-industries". */
const meta: ArticleCopy = {
  title: 'Opening and Keeping Accounts for a High-Risk Business: A Step-by-Step Guide',
  excerpt:
    'A practical guide to preparing the onboarding file, choosing between banks, EMIs and payment institutions, answering compliance questions and keeping a high-risk business’s accounts open through reviews and change.',
};

export default meta;
