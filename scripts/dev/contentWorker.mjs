/**
 * The development loop's content compiler, on a worker thread of its own (scripts/dev.mjs starts
 * it): the Markdown libraries stay loaded between saves, so a Markdown edit costs the one file's
 * compile (the artefact cache keeps every other file's), and the dev process's event loop, which
 * serves the browser, never waits for it. Node cannot unload a module: when a file the compiler
 * imported changes (builder/, a content module such as shared/content/site.ts), scripts/dev.mjs
 * starts a new worker, which imports them afresh.
 *
 * Messages in: { id, type: 'compile' } checks and compiles the content and writes the page data
 * and generated modules (only files whose text changed), the Open Graph images too on the first
 * good compile, since page data names them; { id, type: 'index' } writes the search index of the
 * last good compile; { id, type: 'og' } writes its Open Graph images again when the article
 * entries (which hold every field of a card) changed since, then the page data that names them,
 * and answers their URLs. Out: { type: 'ready', files } once loaded, with the project files it
 * imported; { id, result } or { id, error } per message.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

/** @type {{ root: string, publicDir: string, generatedDir: string, folder: string, searchIndex: string }} */
const { root, publicDir, generatedDir, folder, searchIndex } = workerData;

/** Project files (relative to the root) the compiler imported: a change to one needs a new worker. */
const imported = new Set();
const load = (specifier) =>
  tsImport(specifier, {
    parentURL: import.meta.url,
    onImport(url) {
      if (!url.startsWith('file:') || url.includes('/node_modules/')) return;
      imported.add(
        relative(root, fileURLToPath(url.split('?')[0]))
          .split('\\')
          .join('/'),
      );
    },
  });

const [
  { compileContent, ContentError },
  { emitContent },
  { emitOgImages },
  { artefactCache },
  { buildSearchIndex },
  { emitMessages },
] = await Promise.all([
  load('../../builder/content.ts'),
  load('../../builder/emit.ts'),
  load('../../builder/emitOgImages.ts'),
  load('../../builder/artefactCache.ts'),
  load('../../builder/searchIndex.ts'),
  load('../../builder/messages.ts'),
]);
const cache = artefactCache(root);

/** The last collection that passed the checks: what the search index and the images are made from. */
let latest;
/** The Open Graph images' URLs as last written: what page data names. */
let images;
/** Whether the Open Graph images are out of date: an entry changed since they were written. */
let ogDue = false;

/**
 * Checks, compiles and writes the content and the message catalogues.
 * @returns {Promise<{ problems: object[] } | { keys: string[], modules: string[], articles: number, translations: object[] }>}
 */
async function compile() {
  let content;
  try {
    content = await compileContent(root, { drafts: true, cache });
  } catch (error) {
    if (error instanceof ContentError) return { problems: error.problems };
    throw error;
  }
  let messages;
  try {
    // The catalogues' files, in a folder kept for the session as the page data's is.
    messages = emitMessages(root, publicDir, generatedDir, {
      folder: folder.replace('/assets/data/', '/assets/messages/'),
    });
  } catch (error) {
    // Each tsImport has its own module instances: the messages module's ContentError is another class.
    if (error instanceof Error && error.name === 'ContentError') return { problems: error.problems };
    throw error;
  }
  latest = content;
  // Article page data names each one's image: the first compile makes them, later ones name the
  // last made until og() makes them again, after the pages have reloaded.
  const first = images === undefined;
  images ??= await emitOgImages(content, publicDir, { cache });
  const emitted = emitContent(content, images, publicDir, generatedDir, { folder });
  const { keys } = emitted;
  // The server reads the words at start: changed words restart it, as changed modules do.
  const modules = messages.changed ? [...emitted.modules, 'messages.ts'] : emitted.modules;
  // An image's card is made of fields the article entries hold: unchanged entries, unchanged images.
  if (!first && modules.includes('articles.ts')) ogDue = true;
  return { keys, modules, articles: content.articles.length, translations: content.translations.status };
}

const handlers = {
  compile,
  async index() {
    if (latest === undefined) return { documents: 0 };
    const { documents } = await buildSearchIndex(latest, searchIndex, { cache });
    return { documents };
  },
  async og() {
    if (latest === undefined) return undefined;
    if (ogDue) {
      ogDue = false;
      images = await emitOgImages(latest, publicDir, { cache });
      // Only the files naming a new image change: no reload for a meta tag, the next render shows it.
      emitContent(latest, images, publicDir, generatedDir, { folder });
    }
    return images;
  },
};

parentPort.on('message', async ({ id, type }) => {
  try {
    parentPort.postMessage({ id, result: await handlers[type]() });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
parentPort.postMessage({ type: 'ready', files: [...imported] });
