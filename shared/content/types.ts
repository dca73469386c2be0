/**
 * Shapes of the site's static content. The pages' words live in the message catalogue
 * (shared/content/messages/), articles and legal documents in Markdown; components render these
 * shapes to semantic HTML (no HTML strings).
 */
import type { Lang } from '../i18n/locales.js';

/** URL slugs of the article categories, as used in `?category=<slug>`. */
export type CategorySlug = 'company-formation' | 'banking' | 'licensing' | 'migration' | 'asset-protection' | 'legal';

/** An article's meta tags. */
export interface ArticleHead {
  /** Its heading, og:image's alt text. */
  title: string;
  /** Its Open Graph image (1200x630 PNG), a site-relative URL: a translation's own card, else the English one. */
  image: string;
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

/** Everything a /services/{slug} page shows beyond its title (the build derives it from the catalogue's `serviceDetails`). */
export interface ServiceDetail {
  slug: ServiceSlug;
  /** Short label above the hero title, e.g. "Corporate Services". */
  eyebrow: string;
  /** Lead paragraph under the page's h1 (the h1 is the service's title). */
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
  /** The languages besides English it is served in (the sitemap's alternates); absent for none. */
  translatedInto?: Lang[];
}
