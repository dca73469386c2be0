import Building2 from 'lucide/dist/esm/icons/building-complex.mjs';
import Landmark from 'lucide/dist/esm/icons/landmark.mjs';
import Plane from 'lucide/dist/esm/icons/plane.mjs';
import Scale from 'lucide/dist/esm/icons/scale.mjs';
import Shield from 'lucide/dist/esm/icons/shield.mjs';
import ShieldCheck from 'lucide/dist/esm/icons/shield-check.mjs';
import type { IconNode, ServiceSlug } from '../types.js';

/**
 * Each service's icon, for the pages that draw it (the overview's cards, the service page's
 * offerings). Kept apart from ./index.ts, which the menus load on every page and which draw no
 * icons.
 */
export const serviceIcons: Record<ServiceSlug, IconNode> = {
  'company-formation': Building2,
  'banking-structuring': Landmark,
  'licensing-compliance': ShieldCheck,
  'migration-residency': Plane,
  'asset-protection': Shield,
  'corporate-legal': Scale,
};
