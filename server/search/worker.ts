/**
 * The search worker thread: opens the index named in workerData and answers one search message
 * at a time, so a slow query never holds the server's event loop. Bundled as its own entry,
 * dist/server/search-worker.js (builder/bundles.mjs). Messages are
 * `{ id, params }` in and `{ id, result }` or `{ id, error }` out; query text is never logged.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { SearchEngine, type SearchParams } from './engine.js';
import { openIndex } from './open.js';
import { queryFailure } from './busy.js';

/** A search request from the main thread. */
export interface WorkerRequest {
  id: number;
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
const engine = new SearchEngine(openIndex((workerData as { file: string }).file));
port.on('message', ({ id, params }: WorkerRequest) => {
  try {
    port.postMessage({ id, result: engine.search(params) });
  } catch (error) {
    port.postMessage({ id, error: queryFailure(error).message });
  }
});
