/** Each page module of the route table: its chunk's import (one chunk per page) and the namespaces it renders. */
import type { PageModule } from './routes.js';
import type { Namespace } from './i18n/messages.js';
import type { PageChunk } from './loader.js';

const chunk = (namespaces: readonly Namespace[], load: PageChunk['load']): PageChunk => ({ namespaces, load });

/** Every page module of the route table, by its name there; shared/loader.ts loads them. */
export const pageModules: Record<PageModule, PageChunk> = {
  'shared/pages/Home.tsx': chunk(['common', 'home', 'articles'], () => import('./pages/Home.js')),
  'shared/pages/About.tsx': chunk(['common', 'about'], () => import('./pages/About.js')),
  'shared/pages/AdvisoryServices.tsx': chunk(['common', 'services'], () => import('./pages/AdvisoryServices.js')),
  'shared/pages/ServicePage.tsx': chunk(['common', 'servicePage'], () => import('./pages/ServicePage.js')),
  'shared/pages/KnowledgeCenter.tsx': chunk(['common', 'knowledgeCenter'], () => import('./pages/KnowledgeCenter.js')),
  'shared/pages/Insights.tsx': chunk(['common', 'insights', 'articles', 'search'], () => import('./pages/Insights.js')),
  'shared/pages/AllArticles.tsx': chunk(
    ['common', 'allArticles', 'articles', 'search', 'notFound'],
    () => import('./pages/AllArticles.js'),
  ),
  'shared/pages/Article.tsx': chunk(['common', 'article', 'articles'], () => import('./pages/Article.js')),
  'shared/pages/Careers.tsx': chunk(['common', 'careers'], () => import('./pages/Careers.js')),
  'shared/pages/Legal.tsx': chunk(['common', 'legal'], () => import('./pages/Legal.js')),
  'shared/pages/NotFound.tsx': chunk(['common', 'notFound', 'search'], () => import('./pages/NotFound.js')),
  'shared/pages/Search.tsx': chunk(['common', 'search', 'articles', 'notFound'], () => import('./pages/Search.js')),
};
