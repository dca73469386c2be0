import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "banking-for-high-risk-industries". */
const meta: ArticleCopy = {
  title: 'Banking Access for High-Risk Industries in 2025: De-Risking, Regulation and Board Strategy',
  excerpt:
    'An analysis of why banks continue to de-risk sectors such as crypto, gaming and money services, how the market and regulation are shifting in 2025, and why banking resilience now belongs on the board agenda.',
};

export default meta;
