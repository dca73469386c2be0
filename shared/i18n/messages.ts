/**
 * The interface's words in the page's language. Each namespace of a language's catalogue is a
 * JSON file the build writes (builder/messages.ts); the document carries the first page's, a
 * navigation loads the next page's with its chunk, and each is kept once loaded, so a render of
 * loaded words never suspends (docs/decisions/021-no-suspension-when-loaded.md).
 */
import { use } from 'react';
import { markOutcome, type SettledPromise } from '../promiseOutcome.js';
import type { Messages } from '../content/generated/messages.js';
import { messagesOf, type ParsedTree } from './format.js';
import { useLang } from './lang.js';
import { locales, type Lang } from './locales.js';

/** A namespace of the catalogue: the chrome's (`common`) or a page group's. */
export type Namespace = keyof Messages;

/** The JSON file of a namespace in a language, relative to the build's messages folder: "ar/common.json". */
export const messagesFile = (lang: Lang, namespace: Namespace): string =>
  `${lang === 'en' ? 'en' : locales[lang].folder}/${namespace}.json`;

/** Reads a namespace's parsed tree: the browser fetches it, the server reads its file. */
type Source = (lang: Lang, namespace: Namespace) => Promise<ParsedTree>;

let source: Source = () => Promise.reject(new Error('messages: no source set'));
/** Parsed trees by "<lang>/<namespace>", as the document carries them. */
const trees = new Map<string, ParsedTree>();
/** The messages as functions, by "<lang>/<namespace>": one promise each, kept. */
const loaded = new Map<string, SettledPromise<unknown>>();

/** Sets where namespaces not yet held are read from (the client's fetch, the server's files). */
export function setMessagesSource(read: Source): void {
  source = read;
}

/** Holds a namespace's parsed tree, as read from the document or a file: it then loads at once. */
export function holdMessages(lang: Lang, namespace: Namespace, tree: ParsedTree): void {
  const id = `${lang}/${namespace}`;
  trees.set(id, tree);
  loaded.set(id, markOutcome(Promise.resolve(messagesOf(tree, lang))));
}

/** The parsed trees held of `namespaces` in `lang`, by namespace, for the document to carry. */
export function heldTrees(lang: Lang, namespaces: readonly Namespace[]): Partial<Record<Namespace, ParsedTree>> {
  return Object.fromEntries(namespaces.map((ns) => [ns, trees.get(`${lang}/${ns}`)]));
}

/**
 * Loads a namespace's messages in a language, once; the promise is marked with its outcome, so
 * a render of loaded messages reads them at once. A failed load is forgotten, so that the next
 * navigation tries again.
 */
export function loadMessages<N extends Namespace>(lang: Lang, namespace: N): SettledPromise<Messages[N]> {
  const id = `${lang}/${namespace}`;
  let promise = loaded.get(id);
  if (promise === undefined) {
    promise = markOutcome(
      source(lang, namespace).then((tree) => {
        trees.set(id, tree);
        return messagesOf(tree, lang);
      }),
    );
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return promise as SettledPromise<Messages[N]>;
}

/**
 * The messages of `namespace` in the page's language (`useLang`): an object shaped as the
 * catalogue is, each message a function taking its ICU arguments and returning text. Suspends
 * until the namespace has loaded, the first time only.
 */
export function useMessages<N extends Namespace>(namespace: N): Messages[N] {
  return use(loadMessages(useLang(), namespace) as Promise<Messages[N]>);
}
