import Award from 'lucide/dist/esm/icons/award.mjs';
import Building2 from 'lucide/dist/esm/icons/building-complex.mjs';
import Globe from 'lucide/dist/esm/icons/globe.mjs';
import Landmark from 'lucide/dist/esm/icons/landmark.mjs';
import Shield from 'lucide/dist/esm/icons/shield.mjs';
import ShieldCheck from 'lucide/dist/esm/icons/shield-check.mjs';
import type { Highlight, IconNode, ServiceSlug } from '../types.js';

/** Words of the home page. */
export const home = {
  hero: {
    eyebrow: 'International Advisory · Headquartered in London',
    title: 'Global Advisory. Structured. Secure. Compliant.',
    lead: 'We advise corporations, investors, financial institutions, business owners and families on company formation, banking, licensing, residency and the protection of wealth across Europe, the Middle East, Asia Pacific and the Americas.',
    enquiries: 'Confidential enquiries:',
  },
  servicesHeading: 'Core Advisory Services',
  servicesIntro:
    'Three of the practice areas clients most often bring to us, each led by advisers who work across jurisdictions every day.',
  serviceCards: [
    {
      title: 'Company Formation & Expansion',
      slug: 'company-formation',
      icon: Building2,
      description:
        'Incorporation, holding and subsidiary structures and cross-border expansion, planned around substance, tax and banking from the first day.',
    },
    {
      title: 'Banking & Financial Structuring',
      slug: 'banking-structuring',
      icon: Landmark,
      description:
        'Introductions to suitable banks and payment institutions, onboarding files prepared to compliance standards, and fund and treasury structures.',
    },
    {
      title: 'Asset Protection & Migration Advisory',
      slug: 'asset-protection',
      icon: Shield,
      description:
        'Trusts, foundations and family office structures, coordinated with residency and citizenship planning for internationally mobile families.',
    },
  ] satisfies { title: string; slug: ServiceSlug; icon: IconNode; description: string }[],
  network: {
    heading: 'Global Advisory Network',
    intro:
      'Clients come to us with questions that cross borders. We answer them with advisers who know the regulators, the institutions and the practicalities of each jurisdiction involved.',
    points: [
      {
        title: 'Global Reach',
        icon: Globe,
        description:
          'Presence across Europe, the Middle East, Asia Pacific and the Americas, coordinated from our London headquarters.',
      },
      {
        title: 'Institutional Grade',
        icon: Award,
        description:
          'Files prepared to the standard that banks, regulators and counterparties expect, with documentation that stands up to review.',
      },
      {
        title: 'Regulatory Excellence',
        icon: ShieldCheck,
        description:
          'Advice grounded in the current rules, from MiCA and the EU AML package to UK company law reform and Gulf licensing regimes.',
      },
    ] satisfies Highlight[],
    aboutLink: 'About Our Firm',
    consultation: {
      title: 'Strategic Consultation',
      text: 'Discuss your objectives with a senior adviser in confidence. We will tell you plainly what is achievable, in which jurisdictions, and on what timetable.',
      button: 'Begin Strategic Dialogue',
      subject: 'Strategic consultation request',
    },
  },
  insightsHeading: 'Featured Insights',
  insightsIntro: 'Analysis from our advisers on the regulatory and structural questions clients ask most.',
  moreInsights: 'View More Insights',
  closing: {
    title: 'Ready to Structure Your Next Move?',
    text: 'Every engagement starts with a confidential conversation about your objectives. Write to us, or explore our guides first.',
    button: 'Start a Confidential Enquiry',
    knowledgeLink: 'Visit the Knowledge Center',
  },
};
