/**
 * The one loader: what a page needs for a view (its component, page data, words and head words), each loaded once and
 * kept, a failure forgotten so that the next ask loads again. The server's render, prefetch, rendering ahead and
 * navigation all read through it; the server's source reads files, the browser's fetches. A kept load is marked with
 * its outcome, so that `use` reads a loaded one without suspending (decision 021).
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { Messages } from './content/generated/messages.js';
import type { ParsedTree } from './i18n/format.js';
import { messagesOf } from './i18n/format.js';
import type { Lang } from './i18n/locales.js';
import { headWordsOf, type HeadWords } from './head.js';
import { encodeKey, type PageKey } from './pageKey.js';
import type { PageChunk, PageModule } from './route.js';
import type { View } from './match.js';

/** A namespace of the catalogue (as shared/i18n/messages.ts names it). */
type Namespace = keyof Messages;

/** A promise with the outcome fields React's `use` reads to go on without suspending. */
export type Loaded<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks `promise` with its outcome as it settles, and returns it (its rejection then counts as handled). */
export function markOutcome<T>(promise: Promise<T>): Loaded<T> {
  const marked = promise as Loaded<T>;
  if (marked.status !== undefined) return marked;
  marked.status = 'pending';
  // The handlers return nothing: returning `marked`, a thenable, would chain its rejection into a promise no one handles.
  promise.then(
    (value) => void Object.assign(marked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(marked, { status: 'rejected', reason }),
  );
  return marked;
}

/** Whether `promise` is marked fulfilled, so `use` reads it without suspending. */
export const isFulfilled = <T>(promise: Loaded<T> | undefined): promise is Loaded<T> & { value: T } =>
  promise?.status === 'fulfilled';

/** Where a loader reads from: the server's files or the browser's fetch. */
export interface LoaderSource {
  /** A page component's chunk and namespaces (shared/routes.ts `pageChunk`). */
  pages: (module: PageModule) => PageChunk;
  /** A key's page data (an article's with its body). */
  pageData(key: PageKey): Promise<unknown>;
  /** A namespace's parsed messages in a language. */
  messages(lang: Lang, namespace: Namespace): Promise<ParsedTree>;
  /** Wraps a load that a render reads (the browser reloads the page once when it fails); none: as it is. */
  forRender?: <T>(load: Promise<T>) => Promise<T>;
}

/** What a page needs for a view, each loaded once. */
export interface Loader {
  /** A page module's component, with its namespaces' words in `lang`. */
  page(module: PageModule, lang: Lang): Loaded<ComponentType>;
  /** A key's page data. */
  pageData(key: PageKey): Loaded<unknown>;
  /** A namespace's messages in a language, each a function of its ICU arguments. */
  messages<N extends Namespace>(lang: Lang, namespace: N): Loaded<Messages[N]>;
  /** A language's words for head tags. */
  headWords(lang: Lang): Loaded<HeadWords>;
  /** Starts loading all a view needs; resolves to whether it all loaded (false at once for an unknown path). */
  view(view: View): Promise<boolean>;
  /** A load as a render reads it with `use`: the same promise for the same load, wrapped by the source's forRender. */
  forRender<T>(load: Loaded<T>): Loaded<T>;
  /** Holds a namespace's parsed tree, read from the document or a file: it then loads at once. */
  hold(lang: Lang, namespace: Namespace, tree: ParsedTree): void;
  /** The parsed trees held of `namespaces` in `lang`, by namespace, for the document to carry. */
  trees(lang: Lang, namespaces: readonly Namespace[]): Partial<Record<Namespace, ParsedTree>>;
}

/** Creates a loader over `source`. */
export function createLoader(source: LoaderSource): Loader {
  // One map for every kind of load: each id starts with its kind, so that no two kinds share one ("ar/home" is both
  // Arabic's `home` words and the Arabic home page's data).
  const kept = new Map<string, Loaded<unknown>>();
  const trees = new Map<string, ParsedTree>();
  const rendered = new WeakMap<Promise<unknown>, Loaded<unknown>>();
  /** The load kept under `id`, or a new one; a failure is forgotten. */
  const once = <T>(id: string, load: () => Promise<T>): Loaded<T> => {
    let promise = kept.get(id) as Loaded<T> | undefined;
    if (promise === undefined) {
      promise = markOutcome(load());
      promise.catch(() => kept.delete(id));
      kept.set(id, promise);
    }
    return promise;
  };
  const messages = <N extends Namespace>(lang: Lang, namespace: N) =>
    once(`words ${lang}/${namespace}`, () =>
      source.messages(lang, namespace).then((tree) => {
        trees.set(`${lang}/${namespace}`, tree);
        return messagesOf(tree, lang) as Messages[N];
      }),
    );
  const page = (module: PageModule, lang: Lang) =>
    once(`page ${module} ${lang}`, () => {
      const { load, namespaces } = source.pages(module);
      return Promise.all([load(), ...namespaces.map((ns) => messages(lang, ns))]).then(([chunk]) => chunk.default);
    });
  const pageData = (key: PageKey) => once(`data ${encodeKey(key)}`, () => source.pageData(key));
  const headWords = (lang: Lang) =>
    once(`head ${lang}`, () =>
      Promise.all([messages(lang, 'meta'), messages(lang, 'services'), messages(lang, 'common')]).then(
        ([meta, services, common]) => headWordsOf(lang, { meta, services, common }),
      ),
    );
  return {
    page,
    pageData,
    messages,
    headWords,
    view({ route, key, lang }) {
      if (route.kind === 'not-found') return Promise.resolve(false);
      // The head tags of any navigation need the language's head words.
      headWords(lang).catch(() => undefined);
      const data = key === null ? Promise.resolve(route.pageData === undefined) : pageData(key).then(() => true);
      return Promise.all([page(route.module, lang), data]).then(
        ([, found]) => found,
        () => false,
      );
    },
    forRender<T>(load: Loaded<T>): Loaded<T> {
      if (source.forRender === undefined || isFulfilled(load)) return load;
      let wrapped = rendered.get(load) as Loaded<T> | undefined;
      if (wrapped === undefined) rendered.set(load, (wrapped = markOutcome(source.forRender(load))));
      return wrapped;
    },
    hold(lang, namespace, tree) {
      trees.set(`${lang}/${namespace}`, tree);
      const value = messagesOf(tree, lang);
      // Marked fulfilled at once: a render right after reads the words without suspending.
      kept.set(
        `words ${lang}/${namespace}`,
        Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value }),
      );
    },
    trees: (lang, namespaces) => Object.fromEntries(namespaces.map((ns) => [ns, trees.get(`${lang}/${ns}`)])),
  };
}

export const LoaderContext = createContext<Loader | null>(null);

/** The loader provided at the root. Throws outside one. */
export function useLoader(): Loader {
  const loader = useContext(LoaderContext);
  if (loader === null) throw new Error('useLoader needs a LoaderContext above it');
  return loader;
}
