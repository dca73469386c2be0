/**
 * The worker thread of builder/searchIndex.ts's thread sink: writes the search indexes from the
 * documents it is sent, one index at a time. Messages, in order: { open: { lang, englishFile, dropped } },
 * { docs } (answered { ack: true }), { finish: true } (answered { figures }), { close: true }.
 * Any error is answered { error } and the index's temporary file is removed.
 */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { openWriter } = await tsImport('./searchIndex.ts', import.meta.url);

let writer;
let failed = false;
parentPort.on('message', (message) => {
  if (message.close) {
    writer?.abort();
    parentPort.close();
    return;
  }
  if (failed) return;
  try {
    if (message.open) writer = openWriter(message.open.lang, message.open.englishFile, message.open.dropped);
    else if (message.docs) {
      for (const doc of message.docs) writer.add(doc);
      parentPort.postMessage({ ack: true });
    } else if (message.finish) {
      const figures = writer.finish();
      writer = undefined;
      parentPort.postMessage({ figures });
    }
  } catch (error) {
    failed = true;
    writer?.abort();
    writer = undefined;
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
