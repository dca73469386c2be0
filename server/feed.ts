import { Feed } from 'feed';
import { articles } from '../shared/content/articles/catalogue.js';
import type { Category } from '../shared/content/categories.js';
import type { ArticleData } from '../shared/pageData.js';
import { site } from '../shared/content/site.js';
import { encodeKey } from '../shared/pageKey.js';
import { feedPath, feedTitle } from '../shared/feeds.js';
import { localePath, locales, type Lang } from '../shared/i18n/locales.js';
import type { ServerMessages } from './loader.js';
import type { Messages } from '../shared/content/generated/messages.js';
import type { ArticleSummary } from '../shared/content/articles/catalogue.js';

/** Entries in a feed: the newest, so its size does not grow with the archive. */
const FEED_ENTRIES = 20;

/**
 * The Atom 1.0 feed (RFC 4287) of a language's newest articles, excerpt as summary and body as content: every
 * article's at <prefix>/insights/feed.xml, or one category's at <prefix>/insights/feed/<slug>.xml. A translated
 * language's feed holds only its translations and names its language with `xml:lang`.
 * @param origin public origin without trailing slash
 * @param readPageData reads a view's page data by key (an article's holds its body)
 * @param messages the server's held words
 * @returns the feed's XML
 */
export async function atomFeed(
  origin: string,
  readPageData: (key: string) => Promise<unknown>,
  messages: ServerMessages,
  lang: Lang,
  category?: Category,
): Promise<string> {
  const newest = articles
    .filter((a) => lang === 'en' || a.translatedInto?.includes(lang) === true)
    .filter((a) => category === undefined || a.category.slug === category.slug)
    .slice(0, FEED_ENTRIES);
  const [meta, common] = [messages(lang, 'meta'), messages(lang, 'common')];
  const description =
    category === undefined
      ? meta.feed.description()
      : meta.feed.category({ category: common.categories[category.slug](), name: site.name });
  const listPath = category === undefined ? '/insights' : `/insights/all-articles?category=${category.slug}`;
  const xml = await entriesFeed(origin, readPageData, newest, {
    categoryNames: common.categories,
    title: feedTitle(meta, common, category),
    description,
    listPath: localePath(lang, listPath),
    self: feedPath(lang, category),
    lang,
  });
  // A translation's feed names its language with xml:lang (RFC 4287 §2); English's keeps the bytes it always had.
  return lang === 'en'
    ? xml
    : xml.replace(
        '<feed xmlns="http://www.w3.org/2005/Atom">',
        `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locales[lang].htmlLang}">`,
      );
}

/** A feed of `newest`, read from their page data in `lang`; every link absolute. */
async function entriesFeed(
  origin: string,
  readPageData: (key: string) => Promise<unknown>,
  newest: readonly ArticleSummary[],
  feedOf: {
    title: string;
    description: string;
    listPath: string;
    self: string;
    lang: Lang;
    categoryNames: Messages['common']['categories'];
  },
): Promise<string> {
  const { title, description, listPath, self, lang, categoryNames } = feedOf;
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  const author = { name: site.name, link: `${origin}/` };
  const feed = new Feed({
    title,
    description,
    id: `${origin}${listPath}`,
    link: `${origin}${listPath}`,
    language: locales[lang].htmlLang,
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${site.legalName}`,
    updated: date(newest.map((a) => a.updated ?? a.published).reduce((max, d) => (d > max ? d : max), '1970-01-01')),
    feedLinks: { atom: `${origin}${self}` },
    author,
  });
  const pages = (await Promise.all(
    newest.map((a) => readPageData(encodeKey({ lang, kind: 'article', slug: a.id }))),
  )) as ArticleData[];
  for (const [i, { path }] of newest.entries()) {
    const article = pages[i]!.article;
    const url = `${origin}${localePath(lang, path)}`;
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.excerpt,
      // Site-relative links and a section's own link would resolve against the feed, not the site.
      content: pages[i]!.body.html.replace(/href="\//gu, `href="${origin}/`).replace(
        /href="#/gu,
        `href="${origin}${localePath(lang, path)}#`,
      ),
      date: date(article.updated ?? article.published),
      published: date(article.published),
      // An Atom category needs its term (RFC 4287 §4.2.2): the slug the lists filter by.
      category: [{ term: article.category.slug, name: categoryNames[article.category.slug]() }],
      author: [author],
    });
  }
  return feed.atom1();
}
