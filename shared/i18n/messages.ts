/** The interface's words by namespace, one JSON file each, kept once loaded so that a render never suspends (decision 021). */
import { use } from 'react';
import { markOutcome, type SettledPromise } from '../promiseOutcome.js';
import type { Messages } from '../content/generated/messages.js';
import { messagesOf, type ParsedTree } from './format.js';
import { useLang } from './lang.js';
import { catalogueName, type Lang } from './locales.js';

/** A namespace of the catalogue: the chrome's (`common`) or a page group's. */
export type Namespace = keyof Messages;

/** A namespace's file in the build's messages folder: "ar/common.json". */
export const messagesFile = (lang: Lang, namespace: Namespace): string => `${catalogueName(lang)}/${namespace}.json`;

/** Reads a namespace's parsed tree: the browser fetches it, the server reads its file. */
type Source = (lang: Lang, namespace: Namespace) => Promise<ParsedTree>;

let source: Source = () => Promise.reject(new Error('messages: no source set'));
const trees = new Map<string, ParsedTree>();
const loaded = new Map<string, SettledPromise<unknown>>();

/** Sets where namespaces not yet held are read from (the client's fetch, the server's files). */
export function setMessagesSource(read: Source): void {
  source = read;
}

/** Holds a namespace's parsed tree, as read from the document or a file: it then loads at once. */
export function holdMessages(lang: Lang, namespace: Namespace, tree: ParsedTree): void {
  const id = `${lang}/${namespace}`;
  trees.set(id, tree);
  const value = messagesOf(tree, lang);
  // Marked fulfilled at once: a render right after reads the words without suspending.
  loaded.set(id, Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value }));
}

/** The parsed trees held of `namespaces` in `lang`, by namespace, for the document to carry. */
export function heldTrees(lang: Lang, namespaces: readonly Namespace[]): Partial<Record<Namespace, ParsedTree>> {
  return Object.fromEntries(namespaces.map((ns) => [ns, trees.get(`${lang}/${ns}`)]));
}

/** Loads a namespace's messages once, the promise marked with its outcome; a failure is forgotten. */
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

/** The messages of `namespace` in the page's language, each a function of its ICU arguments; suspends until loaded. */
export function useMessages<N extends Namespace>(namespace: N): Messages[N] {
  return use(loadMessages(useLang(), namespace) as Promise<Messages[N]>);
}
