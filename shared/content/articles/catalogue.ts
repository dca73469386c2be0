import type { ArticleCopy, CategorySlug } from '../types.js';
import { categories, type Category } from '../categories.js';
import globalTrends from './meta/global-trends-offshore-company-formation.js';
import bankingForHighRisk from './meta/banking-for-high-risk-industries.js';
import futureOfCrypto from './meta/future-of-crypto-licensing.js';
import residencyByInvestment from './meta/residency-by-investment.js';
import assetProtection2025 from './meta/asset-protection-family-offices-2025.js';
import corporateStructuring from './meta/corporate-structuring-cross-border.js';
import choosingJurisdiction from './meta/choosing-right-jurisdiction-expansion.js';
import amlKyc2025 from './meta/aml-kyc-2025.js';
import secondCitizenship from './meta/second-citizenship-overview.js';
import bankingHighRisk from './meta/banking-high-risk-industries.js';
import familyOfficeSgCh from './meta/family-office-singapore-switzerland.js';
import cryptoLicensingGlobal from './meta/crypto-licensing-global.js';

/** Which list an article belongs to; also its URL prefix (/insights/{id} or /knowledge/{id}). */
export type ArticleRoute = 'insights' | 'knowledge';

/** An article summary (spec §3) joined with its published copy. Bodies load separately. */
export interface ArticleSummary extends ArticleCopy {
  /** The slug. */
  id: string;
  category: Category;
  /** Read time in minutes (15 to 26). */
  minutes: number;
  /** Read time as printed, e.g. "15 min read". */
  readTime: string;
  featured: boolean;
  route: ArticleRoute;
  /** Site-relative path of the article at its own prefix, e.g. "/insights/aml-kyc-2025". */
  path: string;
}

function categoryOf(slug: CategorySlug): Category {
  const category = categories.find((c) => c.slug === slug);
  if (category === undefined) throw new Error(`unknown category ${slug}`);
  return category;
}

function entry(
  id: string,
  copy: ArticleCopy,
  category: CategorySlug,
  minutes: number,
  route: ArticleRoute,
): ArticleSummary {
  return {
    id,
    ...copy,
    category: categoryOf(category),
    minutes,
    readTime: `${minutes} min read`,
    featured: route === 'insights',
    route,
    path: `/${route}/${id}`,
  };
}

/**
 * The twelve articles in the spec's order: six featured analyses (route insights), then six
 * knowledge-base guides (route knowledge). The one list that pages, server, sitemap and tests read.
 */
export const articles: readonly ArticleSummary[] = [
  entry('global-trends-offshore-company-formation', globalTrends, 'company-formation', 15, 'insights'),
  entry('banking-for-high-risk-industries', bankingForHighRisk, 'banking', 18, 'insights'),
  entry('future-of-crypto-licensing', futureOfCrypto, 'licensing', 20, 'insights'),
  entry('residency-by-investment', residencyByInvestment, 'migration', 22, 'insights'),
  entry('asset-protection-family-offices-2025', assetProtection2025, 'asset-protection', 25, 'insights'),
  entry('corporate-structuring-cross-border', corporateStructuring, 'company-formation', 19, 'insights'),
  entry('choosing-right-jurisdiction-expansion', choosingJurisdiction, 'company-formation', 17, 'knowledge'),
  entry('aml-kyc-2025', amlKyc2025, 'legal', 21, 'knowledge'),
  entry('second-citizenship-overview', secondCitizenship, 'migration', 24, 'knowledge'),
  entry('banking-high-risk-industries', bankingHighRisk, 'banking', 20, 'knowledge'),
  entry('family-office-singapore-switzerland', familyOfficeSgCh, 'asset-protection', 23, 'knowledge'),
  entry('crypto-licensing-global', cryptoLicensingGlobal, 'licensing', 26, 'knowledge'),
];

const byId = new Map(articles.map((a) => [a.id, a]));

/** Looks an article up by slug; undefined for an unknown slug. */
export function findArticle(id: string): ArticleSummary | undefined {
  return byId.get(id);
}

/** Articles in the given category, or all of them when category is undefined. */
export function articlesIn(category: Category | undefined): ArticleSummary[] {
  return articles.filter((a) => category === undefined || a.category.slug === category.slug);
}
