import { Feed } from 'feed';
import { articles } from '../shared/content/articles/catalogue.js';
import type { ArticleData } from '../shared/pageData.js';
import { site } from '../shared/content/site.js';
import { encodeKey } from '../shared/pageKey.js';

/** Entries in the feed: the newest, so its size does not grow with the archive. */
const FEED_ENTRIES = 20;

/**
 * /insights/feed.xml: an Atom 1.0 feed (RFC 4287) of the newest articles, each with its excerpt as
 * summary and its body as content, made with the `feed` library, every link absolute.
 * @param origin public origin without trailing slash
 * @param readPageData reads a view's page data (an article's holds its body)
 */
export async function atomFeed(origin: string, readPageData: (key: string) => Promise<unknown>): Promise<string> {
  const newest = articles.slice(0, FEED_ENTRIES);
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  const author = { name: site.name, link: `${origin}/` };
  const feed = new Feed({
    title: `${site.name}: Insights`,
    description:
      'Analysis and guides from our advisers on company formation, banking, licensing, migration, asset protection and legal compliance.',
    id: `${origin}/insights`,
    link: `${origin}/insights`,
    language: 'en-GB',
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${site.legalName}`,
    updated: date(newest.map((a) => a.updated ?? a.published).reduce((max, d) => (d > max ? d : max), '1970-01-01')),
    feedLinks: { atom: `${origin}/insights/feed.xml` },
    author,
  });
  const pages = (await Promise.all(
    newest.map((a) => readPageData(encodeKey({ kind: 'article', slug: a.id }))),
  )) as ArticleData[];
  for (const [i, article] of newest.entries())
    feed.addItem({
      title: article.title,
      id: `${origin}${article.path}`,
      link: `${origin}${article.path}`,
      description: article.excerpt,
      // Site-relative links would resolve against the feed reader, not the site.
      content: pages[i]!.body.html.replace(/href="\//gu, `href="${origin}/`),
      date: date(article.updated ?? article.published),
      published: date(article.published),
      category: [{ name: article.category.label }],
      author: [author],
    });
  return feed.atom1();
}
