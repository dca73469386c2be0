import { Feed } from 'feed';
import { articles } from '../shared/content/articles/catalogue.js';
import { articleBodies } from '../shared/content/bodies.js';
import { site } from '../shared/content/site.js';

/**
 * /insights/feed.xml: an Atom 1.0 feed (RFC 4287) of every article, newest first, with its
 * excerpt as summary and its full body as content, made with the `feed` library. Links are
 * absolute, from the configured public origin.
 * @param origin public origin without trailing slash
 */
export async function atomFeed(origin: string): Promise<string> {
  const latest = articles.reduce(
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
  const bodies = await Promise.all(articles.map((a) => articleBodies.load(a.id)));
  for (const [i, article] of articles.entries()) {
    // Site-relative links in the body would resolve against the feed reader, not the site.
    const content = bodies[i]!.html.replace(/href="\//gu, `href="${origin}/`);
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
