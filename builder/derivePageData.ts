/**
 * Derives every view's page data (shared/pageData.ts) from the compiled collection: the home
 * page's featured insights, each /insights view, each page of each all-articles list, each
 * article, each service page and each legal document. Each file holds only what its view shows, so its size does
 * not grow with the number of articles, and the whole derivation is linear in it.
 */
import { categories } from '../shared/content/categories.js';
import { englishMessages } from '../shared/content/messages/english.js';
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
} from '../shared/pageData.js';
import type { CompiledArticle, CompiledContent } from './content.js';
import { serviceDataOf } from './serviceData.js';
import { encodeKey, type PageKey } from '../shared/pageKey.js';

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

/**
 * Every view's page data, by encoded key (shared/pageKey.ts). Articles are taken in the
 * collection's order (newest first).
 */
export function pageDataOf(content: CompiledContent): Map<string, unknown> {
  const { articles } = content;
  const summary = new Map<CompiledArticle, ArticleSummary>(
    articles.map((a) => [
      a,
      summaryOf({
        id: a.id,
        title: a.title,
        excerpt: a.excerpt,
        category: a.category,
        readTime: a.readTime,
        featured: a.featured,
        route: a.route,
        published: a.published,
        ...(a.updated === undefined ? {} : { updated: a.updated }),
        ...(a.draft === true ? { draft: true as const } : {}),
        ...(a.scheduled === true ? { scheduled: true as const } : {}),
      }),
    ]),
  );
  const cards = (list: readonly CompiledArticle[]) => list.map((a) => summary.get(a)!);
  const byCategory = new Map(categories.map((c) => [c.slug, articles.filter((a) => a.category === c.slug)]));
  const views = new Map<string, unknown>();
  const set = (key: PageKey, data: unknown) => views.set(encodeKey(key), data);

  const featured = articles.filter((a) => a.featured);
  set({ kind: 'home' }, { featured: cards(featured.slice(0, HOME_FEATURED)) } satisfies HomeData);

  for (const [category, matching] of [['all', articles] as const, ...byCategory]) {
    const insights: InsightsData = {
      featured: cards(matching.filter((a) => a.featured).slice(0, SECTION_CAP)),
      knowledge: cards(matching.filter((a) => !a.featured).slice(0, SECTION_CAP)),
    };
    set({ kind: 'insights', category }, insights);
    const pages = Math.max(1, Math.ceil(matching.length / LIST_PAGE_SIZE));
    for (let page = 1; page <= pages; page += 1) {
      const entries = cards(matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE));
      set({ kind: 'list', category, page }, { entries, total: matching.length, page, pages } satisfies ListData);
    }
  }

  for (const a of articles) {
    const data: ArticleData = {
      article: { ...summary.get(a)!, metaTitle: a.metaTitle, metaDescription: a.metaDescription },
      related: cards(relatedOf(a, articles, byCategory)),
      body: a.body,
    };
    set({ kind: 'article', slug: a.id }, data);
  }
  // The service pages' words come from the message catalogue; English until page keys carry a language.
  for (const [slug, detail] of Object.entries(serviceDataOf(englishMessages('serviceDetails'))))
    set({ kind: 'service', slug }, detail satisfies ServiceData);
  for (const d of content.legal) {
    set({ kind: 'legal', slug: d.id }, {
      title: d.title,
      description: d.description,
      updated: d.updated,
      body: d.body,
    } satisfies LegalData);
  }
  return views;
}
