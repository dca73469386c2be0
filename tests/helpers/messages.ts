import { readFileSync } from 'node:fs';
import { parsedTree } from '../../builder/messages.js';
import type { Namespace } from '../../shared/i18n/messages.js';
import { createLoader, type Loader } from '../../shared/loader.js';
import { pageChunk } from '../../shared/routes.js';

/**
 * A loader holding every namespace of the English catalogue, as the server's holds them from start-up, so that a
 * component rendered on its own (renderToStaticMarkup, inside a LoaderContext) reads its words without suspending.
 * Page chunks load as they do anywhere; page data and other words are not there to read.
 */
export function englishLoader(): Loader {
  const loader = createLoader({
    pages: pageChunk,
    pageData: () => Promise.reject(new Error('no page data in a test render')),
    messages: (lang, namespace) => Promise.reject(new Error(`messages ${lang}/${namespace} are not held`)),
  });
  const catalogue = JSON.parse(readFileSync('shared/content/messages/en.json', 'utf8')) as Record<string, never>;
  for (const [namespace, tree] of Object.entries(catalogue))
    loader.hold('en', namespace as Namespace, parsedTree(tree, 'en'));
  return loader;
}
