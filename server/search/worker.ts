/**
 * The search worker thread: opens the index of each language named in workerData and answers
 * one search message at a time, so a slow query never holds the server's event loop. Bundled as
 * its own entry, dist/server/search-worker.js (builder/bundles.mjs). Messages are
 * `{ id, lang, params }` in and `{ id, result }` or `{ id, error }` out; query text is never logged.
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
// Nice 10 for this thread alone (Linux keeps a nice value per thread: setpriority(2), BUGS), so
// on a busy machine the event loop that serves every other request runs first.
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
