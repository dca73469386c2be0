import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "corporate-structuring-cross-border". */
const meta: ArticleCopy = {
  title: 'Designing Cross-Border Corporate Structures: Tax, Substance and Governance',
  excerpt:
    'Treaty access now turns on purpose, profit follows people and large groups face a 15% global minimum tax. We set out how to design cross-border structures that are commercially coherent, defensible and efficient to run, and how to simplify those that are not.',
};

export default meta;
