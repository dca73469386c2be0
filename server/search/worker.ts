/**
 * The search worker thread, so a slow query never holds the event loop: `{ id, lang, params }` in, `{ id, result }` or
 * `{ id, error }` out, one at a time.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { SearchEngine, type SearchParams } from './engine.js';
import { openIndex } from './open.js';
import { queryFailure } from './busy.js';
import type { Lang } from '../../shared/i18n/locales.js';

/** A search request from the main thread: the index of `lang` answers it. */
export interface WorkerRequest {
  id: number;
  lang: Lang;
  params: SearchParams;
}

if (parentPort === null) throw new Error('search worker: not started as a worker thread');
// Nice 10 for this thread alone (Linux keeps nice per thread), so on a busy machine the event loop runs first.
try {
  setPriority(10);
} catch {
  // a platform without per-thread priorities: queries compete with the event loop as equals
}
const port = parentPort;
const files = (workerData as { files: Record<Lang, string> }).files;
const engines = new Map(Object.entries(files).map(([lang, file]) => [lang, new SearchEngine(openIndex(file))]));
port.on('message', ({ id, lang, params }: WorkerRequest) => {
  try {
    const engine = engines.get(lang);
    if (engine === undefined) throw new Error(`no search index for ${lang}`);
    port.postMessage({ id, result: engine.search(params) });
  } catch (error) {
    port.postMessage({ id, error: queryFailure(error).message });
  }
});
