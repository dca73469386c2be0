/**
 * Searching on the calling thread, within a CPU budget: at most `maxMs` of query time in any
 * `windowMs` window; past it, queries are shed with SearchBusy until the window ends. The
 * alternative to the worker thread (server/search/workerClient.ts), measured against it in
 * bench/search.mjs (docs/decisions/016-search-engine.md); kept for tests and one-off scripts.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { SearchResults } from '../../shared/search.js';
import { SearchBusy, queryFailure } from './busy.js';
import { SearchEngine, type SearchParams } from './engine.js';

/** A CPU budget: `maxMs` of searching per `windowMs`. */
export interface Budget {
  windowMs: number;
  maxMs: number;
}

/** Queries run synchronously on this thread, shed once the window's budget is spent. */
export class InlineSearch {
  private readonly engine: SearchEngine;
  private windowStart = 0;
  private spent = 0;

  /** @param db an open index (openIndex); closed by close() */
  constructor(
    private readonly db: DatabaseSync,
    private readonly budget: Budget,
  ) {
    this.engine = new SearchEngine(db);
  }

  /**
   * Runs one search now.
   * @throws SearchBusy when this window's budget is spent; Error when closed
   */
  run(params: SearchParams): Promise<SearchResults> {
    if (!this.db.isOpen) return Promise.reject(new Error('search is closed'));
    const now = performance.now();
    if (now - this.windowStart >= this.budget.windowMs) {
      this.windowStart = now;
      this.spent = 0;
    }
    if (this.spent >= this.budget.maxMs) return Promise.reject(new SearchBusy('search is busy: CPU budget spent'));
    try {
      return Promise.resolve(this.engine.search(params));
    } catch (error) {
      return Promise.reject(queryFailure(error));
    } finally {
      this.spent += performance.now() - now;
    }
  }

  /** Closes the index. */
  close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
    return Promise.resolve();
  }
}
