import { Feed } from 'feed';
import { articles } from '../shared/content/articles/catalogue.js';
import type { ArticleData } from '../shared/pageData.js';
import { site } from '../shared/content/site.js';

/** Entries in the feed: the newest, so its size does not grow with the archive. */
export const FEED_ENTRIES = 20;

/**
 * /insights/feed.xml: an Atom 1.0 feed (RFC 4287) of the FEED_ENTRIES newest articles, with
 * each excerpt as summary and full body as content, made with the `feed` library. Links are
 * absolute, from the configured public origin.
 * @param origin public origin without trailing slash
 * @param readPageData reads a view's page data (an article's holds its body)
 */
export async function atomFeed(origin: string, readPageData: (key: string) => Promise<unknown>): Promise<string> {
  const newest = articles.slice(0, FEED_ENTRIES);
  const latest = newest.reduce(
    (max, a) => ((a.updated ?? a.published) > max ? (a.updated ?? a.published) : max),
    '1970-01-01',
  );
  const feed = new Feed({
    title: `${site.name}: Insights`,
    description:
      'Analysis and guides from our advisers on company formation, banking, licensing, migration, asset protection and legal compliance.',
    id: `${origin}/insights`,
    link: `${origin}/insights`,
    language: 'en-GB',
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${site.legalName}`,
    updated: new Date(`${latest}T00:00:00Z`),
    feedLinks: { atom: `${origin}/insights/feed.xml` },
    author: { name: site.name, link: `${origin}/` },
  });
  const pages = (await Promise.all(newest.map((a) => readPageData(`article/${a.id}`)))) as ArticleData[];
  for (const [i, article] of newest.entries()) {
    // Site-relative links in the body would resolve against the feed reader, not the site.
    const content = pages[i]!.body.html.replace(/href="\//gu, `href="${origin}/`);
    feed.addItem({
      title: article.title,
      id: `${origin}${article.path}`,
      link: `${origin}${article.path}`,
      description: article.excerpt,
      content,
      date: new Date(`${article.updated ?? article.published}T00:00:00Z`),
      published: new Date(`${article.published}T00:00:00Z`),
      category: [{ name: article.category.label }],
      author: [{ name: site.name, link: `${origin}/` }],
    });
  }
  return feed.atom1();
}
