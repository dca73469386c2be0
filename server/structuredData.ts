import { site } from '../shared/content/site.js';
import type { ArticleSummary } from '../shared/content/articles/catalogue.js';
import type { HeadData } from '../shared/head.js';

/** schema.org Organization for the firm (JSON-LD), built from the identity module. */
export function organization(origin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      postalCode: site.address.postcode,
      addressCountry: site.address.countryCode,
    },
    parentOrganization: { '@type': 'Organization', name: site.parent },
  };
}

/**
 * JSON-LD for a page (schema.org): the Organization on every page, plus an Article on
 * article pages. Returns the object to serialise into one script element.
 */
export function structuredData(
  origin: string,
  head: HeadData,
  article: ArticleSummary | undefined,
): Record<string, unknown> {
  const graph: Record<string, unknown>[] = [organization(origin)];
  const canonical = head.canonical;
  if (article !== undefined && canonical !== null) {
    graph.push({
      '@type': 'Article',
      headline: article.title,
      description: head.description,
      articleSection: article.category.label,
      datePublished: article.published,
      dateModified: article.updated ?? article.published,
      inLanguage: 'en-GB',
      mainEntityOfPage: canonical,
      author: { '@id': `${origin}/#organization` },
      publisher: { '@id': `${origin}/#organization` },
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}
