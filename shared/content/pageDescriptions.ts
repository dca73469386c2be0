import { serviceOverviews } from './services/overview.js';
import { legalPages } from './generated/legal.js';

/**
 * Meta descriptions of the pages that are not articles, by route path. Kept out of the route
 * table so the client loads them only on client-side navigation, never in a first load.
 */
export const pageDescriptions: Record<string, string> = {
  '/': 'International advisory for corporations, investors and families: company formation, banking, licensing, residency, asset protection and corporate legal.',
  '/about':
    'About our firm: a London-headquartered international advisory practice, our values, leadership roles and presence across Europe, the Middle East, Asia and the Americas.',
  '/advisory-services':
    'Our six advisory services: company formation, banking and financial structuring, licensing, migration and residency, asset protection, and corporate legal.',
  '/knowledge-center':
    'Jurisdiction guides, licensing playbooks, residency and investment guides and comparative reports from our advisory teams.',
  '/insights':
    'Featured analyses and knowledge-base guides on company formation, banking, licensing, migration, asset protection and legal compliance.',
  '/insights/all-articles': 'All articles and analysis from our advisers, filterable by category.',
  '/knowledge/all-articles': 'All articles and analysis from our advisers, filterable by category.',
  '/careers':
    'Careers at an international advisory firm: our culture and how experienced professionals can approach us.',
  ...Object.fromEntries(Object.entries(legalPages).map(([slug, page]) => [`/legal/${slug}`, page.description])),
  ...Object.fromEntries(Object.entries(serviceOverviews).map(([slug, o]) => [`/services/${slug}`, o.description])),
};
