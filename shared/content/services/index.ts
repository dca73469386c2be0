import { Building2, Landmark, Plane, Scale, Shield, ShieldCheck } from 'lucide-react';
import type { ServiceSummary } from '../types.js';

/**
 * The six advisory services in the spec's menu order: one source for the top bar, footer,
 * route table and service pages. What the /advisory-services overview says of each lives in
 * ./overview.ts; each detail page's words in ./<slug>.ts.
 */
export const services: ServiceSummary[] = [
  { slug: 'company-formation', title: 'Company Formation & Expansion', icon: Building2 },
  { slug: 'banking-structuring', title: 'Banking & Financial Structuring', icon: Landmark },
  { slug: 'licensing-compliance', title: 'Licensing & Compliance', icon: ShieldCheck },
  { slug: 'migration-residency', title: 'Migration & Residency', icon: Plane },
  { slug: 'asset-protection', title: 'Asset Protection & Family Office', icon: Shield },
  { slug: 'corporate-legal', title: 'Corporate Legal & Compliance', icon: Scale },
];
