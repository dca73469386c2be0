import { Building2, Landmark, Plane, Scale, Shield, ShieldCheck } from 'lucide-react';
import type { ServiceSummary } from '../types.js';

/**
 * The six advisory services in the spec's menu order: one source for the top bar, footer,
 * home cards and the /advisory-services overview. Each detail page's words live in
 * ./<slug>.ts.
 */
export const services: ServiceSummary[] = [
  {
    slug: 'company-formation',
    title: 'Company Formation & Expansion',
    icon: Building2,
    description:
      'Company formation and structuring in onshore and offshore jurisdictions, from the choice of jurisdiction to incorporation and ongoing governance. We plan structures that fit how the business operates and where it is heading.',
    features: [
      'Onshore and offshore incorporation',
      'Subsidiary and holding structures',
      'Cross-border expansion strategy',
      'Corporate restructuring',
    ],
  },
  {
    slug: 'banking-structuring',
    title: 'Banking & Financial Structuring',
    icon: Landmark,
    description:
      'Introductions to suitable banks and payment institutions, and advice on fund and investment structures. We prepare clients for institutional due diligence and support them through ongoing reviews.',
    features: [
      'Corporate banking introductions',
      'Accounts for higher-risk sectors',
      'Fund and investment structures',
      'Financial compliance support',
    ],
  },
  {
    slug: 'licensing-compliance',
    title: 'Licensing & Compliance',
    icon: ShieldCheck,
    description:
      'Licence applications and compliance frameworks for regulated sectors, including digital assets, payments, natural resources and gaming. We support firms before, during and after authorisation.',
    features: [
      'Licence applications',
      'Regulatory strategy',
      'AML/KYC frameworks',
      'Regulator liaison',
    ],
  },
  {
    slug: 'migration-residency',
    title: 'Migration & Residency',
    icon: Plane,
    description:
      'Candid advice on residence, citizenship and business migration options, with each programme’s current status explained. We also help businesses relocate people and entities across borders.',
    features: [
      'Business migration planning',
      'Citizenship by investment',
      'Residency permits and visas',
      'Corporate entity relocation',
    ],
  },
  {
    slug: 'asset-protection',
    title: 'Asset Protection & Family Office',
    icon: Shield,
    description:
      'Trusts, foundations and family office structures for holding and passing on wealth across generations and jurisdictions. Structures are designed to be robust, transparent and compliant.',
    features: [
      'Trust and foundation setup',
      'Family office structuring',
      'Estate planning strategy',
      'Cross-border wealth preservation',
    ],
  },
  {
    slug: 'corporate-legal',
    title: 'Corporate Legal & Compliance',
    icon: Scale,
    description:
      'Governance, corporate secretarial, tax structuring and transfer pricing support for international groups. We help boards keep track of their obligations as the rules change.',
    features: [
      'Governance advisory',
      'Corporate secretarial',
      'Tax structuring and planning',
      'Transfer pricing frameworks',
    ],
  },
];
