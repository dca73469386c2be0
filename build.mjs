/**
 * Production build (esbuild):
 *  1. the client bundle: ESM with route-level code splitting and content-hashed names under
 *     dist/public/assets/, plus dist/manifest.json, which maps each source module the server
 *     may need (entry, pages, article bodies) to its chunk and that chunk's static imports, so
 *     the server can emit `modulepreload` for exactly what a route needs; the larger files get
 *     an explicit compile hint (builder/bundles.mjs addCompileHints);
 *  2. the server bundle (dist/server/index.js), one file with its npm dependencies bundled;
 *  3. static files from public/ copied as they are;
 *  4. a brotli and a gzip copy of every text asset, so nothing is compressed per request;
 *  5. a size report (raw, gzip, brotli) on stdout, and each phase's wall time.
 * Per-article work (compiled bodies, Open Graph images, compressed copies) is kept in
 * .cache/build/ by the hash of its inputs (builder/artefactCache.ts), and runs on every core.
 * Before all of these, the message catalogues (shared/content/messages/*.json) are checked and
 * parsed into one JSON file per language and namespace (builder/messages.ts), and the content
 * (shared/content/articles/*.md, shared/content/legal/*.md)
 * is checked and compiled (builder/content.ts) into page data files, Open Graph images and the
 * generated modules under shared/content/generated/ that the server imports (builder/emit.ts),
 * and into the search index, dist/search/index.sqlite, outside dist/public so it is never served
 * (builder/searchIndex.ts).
 * Usage: node build.mjs
 */
import * as esbuild from 'esbuild';
import { availableParallelism } from 'node:os';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as zlibGzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import { addCompileHints, clientOptions, serverOptions, writeManifest } from './builder/bundles.mjs';

// zlib's asynchronous calls run on libuv's thread pool: one thread per core compresses in parallel.
process.env.UV_THREADPOOL_SIZE ??= String(availableParallelism());
const brotli = promisify(brotliCompress);
const gzip = promisify(zlibGzip);

/** Wall time of each phase, printed at the end. */
const phases = [];
const buildStarted = performance.now();
/** Runs a phase and records its wall time. */
async function phase(name, run) {
  const started = performance.now();
  const result = await run();
  phases.push([name, performance.now() - started]);
  return result;
}

const dist = 'dist';
const publicDir = join(dist, 'public');
const assetsDir = join(publicDir, 'assets');
const compressible = /\.(js|css|svg|txt|xml|json|map)$/u;
/** Scripts and styles: few, fetched by every first load, worth Zopfli's build time. */
const zopfliWorthIt = /\.(js|css)$/u;
/**
 * Page data files are one per page, so their count grows with the articles: brotli quality 10
 * keeps a cold build within its time at a few percent of size (docs/decisions/010-build-at-scale.md).
 */
const brotliQuality = (file) => (file.startsWith(join(assetsDir, 'data')) ? 10 : 11);

await rm(dist, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });

// Content: every Markdown file checked and compiled (builder/content.ts); a mistake stops the
// build with the file, the field and a plain message, never a stack trace.
const { tsImport } = await import('tsx/esm/api');
const { compileContent, ContentError } = await tsImport('./builder/content.ts', import.meta.url);
const { emitContent } = await tsImport('./builder/emit.ts', import.meta.url);
const { emitOgImages } = await tsImport('./builder/emitOgImages.ts', import.meta.url);
const { artefactCache, keyOf } = await tsImport('./builder/artefactCache.ts', import.meta.url);
const { ogPool } = await tsImport('./builder/ogPool.ts', import.meta.url);
const { emitMessages } = await tsImport('./builder/messages.ts', import.meta.url);
const { buildSearchIndex } = await tsImport('./builder/searchIndex.ts', import.meta.url);
const { SEARCH_INDEX_FILE } = await tsImport('./searchIndex/schema.ts', import.meta.url);
// Per-article artefacts (compiled bodies, Open Graph images, compressed copies) are kept across
// builds by the hash of their inputs: a rebuild redoes only what changed.
const cache = artefactCache(process.cwd());
let content;
try {
  content = await phase('content', () => compileContent(process.cwd(), { cache }));
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`Content check failed:\n${error.message}`);
  process.exit(1);
}
// A translation the English has moved past never stops the build: one that still agrees is served
// and says so, one that no longer agrees is left out (its URL shows the English) until updated.
// A document not yet translated into a language is served in English there, and said nothing of.
for (const t of content.translations.status.filter((s) => s.state === 'stale' || s.state === 'needs-update'))
  console.warn(
    t.state === 'stale'
      ? `warning: stale translation, still served: ${t.file} (made from the English of ${t.from.date}, ${t.from.version}; the English is now ${t.now.date}, ${t.now.version})`
      : `warning: translation needs an update, the English is served instead: ${t.file} (${t.reasons[0]})`,
  );
// The Open Graph cards render on worker threads; the page data waits for them, since an
// article's names its own by its content hash. The search index is then written on a worker
// thread too: this thread only reads the documents for it, and goes on with the page data,
// bundles and compression meanwhile (the phases' times overlap). The cache prune waits for the
// index, whose extractions it keeps.
const pool = ogPool();
const og = await phase('Open Graph images', () => emitOgImages(content, publicDir, { cache, render: pool.render }));
await pool.close();
const searchIndex = phase('search index', () =>
  buildSearchIndex(content, join(dist, SEARCH_INDEX_FILE), { cache, thread: true }),
);
// Awaited below; a failure stops the build there with its message.
searchIndex.catch(() => undefined);
await phase('page data', () => emitContent(content, og, publicDir, 'shared/content/generated'));
// The interface's words, parsed into JSON files beside the page data; their folder goes into the
// generated folder the page data step has just renewed.
try {
  await phase('messages', () => emitMessages(process.cwd(), publicDir, 'shared/content/generated'));
} catch (error) {
  // Each tsImport has its own module instances: the messages module's ContentError is another class.
  if (!(error instanceof Error && error.name === 'ContentError')) throw error;
  console.error(`Message catalogue check failed:\n${error.message}`);
  process.exit(1);
}

/** Site-relative URL of an output file. */
const urlOf = (file) => `/${relative(publicDir, file).split('\\').join('/')}`;

await phase('bundles', async () => {
  const client = await esbuild.build(clientOptions(dist));
  await addCompileHints(client.metafile);
  await writeManifest(dist, client.metafile);
  await esbuild.build(serverOptions(dist));
});

await cp('public', publicDir, { recursive: true });

/** Every file under a folder, recursively. */
async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return files.flat();
}

/**
 * A text file's gzip and brotli copies, written beside it; its sizes for the report. Zopfli
 * writes ordinary gzip (RFC 1952) about 3% smaller than zlib's level 9, at a cost paid once
 * here: every client without brotli gets the smaller copy (one iteration: on the main bundle
 * 15 iterations saved 84 more bytes, 0.1%, for three times the time). Images and fonts are
 * already compressed: they are served as they are.
 */
async function precompress(file) {
  const raw = await readFile(file);
  if (!compressible.test(file)) return { file: urlOf(file), raw: raw.length, gzip: raw.length, brotli: raw.length };
  const zopfli = zopfliWorthIt.test(file);
  const quality = brotliQuality(file);
  const [gz, br] = await Promise.all([
    cache.get('gzip', keyOf(zopfli ? 'zopfli-1' : 'zlib-9', raw), async () =>
      zopfli ? Buffer.from(await zopfliGzip(raw, { numiterations: 1 })) : gzip(raw, { level: 9 }),
    ),
    cache.get('brotli', keyOf(`brotli-${quality}`, raw), () =>
      brotli(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    ),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  return { file: urlOf(file), raw: raw.length, gzip: gz.length, brotli: br.length };
}

const rows = await phase('compression', async () => {
  const files = (await walk(publicDir)).sort();
  const done = [];
  // A few files per thread in flight: enough to keep every thread busy, few enough to bound memory.
  const lanes = Array.from({ length: 2 * availableParallelism() }, async (_, lane) => {
    for (let i = lane; i < files.length; i += 2 * availableParallelism()) done[i] = await precompress(files[i]);
  });
  await Promise.all(lanes);
  return done;
});
const search = await searchIndex;
await cache.prune();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
// Page data and Open Graph images grow with the articles: one line per folder, not per file.
const grouped = /^\/assets\/(data\/[^/]+|og)\//u;
const lines = [...rows.filter((r) => !grouped.test(r.file))];
for (const folder of new Set(rows.map((r) => grouped.exec(r.file)?.[0]).filter(Boolean))) {
  const group = rows.filter((r) => r.file.startsWith(folder));
  const sum = (key) => group.reduce((total, r) => total + r[key], 0);
  lines.push({ file: `${folder} (${group.length} files)`, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') });
}
const width = Math.max(...lines.map((r) => r.file.length));
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}  ${'brotli'.padStart(9)}`);
for (const r of lines) {
  console.log(
    `${r.file.padEnd(width)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}  ${kb(r.brotli).padStart(9)}`,
  );
}
await writeFile(join(dist, 'build-report.json'), `${JSON.stringify(rows, null, 2)}\n`);
const { hits, misses } = cache.stats();
console.log(
  `content: ${content.articles.length} articles and ${content.legal.length} legal documents, ` +
    `${content.translations.articles.length + content.translations.legal.length} translations; ` +
    `search index: ${search.documents} documents, ${search.words} words, ${kb(search.bytes)}; ` +
    `artefact cache (.cache/build): ${hits} reused, ${misses} made`,
);
phases.push(['total', performance.now() - buildStarted]);
console.log(phases.map(([name, ms]) => `${name}: ${ms.toFixed(0)} ms`).join('; '));
