/** The main thread's side of the search worker: a bounded queue, past which a query is shed with SearchBusy. */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SearchResults } from '../../shared/search.js';
import { SearchBusy } from './busy.js';
import type { SearchParams } from './engine.js';
import type { WorkerRequest } from './worker.js';
import type { Lang } from '../../shared/i18n/locales.js';

type Reply = { id: number; result: SearchResults } | { id: number; error: string };

/** The worker's entry: dist/server/search-worker.js beside this bundle, or worker.ts through tsx from source. */
function workerEntry(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { url: new URL('./search-worker.js', here), execArgv: [] };
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  return { url: new URL('./worker.ts', here), execArgv: ['--import', tsx] };
}

/** Queries sent to one worker thread, answered in order. */
export class SearchWorker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (r: SearchResults) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private closed = false;

  /**
   * Starts the worker on each language's index (already checked by openIndex).
   * @param files each language's index file
   * @param maxQueued queries that may wait for the worker (the one it runs included), whatever their language
   */
  constructor(
    private readonly files: Record<Lang, string>,
    private readonly maxQueued: number,
  ) {
    this.worker = this.start();
  }

  private start(): Worker {
    const { url, execArgv } = workerEntry();
    const worker = new Worker(url, { workerData: { files: this.files }, execArgv });
    worker.unref(); // held only while a query waits (see run): an idle worker never keeps the process alive
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (waiting === undefined) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.result);
    });
    // A worker that dies fails what it held; the next query starts a new one.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error: Error) => fail(error));
    worker.on('exit', (code) => fail(new Error(`search worker exited (code ${code})`)));
    return worker;
  }

  /**
   * Runs one search on the worker, in the index of `lang`.
   * @throws SearchBusy when maxQueued queries are already waiting; Error when closed or the worker fails
   */
  run(lang: Lang, params: SearchParams): Promise<SearchResults> {
    if (this.closed) return Promise.reject(new Error('search is closed'));
    if (this.pending.size >= this.maxQueued) return Promise.reject(new SearchBusy());
    this.worker ??= this.start();
    this.worker.ref();
    const id = this.nextId++;
    const request: WorkerRequest = { id, lang, params };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker?.postMessage(request);
    });
  }

  /** Stops the worker; queries still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    if (worker !== undefined) await worker.terminate();
    for (const waiting of this.pending.values()) waiting.reject(new Error('search is closed'));
    this.pending.clear();
  }
}
