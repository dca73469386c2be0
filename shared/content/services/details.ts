import type { ServiceDetail } from '../types.js';
import { lazyData, type LazyData } from '../../lazyData.js';

/** The six service pages' details, one chunk each, loaded on demand by slug. */
export const serviceDetails: LazyData<ServiceDetail> = lazyData('shared/content/services', {
  'company-formation': () => import('./company-formation.js'),
  'banking-structuring': () => import('./banking-structuring.js'),
  'licensing-compliance': () => import('./licensing-compliance.js'),
  'migration-residency': () => import('./migration-residency.js'),
  'asset-protection': () => import('./asset-protection.js'),
  'corporate-legal': () => import('./corporate-legal.js'),
});
