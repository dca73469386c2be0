import type { LegalDocument } from '../types.js';
import { lazyData, type LazyData } from '../../lazyData.js';

/** The three legal pages' documents, one chunk each, loaded on demand by slug (/legal/{slug}). */
export const legalDocuments: LazyData<LegalDocument> = lazyData('shared/content/legal', {
  'privacy-policy': () => import('./privacy-policy.js'),
  'terms-of-use': () => import('./terms-of-use.js'),
  disclaimer: () => import('./disclaimer.js'),
});
