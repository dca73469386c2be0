/**
 * The interface's words in the page's language: one compiled module per language and namespace
 * (builder/messages.ts writes them from shared/content/messages/<folder>.json), each its own
 * chunk, loaded on demand and kept. A namespace once loaded renders without suspending
 * (docs/decisions/021-no-suspension-when-loaded.md).
 */
import { use } from 'react';
import { loadOnce, type SettledPromise } from '../promiseOutcome.js';
import type { Messages } from '../content/generated/messages/types.js';
import { importers } from '../content/generated/messages/importers.js';
import { useLang } from './lang.js';
import type { Lang } from './locales.js';

/** A namespace of the catalogue: the chrome's (`common`) or a page group's. */
export type Namespace = keyof Messages;

/** The folder of a language's compiled messages ("en", "ar", "zh-hans"). */
const folderOf = (lang: Lang): string => (lang === 'zh-Hans' ? 'zh-hans' : lang);

/** One loader per language and namespace, each kept once loaded. */
const loaders = new Map<string, () => SettledPromise<unknown>>();

/**
 * Loads a namespace's compiled messages in a language, once; the promise is marked with its
 * outcome, so a render of loaded messages reads them at once.
 * @returns the namespace's messages; rejects when the language has no catalogue (none was built)
 */
export function loadMessages<N extends Namespace>(lang: Lang, namespace: N): SettledPromise<Messages[N]> {
  const id = `${folderOf(lang)}/${String(namespace)}`;
  let load = loaders.get(id);
  if (load === undefined) {
    const importer = importers[id];
    load = loadOnce(() =>
      importer === undefined
        ? Promise.reject(new Error(`no messages ${id}: its catalogue was not built`))
        : importer().then((module) => module.default),
    );
    loaders.set(id, load);
  }
  return load() as SettledPromise<Messages[N]>;
}

/**
 * The compiled messages of `namespace` in the page's language (`useLang`): an object of
 * functions shaped as the catalogue is, each taking the message's ICU arguments and returning
 * text. Suspends until the namespace has loaded, the first time only.
 */
export function useMessages<N extends Namespace>(namespace: N): Messages[N] {
  return use(loadMessages(useLang(), namespace) as Promise<Messages[N]>);
}
