import type { ArticleBody } from '../types.js';
import { lazyData, type LazyData } from '../../lazyData.js';

/** The twelve article bodies, one chunk each, loaded on demand by slug. */
export const articleBodies: LazyData<ArticleBody> = lazyData('shared/content/articles/bodies', {
  'global-trends-offshore-company-formation': () =>
    import('./bodies/global-trends-offshore-company-formation.js'),
  'banking-for-high-risk-industries': () => import('./bodies/banking-for-high-risk-industries.js'),
  'future-of-crypto-licensing': () => import('./bodies/future-of-crypto-licensing.js'),
  'residency-by-investment': () => import('./bodies/residency-by-investment.js'),
  'asset-protection-family-offices-2025': () =>
    import('./bodies/asset-protection-family-offices-2025.js'),
  'corporate-structuring-cross-border': () =>
    import('./bodies/corporate-structuring-cross-border.js'),
  'choosing-right-jurisdiction-expansion': () =>
    import('./bodies/choosing-right-jurisdiction-expansion.js'),
  'aml-kyc-2025': () => import('./bodies/aml-kyc-2025.js'),
  'second-citizenship-overview': () => import('./bodies/second-citizenship-overview.js'),
  'banking-high-risk-industries': () => import('./bodies/banking-high-risk-industries.js'),
  'family-office-singapore-switzerland': () =>
    import('./bodies/family-office-singapore-switzerland.js'),
  'crypto-licensing-global': () => import('./bodies/crypto-licensing-global.js'),
});
