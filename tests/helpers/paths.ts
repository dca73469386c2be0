import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../../shared/routes.js';
import type { ArticleHead } from '../../shared/content/types.js';
import type { ArticleData } from '../../shared/pageData.js';
import { pageDataFolder } from '../../shared/content/generated/pageDataFiles.js';
import { articles } from '../../shared/content/articles/catalogue.js';
import { localePath, translationLangs } from '../../shared/i18n/locales.js';

/** Every static 200 path of the route table (no patterns). */
export const staticPaths: string[] = routes.filter((r) => r.kind === 'page').map((r) => r.path);

/** Every article under both prefixes. */
export const articlePaths: string[] = articles.flatMap((a) => [`/insights/${a.id}`, `/knowledge/${a.id}`]);

/** Every path that answers 200. */
export const allPaths: string[] = [...staticPaths, ...articlePaths];

/**
 * An article's head fields (meta title and description) as the build wrote them into its page
 * data file, the source the server renders from. Requires a build.
 */
export function articleHead(id: string): ArticleHead {
  const file = join('dist', 'public', pageDataFolder, 'article', `${id}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as ArticleData).article;
}

/**
 * A sample of each translated language's pages for the HTML and accessibility checks: every
 * kind of page, a translated insight and a translated guide, a 404. (An article shown in English
 * under a language is checked on a scratch build: every real article is translated.)
 */
export const languagePaths: string[] = translationLangs.flatMap((lang) =>
  [
    '/',
    '/about',
    '/advisory-services',
    '/services/licensing-compliance',
    '/knowledge-center',
    '/insights',
    '/insights/all-articles?category=banking',
    `/insights/${articles.find((a) => a.translatedInto?.includes(lang))?.id ?? '-'}`,
    `/knowledge/${articles.find((a) => a.route === 'knowledge' && a.translatedInto?.includes(lang))?.id ?? '-'}`,
    '/careers',
    '/legal/privacy-policy',
    '/no-such-page',
  ].map((path) => localePath(lang, path)),
);
