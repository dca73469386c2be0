import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "choosing-right-jurisdiction-expansion". */
const meta: ArticleCopy = {
  title: 'Choosing the Right Jurisdiction for International Expansion: A Practical Framework',
  excerpt:
    'Where a business establishes itself abroad shapes its tax, its banking, its regulators and its options for years. This guide sets out the criteria that matter and a structured way to weigh them.',
};

export default meta;
