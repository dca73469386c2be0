import type { ArticleCopy } from '../../types.js';

/** Title, meta tags and card excerpt of the article "second-citizenship-overview". */
const meta: ArticleCopy = {
  title: 'Second Citizenship: Investment, Naturalisation and Descent Compared',
  metaTitle: 'Second Citizenship: Investment, Naturalisation, Descent',
  metaDescription:
    'A careful guide to second citizenship in 2025: Caribbean CBI after the 2024 agreement, Malta’s CJEU ruling, Italy’s descent limits, dual nationality and tax.',
  excerpt:
    'How citizenship by investment, naturalisation and descent compare in 2025 – from the Caribbean’s common investment floor and Malta’s defeat in the EU Court of Justice to dual nationality rules, tax and due diligence.',
};

export default meta;
