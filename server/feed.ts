import { Feed } from 'feed';
import { articles } from '../shared/content/articles/catalogue.js';
import type { Category } from '../shared/content/categories.js';
import type { ArticleData } from '../shared/pageData.js';
import { site } from '../shared/content/site.js';
import { encodeKey } from '../shared/pageKey.js';
import { feedPath, feedTitle } from '../shared/feeds.js';

/** Entries in a feed: the newest, so its size does not grow with the archive. */
const FEED_ENTRIES = 20;

/** What a feed says of itself: every article's, or one category's. */
function describe(category: Category | undefined): { description: string; listPath: string } {
  if (category === undefined)
    return {
      description:
        'Analysis and guides from our advisers on company formation, banking, licensing, migration, asset protection and legal compliance.',
      listPath: '/insights',
    };
  return {
    description: `The newest ${category.label} analyses and guides from the advisers of ${site.name}.`,
    listPath: `/insights/all-articles?category=${category.slug}`,
  };
}

/**
 * An Atom 1.0 feed (RFC 4287) of the newest 20 articles, newest first: of every article at
 * /insights/feed.xml, or of one category's at /insights/feed/<slug>.xml. Each entry carries its
 * excerpt as summary and its body as content; made with the `feed` library, every link absolute,
 * the self link the feed's own URL.
 * @param origin public origin without trailing slash
 * @param readPageData reads a view's page data (an article's holds its body)
 * @param category the category whose articles it holds; every article's when undefined
 * @returns the feed's XML
 */
export async function atomFeed(
  origin: string,
  readPageData: (key: string) => Promise<unknown>,
  category?: Category,
): Promise<string> {
  const newest = articles
    .filter((a) => category === undefined || a.category.slug === category.slug)
    .slice(0, FEED_ENTRIES);
  const { description, listPath } = describe(category);
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  const author = { name: site.name, link: `${origin}/` };
  const feed = new Feed({
    title: feedTitle(category),
    description,
    id: `${origin}${listPath}`,
    link: `${origin}${listPath}`,
    language: 'en-GB',
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${site.legalName}`,
    updated: date(newest.map((a) => a.updated ?? a.published).reduce((max, d) => (d > max ? d : max), '1970-01-01')),
    feedLinks: { atom: `${origin}${feedPath(category)}` },
    author,
  });
  const pages = (await Promise.all(
    newest.map((a) => readPageData(encodeKey({ lang: 'en', kind: 'article', slug: a.id }))),
  )) as ArticleData[];
  for (const [i, article] of newest.entries())
    feed.addItem({
      title: article.title,
      id: `${origin}${article.path}`,
      link: `${origin}${article.path}`,
      description: article.excerpt,
      // Site-relative links and a section's own link would resolve against the feed, not the site.
      content: pages[i]!.body.html.replace(/href="\//gu, `href="${origin}/`).replace(
        /href="#/gu,
        `href="${origin}${article.path}#`,
      ),
      date: date(article.updated ?? article.published),
      published: date(article.published),
      // An Atom category needs its term (RFC 4287 §4.2.2): the slug the lists filter by.
      category: [{ term: article.category.slug, name: article.category.label }],
      author: [author],
    });
  return feed.atom1();
}
