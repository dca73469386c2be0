import type { ArticleCopy } from '../../types.js';

/** Title, meta tags and card excerpt of the article "global-trends-offshore-company-formation". */
const meta: ArticleCopy = {
  title: 'Global Trends Reshaping Offshore and International Company Formation',
  metaTitle: 'Global Trends Reshaping Offshore Company Formation',
  metaDescription:
    'How substance laws, the EU list, Pillar Two, UAE corporate tax, ownership transparency and UK Companies House reform are changing international formation.',
  excerpt:
    'Economic substance, minimum taxation, beneficial ownership transparency and tighter bank onboarding have changed what an international company must be able to show. We analyse the trends and the move towards midshore, substance-led structures.',
};

export default meta;
