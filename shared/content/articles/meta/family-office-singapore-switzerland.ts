import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "family-office-singapore-switzerland". */
const meta: ArticleCopy = {
  title: 'Singapore or Switzerland? A Guide to Choosing a Family Office Location',
  excerpt:
    'A practical comparison of Singapore and Switzerland as homes for single and multi-family offices, covering regulation, tax, structuring tools, banking, talent and the steps to establish an office in each.',
};

export default meta;
