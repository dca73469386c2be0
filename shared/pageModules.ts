/**
 * Page modules by name: each page of the route table as a lazily loaded component, so each
 * page is a chunk of its own. Only the React tree (shared/App.tsx) and the hydration entry read
 * this; everything else names pages by their module path (shared/routes.ts).
 */
import { lazy, type ComponentType } from 'react';
import { reloadOnceOnFailure } from './versionSkew.js';
import { isFulfilled, loadOnce } from './promiseOutcome.js';
import type { PageModule } from './routes.js';
import type { Lang } from './i18n/locales.js';
import { loadMessages } from './i18n/messages.js';
import type { Namespace } from './i18n/messages.js';

/** A page's chunk loader and its component. */
export interface RoutePage {
  /**
   * Imports the page's chunk and its words in `lang` (English by default): the namespaces of
   * the catalogue it renders. A chunk that fails to load (another version's replica answered)
   * reloads the current URL once, then rejects (versionSkew.ts).
   */
  load(lang?: Lang): Promise<{ default: ComponentType }>;
  /**
   * React.lazy over `load`: the server's prerender waits for it, and a client navigation keeps
   * the previous page on screen until it arrives.
   */
  Component: ComponentType;
  /**
   * Starts loading the chunk ahead of a navigation; the module is kept once loaded, so `load`
   * and the first render later reuse it without another import(). Resolves to whether it
   * loaded; a failure is otherwise ignored: the navigation, if it comes, tries again.
   */
  prefetch(lang?: Lang): Promise<boolean>;
  /**
   * The namespaces of the message catalogue it renders: `common` (the chrome), then its own.
   * The server preloads their chunks, and `load` waits for them, so a page never suspends on
   * its words.
   */
  namespaces: readonly Namespace[];
}

/** A page chunk's module. */
type PageChunk = { default: ComponentType };

/**
 * A thenable that hands over `module` at once: `then` calls back before it returns. React.lazy
 * accepts any thenable, and one that has settled synchronously lets the page's first render go
 * on without suspending (a Promise, even a resolved one, calls back a microtask later).
 */
const ready = (module: PageChunk) => ({ then: (fulfil: (module: PageChunk) => unknown) => fulfil(module) });

function lazyPage(namespaces: readonly Namespace[], importPage: () => Promise<PageChunk>): RoutePage {
  // Kept once loaded: the browser's import() of a module it already holds still resolves tasks
  // later, which a navigation would wait for.
  const importOnce = loadOnce(importPage);
  const words = (lang: Lang) => Promise.all(namespaces.map((ns) => loadMessages(lang, ns)));
  const load = (lang: Lang = 'en') =>
    reloadOnceOnFailure(Promise.all([importOnce(), words(lang)]).then(([chunk]) => chunk));
  return {
    namespaces,
    load,
    // A chunk prefetched (or the first view's, loaded before hydration) renders at once.
    Component: lazy(() => {
      const chunk = importOnce();
      // Its words are the page's to read (useMessages), in the page's language.
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
