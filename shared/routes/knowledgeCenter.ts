import { defineRoute } from '../route.js';

/** The knowledge center. */
export const knowledgeCenter = defineRoute({
  paths: ['/knowledge-center'],
  page: 'shared/pages/KnowledgeCenter.tsx',
  load: () => import('../pages/KnowledgeCenter.js'),
  namespaces: ['common', 'knowledgeCenter'],
});
