/** The browser's loader: page data and words fetched from the build's hashed folders, the document's own words held. */
import { createLoader, type Loader } from '../shared/loader.js';
import { messagesFile, type Namespace } from '../shared/i18n/messages.js';
import type { ParsedTree } from '../shared/i18n/format.js';
import { localePath, type Lang } from '../shared/i18n/locales.js';
import { encodeKey, searchQuery, type PageKey } from '../shared/pageKey.js';
import { withBody } from '../shared/pageData.js';
import { SEARCH_API } from '../shared/search.js';
import { pageChunk } from '../shared/routes.js';
import { reloadOnceOnFailure } from './versionSkew.js';

/** Fetches JSON; an HTTP error rejects, naming what was asked. */
const read = (url: string, name: string): Promise<unknown> =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });

/**
 * The loader over the folders #root names (data-page-data, data-messages), holding the words the document carries
 * (the JSON data block #messages, in `lang`).
 */
export function browserLoader(root: HTMLElement, lang: Lang): Loader {
  const pageDataFolder = root.dataset.pageData ?? '';
  const messagesFolder = root.dataset.messages ?? '';
  // A search's results come from its language's endpoint; every other key from the build's file.
  const dataUrl = (key: PageKey, encoded: string): string =>
    key.kind === 'search'
      ? `${localePath(key.lang, SEARCH_API)}?${searchQuery(key.search)}`
      : `${pageDataFolder}/${encoded}.json`;
  const loader = createLoader({
    pages: pageChunk,
    pageData(key) {
      const encoded = encodeKey(key);
      return read(dataUrl(key, encoded), `page data ${encoded}`).then((data) =>
        withBody(encoded, data, (source) => read(`${pageDataFolder}/${source}.json`, `page data ${source}`)),
      );
    },
    messages: (language, namespace) =>
      read(
        `${messagesFolder}/${messagesFile(language, namespace)}`,
        `messages ${language}/${namespace}`,
      ) as Promise<ParsedTree>,
    forRender: reloadOnceOnFailure,
  });
  const block = document.getElementById('messages');
  const trees = JSON.parse(block?.textContent ?? '{}') as Record<Namespace, ParsedTree>;
  for (const [namespace, tree] of Object.entries(trees)) loader.hold(lang, namespace as Namespace, tree);
  return loader;
}
