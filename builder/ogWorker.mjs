/**
 * A worker thread of builder/ogPool.ts: renders Open Graph cards (builder/ogImage.ts) it is sent
 * as { id, card } and answers { id, png } or { id, error }.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { renderOgImage } = await tsImport('./ogImage.ts', import.meta.url);

// resvg-js 2.6.2 does not tell V8 about the 3 MB pixmap behind each render (thx/resvg-js#216,
// fixed upstream by #393, not yet released), so nothing prompts V8 to collect it and a thousand
// cards hold gigabytes. A collection every few cards, and one turn of the event loop for the
// native finalizers it queues, frees it. A worker cannot be started with --expose-gc, hence the
// flag set here.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');
/** Cards between collections: each holds a 3 MB pixmap until collected. */
const COLLECT_EVERY = 4;
let rendered = 0;

parentPort.on('message', async ({ id, card }) => {
  let reply;
  try {
    reply = { id, png: await renderOgImage(card) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  rendered += 1;
  if (rendered % COLLECT_EVERY === 0) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
  }
  parentPort.postMessage(reply);
});
