import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "global-trends-offshore-company-formation". */
const meta: ArticleCopy = {
  title: 'Global Trends Reshaping Offshore and International Company Formation',
  excerpt:
    'Economic substance, minimum taxation, beneficial ownership transparency and tighter bank onboarding have changed what an international company must be able to show. We analyse the trends and the move towards midshore, substance-led structures.',
};

export default meta;
