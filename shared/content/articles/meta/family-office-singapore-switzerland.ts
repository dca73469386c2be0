import type { ArticleCopy } from '../../types.js';

/** Title, meta tags and card excerpt of the article "family-office-singapore-switzerland". */
const meta: ArticleCopy = {
  title: 'Singapore or Switzerland? A Guide to Choosing a Family Office Location',
  metaTitle: 'Family Offices: Singapore and Switzerland Compared',
  metaDescription:
    'Singapore or Switzerland for a family office: MAS 13O and 13U incentives, FINMA and FinIA rules, lump-sum tax, foundations, trusts, banking and set-up steps.',
  excerpt:
    'A practical comparison of Singapore and Switzerland as homes for single and multi-family offices, covering regulation, tax, structuring tools, banking, talent and the steps to establish an office in each.',
};

export default meta;
