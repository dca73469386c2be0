/**
 * Which namespaces of the message catalogue each page module renders: `common` (the chrome) on
 * every page, then its own. The server preloads their chunks, and a page's chunk is not taken as
 * loaded until they have loaded too (shared/pageModules.ts), so a page never suspends on its words.
 */
import type { PageModule } from '../routes.js';
import type { Lang } from './locales.js';
import type { Namespace } from './messages.js';

export const pageNamespaces: Readonly<Record<PageModule, readonly Namespace[]>> = {
  'shared/pages/Home.tsx': ['common', 'home', 'articles'],
  'shared/pages/About.tsx': ['common', 'about'],
  'shared/pages/AdvisoryServices.tsx': ['common', 'services'],
  'shared/pages/ServicePage.tsx': ['common', 'servicePage'],
  'shared/pages/KnowledgeCenter.tsx': ['common', 'knowledgeCenter'],
  'shared/pages/Insights.tsx': ['common', 'insights', 'articles'],
  'shared/pages/AllArticles.tsx': ['common', 'allArticles', 'articles', 'notFound'],
  'shared/pages/Article.tsx': ['common', 'article', 'articles'],
  'shared/pages/Careers.tsx': ['common', 'careers'],
  'shared/pages/Legal.tsx': ['common', 'legal'],
  'shared/pages/NotFound.tsx': ['common', 'notFound'],
  'shared/pages/Search.tsx': ['common', 'search', 'articles', 'notFound'],
};

/**
 * The source paths of a page's compiled messages in a language, as the build manifest names
 * their chunks (e.g. "shared/content/generated/messages/en/common.js"), for its modulepreloads.
 */
export function messageSources(module: PageModule, lang: Lang): string[] {
  const folder = lang === 'zh-Hans' ? 'zh-hans' : lang;
  return pageNamespaces[module].map((ns) => `shared/content/generated/messages/${folder}/${ns}.js`);
}
