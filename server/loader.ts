/** The server's loader: every language's words read once at start-up, so that no render waits on them. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messagesFolder, type Messages } from '../shared/content/generated/messages.js';
import { messagesFile, type Namespace } from '../shared/i18n/messages.js';
import type { ParsedTree } from '../shared/i18n/format.js';
import { langs, type Lang } from '../shared/i18n/locales.js';
import { createLoader, isFulfilled, type Loader } from '../shared/loader.js';
import { encodeKey } from '../shared/pageKey.js';
import { pageChunk } from '../shared/routes.js';

/** A namespace's messages in a language, for what the server writes outside React (feeds, OpenSearch, the head). */
export type ServerMessages = <N extends Namespace>(lang: Lang, namespace: N) => Messages[N];

/**
 * The loader over `publicDir` (dist/public), holding every namespace of every language from its messages folder. Page
 * data is the page handler's to read per request (the page cache bounds it): a render reads the data it was given.
 * @throws Error when English's chrome (`common`) is missing: the build did not finish
 */
export function serverLoader(publicDir: string): Loader {
  const folder = join(publicDir, messagesFolder);
  const read = (lang: Lang, namespace: Namespace) =>
    JSON.parse(readFileSync(join(folder, messagesFile(lang, namespace)), 'utf8')) as ParsedTree;
  const loader = createLoader({
    pages: pageChunk,
    pageData: (key) =>
      Promise.reject(new Error(`page data ${encodeKey(key)}: a server render reads the data it was given`)),
    messages: (lang, namespace) => Promise.resolve().then(() => read(lang, namespace)),
  });
  for (const lang of langs) {
    let names: string[];
    try {
      names = readdirSync(join(folder, messagesFile(lang, 'common'), '..'));
    } catch {
      if (lang === 'en')
        throw new Error(`messages: ${join(folder, messagesFile(lang, 'common'))} is missing; run npm run build`);
      continue;
    }
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const namespace = name.slice(0, -'.json'.length) as Namespace;
      loader.hold(lang, namespace, read(lang, namespace));
    }
  }
  return loader;
}

/**
 * The held messages of a loader, read at once.
 * @throws Error when a namespace is not held (the build made none)
 */
export const heldMessages =
  (loader: Loader): ServerMessages =>
  (lang, namespace) => {
    const messages = loader.messages(lang, namespace);
    if (!isFulfilled(messages)) throw new Error(`messages: ${lang}/${namespace} is not loaded`);
    return messages.value;
  };
