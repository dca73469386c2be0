import { readFileSync } from 'node:fs';
import { parsedTree } from '../../builder/messages.js';
import { holdMessages, type Namespace } from '../../shared/i18n/messages.js';

/**
 * Holds every namespace of the English catalogue, as the server does at start, so that a
 * component rendered on its own (renderToStaticMarkup) reads its words without suspending.
 */
export function holdEnglishMessages(): void {
  const catalogue = JSON.parse(readFileSync('shared/content/messages/en.json', 'utf8')) as Record<string, never>;
  for (const [namespace, tree] of Object.entries(catalogue))
    holdMessages('en', namespace as Namespace, parsedTree(tree, 'en'));
}
