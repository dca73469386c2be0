/**
 * What the search index holds: one document per public page that has words of its own. Articles
 * and legal documents come from the compiled content; the six service pages, About, Careers, the
 * Knowledge Center and the Advisory Services overview from the English message catalogue (what
 * each page shows). Lists, the home page and 404 pages are not results.
 */
import type { SearchKind } from '../shared/search.js';
import type { CategorySlug } from '../shared/content/types.js';
import { serviceSlugs } from '../shared/content/services/index.js';
import { site } from '../shared/content/site.js';
import { registrationLineOf } from '../shared/content/registration.js';
import { catalogueMessages } from './messages.js';
import type { Lang } from '../shared/i18n/locales.js';
import type { CompiledContent } from './contentTypes.js';
import { joinBlocks as join, type ExtractedText } from './searchExtract.js';
import { serviceDataOf } from './serviceData.js';

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

/** The six service pages in `lang`, from its catalogue: their page data, title and overview card. */
function servicePages(lang: Lang): SearchDocument[] {
  const details = serviceDataOf(catalogueMessages(lang, 'serviceDetails'));
  const common = catalogueMessages(lang, 'common');
  const cards = catalogueMessages(lang, 'services').cards;
  return serviceSlugs.map((slug) => {
    const detail = details[slug];
    const overview = cards[slug];
    return {
      url: `/services/${slug}`,
      title: common.serviceTitles[slug](),
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
        overview.description(),
        ...overview.features.map((f) => f()),
      ]),
      label: detail.eyebrow,
    };
  });
}

/** Messages as text: each called with no arguments. */
const texts = (messages: readonly (() => string)[]): string[] => messages.map((m) => m());

/** About, Careers, the Knowledge Center and the Advisory Services overview in `lang`, as their pages show them. */
function otherPages(lang: Lang): SearchDocument[] {
  const about = catalogueMessages(lang, 'about');
  const careers = catalogueMessages(lang, 'careers');
  const centre = catalogueMessages(lang, 'knowledgeCenter');
  const overview = catalogueMessages(lang, 'services');
  const common = catalogueMessages(lang, 'common');
  const [aboutLead = '', ...aboutIntro] = texts(about.intro);
  const [careersLead = '', ...careersIntro] = texts(careers.intro);
  const [centreLead = '', ...centreIntro] = texts(centre.intro);
  return [
    {
      url: '/about',
      title: about.title({ name: site.name }),
      kind: 'page',
      headings: [
        about.storyHeading(),
        about.mission.title(),
        about.vision.title(),
        about.commitment.title(),
        about.valuesHeading(),
        ...about.values.map((v) => v.title()),
        about.groupHeading({ parent: site.parent }),
        about.leadershipHeading(),
        ...about.leadership.map((l) => l.role()),
        about.presenceHeading(),
        ...about.presence.map((p) => p.region()),
      ],
      excerpt: aboutLead,
      body: join([
        ...aboutIntro,
        ...texts(about.story),
        about.mission.text(),
        about.vision.text(),
        about.commitment.text(),
        ...about.values.map((v) => v.description()),
        about.groupLead({ legalName: site.legalName, parent: site.parent }),
        registrationLineOf(common),
        ...texts(about.group),
        ...about.leadership.map((l) => l.description()),
        ...about.presence.flatMap((p) => texts(p.locations)),
      ]),
      label: about.eyebrow(),
    },
    {
      url: '/careers',
      title: careers.title(),
      kind: 'page',
      headings: [careers.cultureHeading(), ...careers.culture.map((c) => c.title())],
      excerpt: careersLead,
      body: join([...careersIntro, ...careers.culture.map((c) => c.description()), careers.contact.text()]),
      label: careers.eyebrow(),
    },
    {
      url: '/knowledge-center',
      title: centre.title(),
      kind: 'page',
      headings: [...centre.categories.map((c) => c.title()), centre.research.title()],
      excerpt: centreLead,
      body: join([
        ...centreIntro,
        ...centre.categories.flatMap((c) => [c.description(), ...texts(c.guides)]),
        centre.research.text(),
      ]),
      label: centre.eyebrow(),
    },
    {
      url: '/advisory-services',
      title: overview.title(),
      kind: 'page',
      headings: serviceSlugs.map((slug) => common.serviceTitles[slug]()),
      excerpt: '',
      body: join(
        serviceSlugs.flatMap((slug) => [overview.cards[slug].description(), ...texts(overview.cards[slug].features)]),
      ),
      label: overview.eyebrow(),
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
  const categories = catalogueMessages(lang, 'common').categories;
  const legalLabel = catalogueMessages(lang, 'legal').eyebrow();
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
      label: categories[original.category](),
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
        label: legalLabel,
      };
    },
  );
  yield* servicePages(lang);
  yield* otherPages(lang);
}

/**
 * The pages whose translation into `lang` needs an update: the English shows at their URL,
 * and they are out of that language's search index until the translation agrees again.
 */
export function revisedUrls(content: CompiledContent, lang: Lang): string[] {
  const routes = new Map(content.articles.map((a) => [a.id, a.route]));
  return content.translations.status
    .filter((t) => t.lang === lang && t.state === 'needs-update')
    .flatMap((t) => {
      if (t.kind === 'legal') return [`/legal/${t.id}`];
      const route = routes.get(t.id);
      return route === undefined ? [] : [`/${route}/${t.id}`];
    });
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
  const categories = catalogueMessages('en', 'common').categories;
  const legalLabel = catalogueMessages('en', 'legal').eyebrow();
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
      label: categories[article.category](),
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
      label: legalLabel,
    };
  });
  yield* servicePages('en');
  yield* otherPages('en');
}
