/**
 * Production build (esbuild):
 *  1. the client bundle: ESM with route-level code splitting and content-hashed names under
 *     dist/public/assets/, plus dist/manifest.json, which maps each source module the server
 *     may need (entry, pages, article bodies) to its chunk and that chunk's static imports, so
 *     the server can emit `modulepreload` for exactly what a route needs; the larger files get
 *     an explicit compile hint (build/bundles.mjs addCompileHints);
 *  2. the server bundle (dist/server/index.js), one file with its npm dependencies bundled;
 *  3. static files from public/ copied as they are;
 *  4. a brotli and a gzip copy of every text asset, so nothing is compressed per request;
 *  5. a size report (raw, gzip, brotli) on stdout.
 * Before all of these, the content (shared/content/articles/*.md, shared/content/legal/*.md)
 * is checked and compiled (build/content.ts) into body files, Open Graph images and the
 * generated modules under shared/content/generated/ that the bundles import (build/emit.ts).
 * Usage: node build.mjs
 */
import * as esbuild from 'esbuild';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import { addCompileHints, clientOptions, serverOptions, writeManifest } from './build/bundles.mjs';

const dist = 'dist';
const publicDir = join(dist, 'public');
const assetsDir = join(publicDir, 'assets');
const compressible = /\.(js|css|svg|txt|xml|json|map)$/u;
/** What a page load fetches (scripts, styles, article bodies): worth Zopfli's build time. */
const zopfliWorthIt = /\.(js|css|json)$/u;

await rm(dist, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });

// Content: every Markdown file checked and compiled (build/content.ts); a mistake stops the
// build with the file, the field and a plain message, never a stack trace.
const { tsImport } = await import('tsx/esm/api');
const { compileContent, ContentError } = await tsImport('./build/content.ts', import.meta.url);
const { emitContent, emitOgImages } = await tsImport('./build/emit.ts', import.meta.url);
let content;
const contentStarted = performance.now();
try {
  content = await compileContent(process.cwd());
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`Content check failed:\n${error.message}`);
  process.exit(1);
}
emitContent(content, publicDir, 'shared/content/generated');
const contentMs = performance.now() - contentStarted;
const ogStarted = performance.now();
const og = await emitOgImages(content, publicDir);
const ogMs = performance.now() - ogStarted;

/** Site-relative URL of an output file. */
const urlOf = (file) => `/${relative(publicDir, file).split('\\').join('/')}`;

const client = await esbuild.build(clientOptions(dist));
await addCompileHints(client.metafile);
await writeManifest(dist, client.metafile, og);
await esbuild.build(serverOptions(dist));

await cp('public', publicDir, { recursive: true });

/** Every file under a folder, recursively. */
async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return files.flat();
}

const rows = [];
for (const file of (await walk(publicDir)).sort()) {
  const raw = await readFile(file);
  // Zopfli writes ordinary gzip (RFC 1952) about 3% smaller than zlib's level 9, at a cost
  // paid once here: every client without brotli gets the smaller copy. One iteration: on the
  // main bundle 15 iterations saved 84 more bytes (0.1%) for three times the time.
  const gzip = zopfliWorthIt.test(file)
    ? Buffer.from(await zopfliGzip(raw, { numiterations: 1 }))
    : gzipSync(raw, { level: 9 });
  const brotli = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  if (compressible.test(file)) {
    await writeFile(`${file}.gz`, gzip);
    await writeFile(`${file}.br`, brotli);
  }
  rows.push({ file: urlOf(file), raw: raw.length, gzip: gzip.length, brotli: brotli.length });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const width = Math.max(...rows.map((r) => r.file.length));
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}  ${'brotli'.padStart(9)}`);
for (const r of rows) {
  console.log(
    `${r.file.padEnd(width)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}  ${kb(r.brotli).padStart(9)}`,
  );
}
await writeFile(join(dist, 'build-report.json'), `${JSON.stringify(rows, null, 2)}\n`);
console.log(
  `content: ${content.articles.length} articles and ${content.legal.length} legal documents checked and compiled in ${contentMs.toFixed(0)} ms; ` +
    `${content.articles.length + 1} Open Graph images in ${ogMs.toFixed(0)} ms`,
);
