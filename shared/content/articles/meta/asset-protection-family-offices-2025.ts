import type { ArticleCopy } from '../../types.js';

/** Title and card excerpt of the article "asset-protection-family-offices-2025". */
const meta: ArticleCopy = {
  title: 'Asset Protection and Family Office Strategy in 2025: Structures, Transparency and Resilience',
  excerpt:
    'Secrecy has gone from wealth structuring; protection has not. We examine how trusts, foundations, private trust companies and holding structures should be designed, governed and reviewed in the transparency and tax environment of 2025.',
};

export default meta;
