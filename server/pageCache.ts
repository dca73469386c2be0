/**
 * The page cache: rendered responses with their compressed copies in an LRU cache bounded by bytes; a miss renders
 * once however many requests wait, a few renders run at a time, and a miss past the queue is shed (decision 002).
 */
import { LRUCache } from 'lru-cache';
import type { Lang } from '../shared/i18n/locales.js';
import { coded, compress, ownMemory, type Coded } from './compress.js';

/** What a producer returns: the response before it is compressed. */
export type Produced = Pick<Coded, 'status' | 'contentType' | 'cacheControl' | 'contentLanguage'> & { body: string };

/** The raw query string of a request target, without "?" ("" when it has none). */
export const queryOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? '' : url.slice(q + 1);
};

/**
 * The one key format of the page caches. A response that names something is kept under its canonical URL, the path
 * and the canonical query (`keyQuery`, `searchQuery`), which is the request target of its canonical spelling: a
 * request for it is a hit as it comes. Every 404 of one kind shares one entry, keyed by `notFoundKey`.
 */
export const urlKey = (path: string, query: string): string => (query === '' ? path : `${path}?${query}`);

/** The key of the 404 a path pattern answers in a language: "404 en *", "404 ar /insights/:slug", "404 en /api/search". */
export const notFoundKey = (lang: Lang, pattern: string): string => `404 ${lang} ${pattern}`;

/** Thrown by `get` when too many renders are queued: the handler answers 503 with Retry-After. */
export class RenderQueueFull extends Error {
  override name = 'RenderQueueFull';
}

export interface PageCache {
  /**
   * The cached response for `key`, or the one `produce` makes. A producer that throws costs one
   * render: its error is kept under the key and thrown again until the entry is evicted.
   * @throws RenderQueueFull when the miss cannot be queued
   */
  get(key: string, produce: () => Promise<Produced>): Promise<Coded>;
  /** The response held for `key`, counted as a use; undefined when none is (a render pending or failed included). */
  cached(key: string): Coded | undefined;
  /** Empties the cache (when the footer's year changes, every page changes). */
  clear(): void;
  /** Entries and bytes held (every coding counted), renders made and misses shed since start. */
  stats(): { entries: number; bytes: number; maxBytes: number; renders: number; shed: number };
}

type Entry = Coded | { failure: Error };

/**
 * Creates a page cache of at most `maxBytes`, rendering `concurrency` pages at once with at most
 * `maxQueued` misses waiting. A kept failure counts 1 KB against the bound.
 * @param options.headers what every response carries besides its own (the security headers), flat: in each entry's
 * head, made once (decision 036)
 */
export function createPageCache(options: {
  maxBytes: number;
  headers: readonly string[];
  concurrency?: number;
  maxQueued?: number;
}): PageCache {
  const { maxBytes, headers, concurrency = 2, maxQueued = 64 } = options;
  const waiting: (() => void)[] = [];
  let running = 0;
  let renders = 0;
  let shed = 0;
  const lru = new LRUCache<string, Entry, () => Promise<Produced>>({
    maxSize: maxBytes,
    // A render under way when the cache is cleared finishes and answers its requests.
    ignoreFetchAbort: true,
    sizeCalculation: (entry) =>
      'failure' in entry ? 1024 : entry.identity.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0),
    async fetchMethod(_key, _stale, { context: produce }) {
      if (running < concurrency) running++;
      else if (waiting.length < maxQueued) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new RenderQueueFull(`too many renders queued (${++shed} shed since start)`);
      try {
        renders++;
        const { body, ...produced } = await produce();
        const identity = ownMemory(Buffer.from(body, 'utf8'));
        const [gzip, br] = await compress(identity);
        return coded({ ...produced, identity, gzip, br }, headers);
      } catch (error) {
        return { failure: error instanceof Error ? error : new Error(String(error)) };
      } finally {
        // Hand the slot to the next waiting miss, or free it.
        const next = waiting.shift();
        if (next === undefined) running--;
        else next();
      }
    },
  });

  return {
    async get(key, produce) {
      const entry = (await lru.fetch(key, { context: produce }))!;
      if ('failure' in entry) throw entry.failure;
      return entry;
    },
    cached(key) {
      const entry = lru.get(key);
      return entry === undefined || 'failure' in entry ? undefined : entry;
    },
    clear: () => lru.clear(),
    stats: () => ({ entries: lru.size, bytes: lru.calculatedSize, maxBytes, renders, shed }),
  };
}
