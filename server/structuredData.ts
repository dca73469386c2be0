import { site } from '../shared/content/site.js';
import type { ArticleSummary } from '../shared/content/articles/catalogue.js';
import type { HeadData } from '../shared/head.js';
import { locales, type Lang } from '../shared/i18n/locales.js';

/**
 * A page's JSON-LD (schema.org): the firm's Organization, built from the identity module, and on
 * an article page that exists, the Article, in the language it is written in (`lang`).
 */
export function structuredData(origin: string, head: HeadData, article: ArticleSummary | undefined, lang: Lang) {
  const organization = { '@id': `${origin}/#organization` };
  const graph: Record<string, unknown>[] = [
    {
      '@type': 'Organization',
      ...organization,
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
    },
  ];
  if (article !== undefined && head.canonical !== null)
    graph.push({
      '@type': 'Article',
      headline: article.title,
      description: head.description,
      articleSection: article.category.label,
      datePublished: article.published,
      dateModified: article.updated ?? article.published,
      inLanguage: locales[lang].htmlLang,
      mainEntityOfPage: head.canonical,
      author: organization,
      publisher: organization,
    });
  return { '@context': 'https://schema.org', '@graph': graph };
}
