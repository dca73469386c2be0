/**
 * Derives every view's page data (shared/pageData.ts) from the compiled collection: the home
 * page's featured insights, each /insights view, each page of each all-articles list, each
 * article, each service page and each legal document. Each file holds only what its view shows, so its size does
 * not grow with the number of articles, and the whole derivation is linear in it.
 */
import { categories } from '../shared/content/categories.js';
import { formatDate } from '../shared/content/dates.js';
import { summaryOf, type ArticleSummary } from '../shared/content/articles/summary.js';
import {
  HOME_FEATURED,
  LIST_PAGE_SIZE,
  SECTION_CAP,
  type ArticleData,
  type HomeData,
  type InsightsData,
  type LegalData,
  type ListData,
  type ServiceData,
  type TranslationNote,
} from '../shared/pageData.js';
import type { ArticleTranslation, CompiledArticle, CompiledContent, LegalTranslation } from './contentTypes.js';
import { serviceDataOf } from './serviceData.js';
import { catalogueMessages } from './messages.js';
import { encodeKey, type PageKey } from '../shared/pageKey.js';
import { langs, locales, type Lang } from '../shared/i18n/locales.js';
import type { OgImages } from './ogTypes.js';

/** Related articles an article page shows. */
const RELATED = 3;

/**
 * Up to RELATED other articles: the newest of the same category first, then the newest of the
 * rest. Each list is scanned only until it yields enough, so the cost per article is constant.
 * @param byCategory each category's articles, newest first
 */
function relatedOf(
  article: CompiledArticle,
  all: readonly CompiledArticle[],
  byCategory: ReadonlyMap<string, readonly CompiledArticle[]>,
): CompiledArticle[] {
  const picked: CompiledArticle[] = [];
  for (const other of byCategory.get(article.category) ?? []) {
    if (picked.length === RELATED) return picked;
    if (other !== article) picked.push(other);
  }
  // Fewer than RELATED others share the category, so at most RELATED + 1 of `all` are skipped.
  for (const other of all) {
    if (picked.length === RELATED) break;
    if (other.category !== article.category) picked.push(other);
  }
  return picked;
}

/** The dates and read times of a card as a language prints them (English's own way is summaryOf's). */
function localised(summary: ArticleSummary, lang: Lang): ArticleSummary {
  if (lang === 'en') return summary;
  const { intl } = locales[lang];
  return {
    ...summary,
    readTime: new Intl.NumberFormat(intl, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
      summary.minutes,
    ),
    publishedDisplay: formatDate(summary.published, lang),
    ...(summary.updated === undefined ? {} : { updatedDisplay: formatDate(summary.updated, lang) }),
  };
}

/**
 * What a translated page says of its English: the date of the version it was made from and,
 * when the English has changed since, the English's date now (if later).
 * @param englishDate the English's date now (YYYY-MM-DD)
 */
function noteOf(t: ArticleTranslation | LegalTranslation, englishDate: string, lang: Lang): TranslationNote {
  const later = englishDate > t.translatedFromDate;
  return {
    from: t.translatedFromDate,
    fromDisplay: formatDate(t.translatedFromDate, lang),
    ...(t.stale ? { englishChanged: later ? { date: englishDate, display: formatDate(englishDate, lang) } : {} } : {}),
  };
}

/**
 * Every view's page data in every language, by encoded key (shared/pageKey.ts). Articles are
 * taken in the collection's order (newest first). In a language an article is not translated
 * into, it is listed and shown in English, marked `lang: "en"`, with the English Open Graph image.
 * @param og the Open Graph images' URLs (emitOgImages): an article's page data names its own
 */
export function pageDataOf(content: CompiledContent, og: OgImages): Map<string, unknown> {
  const views = new Map<string, unknown>();
  for (const lang of langs) deriveIn(lang, content, og, views);
  return views;
}

function deriveIn(lang: Lang, content: CompiledContent, og: OgImages, views: Map<string, unknown>): void {
  const { articles } = content;
  const translated = new Map<string, ArticleTranslation>(
    content.translations.articles.filter((t) => t.lang === lang).map((t) => [t.id, t]),
  );
  const summary = new Map<CompiledArticle, ArticleSummary>(
    articles.map((a) => {
      const t = translated.get(a.id);
      const entry = summaryOf({
        id: a.id,
        title: t?.title ?? a.title,
        excerpt: t?.excerpt ?? a.excerpt,
        category: a.category,
        readTime: a.readTime,
        featured: a.featured,
        route: a.route,
        published: a.published,
        ...(a.updated === undefined ? {} : { updated: a.updated }),
        ...(a.draft === true ? { draft: true as const } : {}),
        ...(a.scheduled === true ? { scheduled: true as const } : {}),
      });
      return [a, { ...localised(entry, lang), ...(lang !== 'en' && t === undefined ? { lang: 'en' as const } : {}) }];
    }),
  );
  const cards = (list: readonly CompiledArticle[]) => list.map((a) => summary.get(a)!);
  // Translations that need an update: their pages show the English, saying the translation is being revised.
  const revising = new Set(
    content.translations.status.filter((s) => s.lang === lang && s.state === 'needs-update').map((s) => s.file),
  );
  const revisingOf = (kind: 'articles' | 'legal', id: string) =>
    revising.has(`shared/content/${kind}/${locales[lang].folder}/${id}.md`) ? { revising: true as const } : {};
  // The languages each translated article is written in, English first (its hreflang set).
  const writtenIn = new Map<string, Lang[]>();
  for (const t of content.translations.articles) writtenIn.set(t.id, [...(writtenIn.get(t.id) ?? ['en']), t.lang]);
  const byCategory = new Map(categories.map((c) => [c.slug, articles.filter((a) => a.category === c.slug)]));
  const set = (key: PageKey, data: unknown) => views.set(encodeKey(key), data);

  const featured = articles.filter((a) => a.featured);
  set({ lang, kind: 'home' }, { featured: cards(featured.slice(0, HOME_FEATURED)) } satisfies HomeData);

  for (const [category, matching] of [['all', articles] as const, ...byCategory]) {
    const insights: InsightsData = {
      featured: cards(matching.filter((a) => a.featured).slice(0, SECTION_CAP)),
      knowledge: cards(matching.filter((a) => !a.featured).slice(0, SECTION_CAP)),
    };
    set({ lang, kind: 'insights', category }, insights);
    const pages = Math.max(1, Math.ceil(matching.length / LIST_PAGE_SIZE));
    for (let page = 1; page <= pages; page += 1) {
      const entries = cards(matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE));
      set({ lang, kind: 'list', category, page }, { entries, total: matching.length, page, pages } satisfies ListData);
    }
  }

  for (const a of articles) {
    const t = translated.get(a.id);
    const data: ArticleData = {
      article: {
        ...summary.get(a)!,
        image: og.articles[t === undefined ? a.id : `${locales[lang].folder}/${a.id}`] ?? og.site,
        metaTitle: t?.metaTitle ?? a.metaTitle,
        metaDescription: t?.metaDescription ?? a.metaDescription,
        ...(writtenIn.get(a.id) === undefined ? {} : { translations: writtenIn.get(a.id) }),
      },
      related: cards(relatedOf(a, articles, byCategory)),
      body: t?.body ?? a.body,
      ...(t === undefined ? revisingOf('articles', a.id) : { translation: noteOf(t, a.updated ?? a.published, lang) }),
    };
    // An article shown in English carries no body: its readers take the English file's (withBody, shared/pageData.ts).
    if (lang !== 'en' && t === undefined) delete (data as Partial<ArticleData>).body;
    set({ lang, kind: 'article', slug: a.id }, data);
  }
  for (const [slug, detail] of Object.entries(serviceDataOf(catalogueMessages(lang, 'serviceDetails'))))
    set({ lang, kind: 'service', slug }, detail satisfies ServiceData);
  for (const d of content.legal) {
    const t = content.translations.legal.find((x) => x.id === d.id && x.lang === lang);
    const servedIn = content.translations.legal.filter((x) => x.id === d.id).map((x) => x.lang);
    set({ lang, kind: 'legal', slug: d.id }, {
      title: t?.title ?? d.title,
      description: t?.description ?? d.description,
      updated: d.updated,
      updatedDisplay: formatDate(d.updated, lang),
      body: t?.body ?? d.body,
      translations: ['en', ...servedIn],
      ...(lang !== 'en' && t === undefined ? { lang: 'en' as const, ...revisingOf('legal', d.id) } : {}),
      ...(t === undefined ? {} : { translation: noteOf(t, d.updated, lang) }),
    } satisfies LegalData);
  }
}
