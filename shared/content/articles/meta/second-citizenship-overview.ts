import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "second-citizenship-overview". */
const meta: ArticleCopy = {
  title: 'Second Citizenship: Investment, Naturalisation and Descent Compared',
  excerpt:
    'How citizenship by investment, naturalisation and descent compare in 2025 – from the Caribbean’s common investment floor and Malta’s defeat in the EU Court of Justice to dual nationality rules, tax and due diligence.',
};

export default meta;
