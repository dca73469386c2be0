/**
 * The page cache: every response the page handler renders or generates (pages, their category
 * variants, the 404 page of each kind, robots.txt, the sitemap, the feed), kept with its
 * compressed copies in an LRU cache bounded by bytes (lru-cache). Keys are canonical URLs,
 * which the handler builds only from the route table, so the cache never holds more entries
 * than the site has documents. A miss renders once however many requests wait for it; renders
 * run a few at a time, and a miss that would queue behind too many is shed (RenderQueueFull).
 */
import { LRUCache } from 'lru-cache';
import { brotli, etagOf, gzip, type Coded } from './compress.js';

/** A cached response: its status and headers, its body in each content coding, and their ETags. */
export interface CachedPage extends Coded {
  readonly status: 200 | 404;
  readonly gzip: Buffer;
  readonly br: Buffer;
}

/** What a producer returns: the page before it is compressed. */
export interface Produced {
  status: 200 | 404;
  contentType: string;
  cacheControl: string;
  body: string;
}

/** Thrown by `get` when too many renders are queued: the handler answers 503 with Retry-After. */
export class RenderQueueFull extends Error {
  override name = 'RenderQueueFull';
}

/** Counters for tests, metrics and benchmarks. */
export interface PageCacheStats {
  entries: number;
  /** Bytes held: every coding of every entry. */
  bytes: number;
  maxBytes: number;
  /** Renders (and generated files) made since start. */
  renders: number;
  /** Misses shed with RenderQueueFull since start. */
  shed: number;
}

export interface PageCacheOptions {
  /** Upper bound on the bytes held, all codings counted. */
  maxBytes: number;
  /** Renders allowed at once (each awaits its data and compression off the event loop). */
  concurrency?: number;
  /** Misses allowed to wait for a render slot; one more is shed. */
  maxQueued?: number;
}

export interface PageCache {
  /**
   * The cached response for `key`, or the one `produce` makes (once, whatever the number of
   * requests waiting for it). A producer that throws costs one render: its error is kept under
   * the key and thrown again, until the entry is evicted.
   * @throws RenderQueueFull when the miss cannot be queued
   */
  get(key: string, produce: () => Promise<Produced>): Promise<CachedPage>;
  /** Empties the cache (when the footer's year changes, every page changes). */
  clear(): void;
  stats(): PageCacheStats;
}

/** Bytes charged for a kept failure, so failures count against the bound too. */
const FAILURE_SIZE = 1024;

type Entry = CachedPage | { failure: Error };

/**
 * Creates a page cache.
 * @param options maxBytes (required); concurrency (default 2) and maxQueued (default 64)
 */
export function createPageCache({ maxBytes, concurrency = 2, maxQueued = 64 }: PageCacheOptions): PageCache {
  const lru = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) =>
      'failure' in entry ? FAILURE_SIZE : entry.identity.length + entry.gzip.length + entry.br.length,
  });
  const pending = new Map<string, Promise<CachedPage>>();
  const waiting: (() => void)[] = [];
  let running = 0;
  let renders = 0;
  let shed = 0;

  const slot = async (): Promise<void> => {
    if (running < concurrency) {
      running++;
      return;
    }
    if (waiting.length >= maxQueued) {
      shed++;
      throw new RenderQueueFull('too many renders queued');
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next === undefined) running--;
    else next();
  };

  const make = async (key: string, produce: () => Promise<Produced>): Promise<CachedPage> => {
    await slot();
    try {
      let produced: Produced;
      try {
        produced = await produce();
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        lru.set(key, { failure });
        throw failure;
      } finally {
        renders++;
      }
      const identity = Buffer.from(produced.body, 'utf8');
      const [gzipped, br] = await Promise.all([gzip(identity), brotli(identity)]);
      const page: CachedPage = {
        status: produced.status,
        contentType: produced.contentType,
        cacheControl: produced.cacheControl,
        identity,
        gzip: gzipped,
        br,
        etag: etagOf(identity),
      };
      lru.set(key, page);
      return page;
    } finally {
      release();
    }
  };

  return {
    get(key, produce) {
      const entry = lru.get(key);
      if (entry !== undefined) {
        return 'failure' in entry ? Promise.reject(entry.failure) : Promise.resolve(entry);
      }
      let promise = pending.get(key);
      if (promise === undefined) {
        promise = make(key, produce).finally(() => pending.delete(key));
        pending.set(key, promise);
      }
      return promise;
    },
    clear: () => lru.clear(),
    stats: () => ({ entries: lru.size, bytes: lru.calculatedSize, maxBytes, renders, shed }),
  };
}
