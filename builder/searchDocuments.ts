/**
 * What the search index holds: one document per public page that has words of its own. Articles
 * and legal documents come from the compiled content; the six service pages, About, Careers, the
 * Knowledge Center and the Advisory Services overview from their typed content modules (what
 * each page shows). Lists, the home page and 404 pages are not results.
 */
import type { SearchKind } from '../shared/search.js';
import type { CategorySlug } from '../shared/content/types.js';
import { categories } from '../shared/content/categories.js';
import { services } from '../shared/content/services/index.js';
import { serviceOverviews } from '../shared/content/services/overview.js';
import { serviceDetails } from '../shared/content/services/details.js';
import { about } from '../shared/content/pages/about.js';
import { careers } from '../shared/content/pages/careers.js';
import {
  knowledgeCategories,
  knowledgeCenterIntro,
  researchRequest,
} from '../shared/content/pages/knowledge-center.js';
import { site } from '../shared/content/site.js';
import { registrationLineOf } from '../shared/content/registration.js';
import { catalogueMessages } from './messages.js';
import type { Lang } from '../shared/i18n/locales.js';
import type { CompiledContent } from './content.js';
import { joinBlocks as join, type ExtractedText } from './searchExtract.js';

/** One page as the index stores it: plain text in every field. */
export interface SearchDocument {
  /** Canonical path, e.g. "/insights/aml-kyc-2025". */
  url: string;
  title: string;
  kind: SearchKind;
  category?: CategorySlug;
  /** YYYY-MM-DD, articles only. */
  published?: string;
  /** Section and card headings, in page order. */
  headings: string[];
  /** The summary a card or the page's lead shows. */
  excerpt: string;
  /** The rest of the page's words. */
  body: string;
  /** A label the page carries: an article's category, a service's eyebrow. */
  label: string;
}

/** Extractions in flight at once: enough to overlap cache reads, few enough for any file-handle limit. */
const BATCH = 32;

/** `make` over every item, BATCH at a time, yielded in order: only one batch of text is alive at once. */
async function* inBatches<T, R>(items: readonly T[], make: (item: T) => Promise<R>): AsyncGenerator<R> {
  for (let i = 0; i < items.length; i += BATCH) yield* await Promise.all(items.slice(i, i + BATCH).map(make));
}

/** The six service pages, from their detail and overview modules. */
function servicePages(): SearchDocument[] {
  return services.map(({ slug, title }) => {
    const detail = serviceDetails[slug];
    const overview = serviceOverviews[slug];
    return {
      url: `/services/${slug}`,
      title,
      kind: 'service',
      headings: [
        detail.offeringsHeading,
        ...detail.offerings.map((o) => o.title),
        ...detail.groups.flatMap((g) => [g.heading, ...g.entries.map((e) => e.name)]),
      ],
      excerpt: detail.lead,
      body: join([
        detail.offeringsIntro,
        ...detail.offerings.flatMap((o) => [o.description, ...(o.items ?? [])]),
        ...detail.groups.flatMap((g) => [
          g.intro,
          ...g.entries.flatMap((e) => [e.type ?? '', e.description ?? '', ...e.items]),
          g.note ?? '',
        ]),
        overview.description,
        ...overview.features,
      ]),
      label: detail.eyebrow,
    };
  });
}

/** About, Careers, the Knowledge Center and the Advisory Services overview. */
function otherPages(): SearchDocument[] {
  const [aboutLead = '', ...aboutIntro] = about.intro;
  const [careersLead = '', ...careersIntro] = careers.intro;
  const [centreLead = '', ...centreIntro] = knowledgeCenterIntro;
  return [
    {
      url: '/about',
      title: `About ${site.name}`,
      kind: 'page',
      headings: [
        'Our Story',
        'Our Mission',
        'Our Vision',
        'Our Commitment',
        'Core Values',
        ...about.values.map((v) => v.title),
        `Part of ${site.parent}`,
        'Leadership Team',
        ...about.leadership.map((l) => l.role),
        'Global Presence',
        ...about.presence.map((p) => p.region),
      ],
      excerpt: aboutLead,
      body: join([
        ...aboutIntro,
        ...about.story,
        about.mission,
        about.vision,
        about.commitment,
        ...about.values.map((v) => v.description),
        `${site.legalName} is a direct subsidiary of ${site.parent}.`,
        registrationLineOf(catalogueMessages('en', 'common')),
        ...about.group,
        ...about.leadership.map((l) => l.description),
        ...about.presence.flatMap((p) => p.locations),
      ]),
      label: 'About Us',
    },
    {
      url: '/careers',
      title: 'Careers With Us',
      kind: 'page',
      headings: ['Our Culture', ...careers.culture.map((c) => c.title)],
      excerpt: careersLead,
      body: join([...careersIntro, ...careers.culture.map((c) => c.description), careers.invitation]),
      label: 'Careers',
    },
    {
      url: '/knowledge-center',
      title: 'Knowledge Center',
      kind: 'page',
      headings: [...knowledgeCategories.map((c) => c.title), 'Request Specialised Research'],
      excerpt: centreLead,
      body: join([
        ...centreIntro,
        ...knowledgeCategories.flatMap((c) => [c.description, ...c.guides]),
        researchRequest,
      ]),
      label: 'Knowledge Center',
    },
    {
      url: '/advisory-services',
      title: 'Advisory Services',
      kind: 'page',
      headings: services.map((s) => s.title),
      excerpt: '',
      body: join(services.flatMap((s) => [serviceOverviews[s.slug].description, ...serviceOverviews[s.slug].features])),
      label: 'Advisory Services',
    },
  ];
}

/**
 * A language's translated documents, as written in that language, each under the URL of the
 * English document it replaces in that language's index (a path below the language's prefix:
 * the site's router adds it): articles whose original the build includes, then legal documents.
 * @param content compileContent's result, with its translations
 * @param extract as for searchDocuments
 * @param lang a language other than English
 */
export async function* translatedDocuments(
  content: CompiledContent,
  extract: (html: string) => Promise<ExtractedText>,
  lang: Lang,
): AsyncGenerator<SearchDocument> {
  const labels = new Map(categories.map((c) => [c.slug, c.label]));
  const originals = new Map(content.articles.map((a) => [a.id, a]));
  const articles = content.translations.articles.filter((t) => t.lang === lang && originals.has(t.id));
  yield* inBatches(articles, async (translation): Promise<SearchDocument> => {
    const original = originals.get(translation.id)!;
    const text = await extract(translation.body.html);
    return {
      url: `/${original.route}/${original.id}`,
      title: translation.title,
      kind: 'article',
      category: original.category,
      published: original.published,
      headings: text.headings,
      excerpt: translation.excerpt,
      body: text.body,
      // Category names are English until the pages' catalogues translate them.
      label: labels.get(original.category) ?? '',
    };
  });
  const legal = new Set(content.legal.map((l) => l.id));
  yield* inBatches(
    content.translations.legal.filter((t) => t.lang === lang && legal.has(t.id)),
    async (page): Promise<SearchDocument> => {
      const text = await extract(page.body.html);
      return {
        url: `/legal/${page.id}`,
        title: page.title,
        kind: 'legal',
        headings: text.headings,
        excerpt: page.description,
        body: text.body,
        label: 'Legal',
      };
    },
  );
}

/**
 * Every document of the index, one at a time (a build of thousands of articles never holds all
 * their text twice): articles as compiled (newest first), legal documents, service pages, then
 * the other pages.
 * @param content compileContent's result (drafts included only when the build includes them)
 * @param extract a compiled body's HTML → `{ headings, body }` plain text (cached by the caller)
 */
export async function* searchDocuments(
  content: CompiledContent,
  extract: (html: string) => Promise<ExtractedText>,
): AsyncGenerator<SearchDocument> {
  const labels = new Map(categories.map((c) => [c.slug, c.label]));
  yield* inBatches(content.articles, async (article): Promise<SearchDocument> => {
    const text = await extract(article.body.html);
    return {
      url: `/${article.route}/${article.id}`,
      title: article.title,
      kind: 'article',
      category: article.category,
      published: article.published,
      headings: text.headings,
      excerpt: article.excerpt,
      body: text.body,
      label: labels.get(article.category) ?? '',
    };
  });
  yield* inBatches(content.legal, async (page): Promise<SearchDocument> => {
    const text = await extract(page.body.html);
    return {
      url: `/legal/${page.id}`,
      title: page.title,
      kind: 'legal',
      headings: text.headings,
      excerpt: page.description,
      body: text.body,
      label: 'Legal',
    };
  });
  yield* servicePages();
  yield* otherPages();
}
