/** Each page module of the route table as a lazily loaded component, one chunk per page. */
import { lazy, type ComponentType } from 'react';
import { reloadOnceOnFailure } from './versionSkew.js';
import { isFulfilled, loadOnce } from './promiseOutcome.js';
import type { PageModule } from './routes.js';
import type { Lang } from './i18n/locales.js';
import { loadMessages } from './i18n/messages.js';
import type { Namespace } from './i18n/messages.js';

export interface RoutePage {
  /** Imports the chunk and its words in `lang` (default English); a failure reloads the URL once, then rejects. */
  load(lang?: Lang): Promise<{ default: ComponentType }>;
  /** React.lazy over the chunk alone: the page reads its words itself (`useMessages`). */
  Component: ComponentType;
  /** Starts loading the chunk and its words ahead of a navigation; resolves to whether both loaded. */
  prefetch(lang?: Lang): Promise<boolean>;
  /** The catalogue namespaces it renders: `common` (the chrome), then its own. */
  namespaces: readonly Namespace[];
}

type PageChunk = { default: ComponentType };

/** A thenable that calls back at once, so React.lazy renders a loaded chunk without suspending (decision 021). */
const ready = (module: PageChunk) => ({ then: (fulfil: (module: PageChunk) => unknown) => fulfil(module) });

function lazyPage(namespaces: readonly Namespace[], importPage: () => Promise<PageChunk>): RoutePage {
  // Kept once loaded: import() of a module already held still resolves tasks later.
  const importOnce = loadOnce(importPage);
  const words = (lang: Lang) => Promise.all(namespaces.map((ns) => loadMessages(lang, ns)));
  const load = (lang: Lang = 'en') =>
    reloadOnceOnFailure(Promise.all([importOnce(), words(lang)]).then(([chunk]) => chunk));
  return {
    namespaces,
    load,
    Component: lazy(() => {
      const chunk = importOnce();
      return isFulfilled(chunk) ? (ready(chunk.value) as unknown as Promise<PageChunk>) : reloadOnceOnFailure(chunk);
    }),
    prefetch: (lang: Lang = 'en') =>
      Promise.all([importOnce(), words(lang)]).then(
        () => true,
        () => false,
      ),
  };
}

/** Every page module of the route table, by its name there. */
export const pageModules: Record<PageModule, RoutePage> = {
  'shared/pages/Home.tsx': lazyPage(['common', 'home', 'articles'], () => import('./pages/Home.js')),
  'shared/pages/About.tsx': lazyPage(['common', 'about'], () => import('./pages/About.js')),
  'shared/pages/AdvisoryServices.tsx': lazyPage(['common', 'services'], () => import('./pages/AdvisoryServices.js')),
  'shared/pages/ServicePage.tsx': lazyPage(['common', 'servicePage'], () => import('./pages/ServicePage.js')),
  'shared/pages/KnowledgeCenter.tsx': lazyPage(
    ['common', 'knowledgeCenter'],
    () => import('./pages/KnowledgeCenter.js'),
  ),
  'shared/pages/Insights.tsx': lazyPage(
    ['common', 'insights', 'articles', 'search'],
    () => import('./pages/Insights.js'),
  ),
  'shared/pages/AllArticles.tsx': lazyPage(
    ['common', 'allArticles', 'articles', 'search', 'notFound'],
    () => import('./pages/AllArticles.js'),
  ),
  'shared/pages/Article.tsx': lazyPage(['common', 'article', 'articles'], () => import('./pages/Article.js')),
  'shared/pages/Careers.tsx': lazyPage(['common', 'careers'], () => import('./pages/Careers.js')),
  'shared/pages/Legal.tsx': lazyPage(['common', 'legal'], () => import('./pages/Legal.js')),
  'shared/pages/NotFound.tsx': lazyPage(['common', 'notFound', 'search'], () => import('./pages/NotFound.js')),
  'shared/pages/Search.tsx': lazyPage(['common', 'search', 'articles', 'notFound'], () => import('./pages/Search.js')),
};
