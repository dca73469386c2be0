import type { ArticleCopy } from '../../types.js';

/** Title, meta tags and card excerpt of the article "banking-for-high-risk-industries". */
const meta: ArticleCopy = {
  title: 'Banking Access for High-Risk Industries in 2025: De-Risking, Regulation and Board Strategy',
  metaTitle: 'High-Risk Industry Banking in 2025: De-Risking and Strategy',
  metaDescription:
    'Why banks de-risk high-risk sectors, how EMIs, MiCA, the EU AML package and UK debanking reforms are changing access in 2025, and what it means for boards.',
  excerpt:
    'An analysis of why banks continue to de-risk sectors such as crypto, gaming and money services, how the market and regulation are shifting in 2025, and why banking resilience now belongs on the board agenda.',
};

export default meta;
