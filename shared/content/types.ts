/**
 * Shapes of the site's static content. Every page's words live in typed modules under
 * shared/content/; components render these shapes to semantic HTML (no HTML strings).
 */
import type { Lang } from '../i18n/locales.js';

/** URL slugs of the article categories, as used in `?category=<slug>`. */
export type CategorySlug = 'company-formation' | 'banking' | 'licensing' | 'migration' | 'asset-protection' | 'legal';

/** An article's meta tags. */
export interface ArticleHead {
  /** `<title>` and og:title; at most 60 characters. */
  metaTitle: string;
  /** Meta description and og:description; 120 to 160 characters. */
  metaDescription: string;
  /** The languages the article is written in, English first; only English when absent. */
  translations?: Lang[] | undefined;
  /** Set when the article is shown in this language ("en") under another language's site. */
  lang?: Lang | undefined;
}

/**
 * An icon as Lucide publishes it: the SVG child elements of a 24 x 24 stroked glyph, as
 * [tag, attributes] pairs (the `lucide` package's IconNode). Modules import the icons they use
 * one file at a time (`lucide/dist/esm/icons/<name>.mjs`), so each chunk carries only its own
 * icons, and <Icon> draws them: data, not one component per icon.
 */
export type IconNode = readonly (readonly [
  tag: string,
  attributes: Readonly<Record<string, string | number | undefined>>,
])[];

/** Slugs of the six service pages (path /services/{slug}). */
export type ServiceSlug =
  | 'company-formation'
  | 'banking-structuring'
  | 'licensing-compliance'
  | 'migration-residency'
  | 'asset-protection'
  | 'corporate-legal';

/** A service as listed in menus, the footer and the route table. */
export interface ServiceSummary {
  slug: ServiceSlug;
  /** Menu label, e.g. "Company Formation & Expansion". */
  title: string;
}

/** What the /advisory-services overview says of a service. */
export interface ServiceOverview {
  /** Card description (one or two sentences); also the service page's meta description. */
  description: string;
  /** Exactly four feature bullets for the overview card. */
  features: [string, string, string, string];
}

/** One offering on a service page (a card: title, description, optional list). */
interface ServiceOffering {
  title: string;
  description: string;
  /** Programmes, items or points listed under the offering, if the offering names one. */
  items?: string[];
}

/** One entry of a service page's list section (a jurisdiction, region, industry, programme...). */
interface ServiceEntry {
  name: string;
  /** A short qualifier, e.g. a jurisdiction's vehicle type or a programme's status. */
  type?: string;
  description?: string;
  items: string[];
}

/** A list section of a service page, e.g. "Jurisdictions" or "Investment Programmes". */
interface ServiceGroup {
  /** Fragment id for the section (kebab-case). */
  id: string;
  heading: string;
  intro: string;
  /** Label above each entry's item list, e.g. "Highlights", "Key licences", "Benefits". */
  itemsLabel: string;
  entries: ServiceEntry[];
  /** Optional closing line under the section, e.g. "Other jurisdictions on request". */
  note?: string;
}

/** Everything a /services/{slug} page shows beyond its summary. */
export interface ServiceDetail {
  slug: ServiceSlug;
  /** Short label above the hero title, e.g. "Corporate Services". */
  eyebrow: string;
  /** Lead paragraph under the page's h1 (the h1 is the summary title). */
  lead: string;
  offeringsHeading: string;
  offeringsIntro: string;
  /** Exactly four offerings, in the page's order. */
  offerings: [ServiceOffering, ServiceOffering, ServiceOffering, ServiceOffering];
  groups: ServiceGroup[];
}

/**
 * What a legal page shows besides its body (frontmatter of shared/content/legal/<slug>.md).
 * @public the generated module shared/content/generated/legal.ts names it
 */
export interface LegalPage {
  title: string;
  /** Meta description of the page. */
  description: string;
  /** ISO date of the last update, e.g. "2025-09-11". */
  updated: string;
}

/** A titled point with an icon: a core value, a culture point, a network strength. */
export interface Highlight {
  title: string;
  icon: IconNode;
  description: string;
}

/** Words of the /about page. */
export interface AboutContent {
  intro: string[];
  story: string[];
  mission: string;
  vision: string;
  commitment: string;
  /** Excellence, Integrity, Global Perspective, Client Partnership in this order. */
  values: [Highlight, Highlight, Highlight, Highlight];
  /** The relationship with the parent group, in prose. */
  group: string[];
  /** Four roles, no individuals named. */
  leadership: { role: string; description: string }[];
  /** Europe, Middle East, Asia Pacific, Americas with the firm's locations in each. */
  presence: { region: string; locations: string[] }[];
}

/** Words of the /careers page. */
export interface CareersContent {
  intro: string[];
  /** Global Excellence, Discretionary Practice, Professional Development, Collaborative Environment. */
  culture: [Highlight, Highlight, Highlight, Highlight];
  /** Paragraph inviting interested professionals to write in (the page adds the mailto). */
  invitation: string;
}

/** One /knowledge-center category: six guide titles shown as plain text. */
export interface KnowledgeCategory {
  title: string;
  icon: IconNode;
  description: string;
  guides: [string, string, string, string, string, string];
}
