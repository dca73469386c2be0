/**
 * Development loop (`npm run dev`): the production build's bundles (builder/bundles.mjs) in
 * esbuild's watch mode, the content compiled again when a Markdown file under shared/content/
 * changes, and the production server (same CSP, routes and document set) restarted after every
 * rebuild, since it reads the manifest and the assets into memory at start-up. Skipped for
 * speed: precompressed copies (the server then sends identity) and new Open Graph images after
 * the first build (a new article shows the site's image until the next `npm run build`). The
 * search index is rebuilt with the content, drafts included.
 * Usage: npm run dev (PORT and the other variables of the README apply); Ctrl-C stops it.
 */
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { watch } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { addCompileHints, clientOptions, serverOptions, writeManifest } from '../builder/bundles.mjs';

const dist = 'dist';
const publicDir = join(dist, 'public');
await rm(dist, { recursive: true, force: true });
await mkdir(join(publicDir, 'assets'), { recursive: true });
await cp('public', publicDir, { recursive: true });

const { compileContent, ContentError } = await tsImport('../builder/content.ts', import.meta.url);
const { emitContent, emitOgImages } = await tsImport('../builder/emit.ts', import.meta.url);
const { artefactCache } = await tsImport('../builder/artefactCache.ts', import.meta.url);
const { buildSearchIndex } = await tsImport('../builder/searchIndex.ts', import.meta.url);
const { SEARCH_INDEX_FILE } = await tsImport('../server/search/index.ts', import.meta.url);
const cache = artefactCache(process.cwd());

/**
 * Checks and compiles the content; a content mistake is reported and the last good output kept.
 * The search index (drafts included) is written before the generated modules, whose change
 * restarts the server: the restarted server opens the new index.
 */
async function compile() {
  try {
    const content = await compileContent(process.cwd(), { drafts: true });
    await buildSearchIndex(content, join(dist, SEARCH_INDEX_FILE), { cache });
    emitContent(content, publicDir, 'shared/content/generated');
    return content;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`Content check failed:\n${error.message}`);
    return undefined;
  }
}

const content = await compile();
if (content === undefined) process.exit(1);
const og = await emitOgImages(content, publicDir);

let server;
let restartTimer;
/** esbuild builds under way, and the bundles built at least once (the server needs both). */
let building = 0;
const built = new Set();
/** Restarts run one after another: a save during a restart queues the next one. */
let restarts = Promise.resolve();
let changedAt = 0;

/** Stops the running server (SIGTERM: it drains and exits), then starts a new one. */
async function restartNow() {
  if (server !== undefined && server.exitCode === null && server.signalCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  const verb = server === undefined ? 'started' : 'restarted';
  server = spawn(process.execPath, ['dist/server/index.js'], {
    stdio: 'inherit',
    env: { SHUTDOWN_DELAY_MS: '0', ...process.env },
  });
  const since = changedAt === 0 ? '' : `, ${Math.round(performance.now() - changedAt)} ms after the build began`;
  console.log(`npm run dev: server ${verb}${since}`);
  changedAt = 0;
}

/**
 * Restarts the server once the burst of rebuilds that one save causes has settled: both bundles
 * built, none building, and no new build started for 150 ms (esbuild's two watchers poll on
 * their own, so one may begin a little after the other has finished).
 */
function restart() {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(() => {
    if (building > 0 || built.size < 2) return; // the build still running restarts when it ends
    restarts = restarts.then(restartNow).catch((error) => console.error(error));
  }, 150);
}

/** An esbuild plugin that runs `after` and restarts the server after every successful build. */
const restartAfter = (name, after = async () => undefined) => ({
  name,
  setup(build) {
    build.onStart(() => {
      building++;
      changedAt ||= performance.now();
      clearTimeout(restartTimer);
    });
    build.onEnd(async (result) => {
      try {
        // On errors esbuild has printed them, and the last server that built keeps running.
        if (result.errors.length > 0) {
          changedAt = 0; // the fix will start the count again
          return;
        }
        await after(result);
        built.add(name);
      } finally {
        building--;
      }
      restart();
    });
  },
});

const client = await esbuild.context({
  ...clientOptions(dist),
  plugins: [
    ...clientOptions(dist).plugins,
    restartAfter('manifest', async (result) => {
      await addCompileHints(result.metafile);
      await writeManifest(dist, result.metafile, og);
    }),
  ],
});
const bundle = await esbuild.context({
  ...serverOptions(dist),
  plugins: [...serverOptions(dist).plugins, restartAfter('server')],
});
await Promise.all([client.watch(), bundle.watch()]);

// Markdown is not imported by the bundles: a change recompiles the content, whose generated
// modules the bundles do import, so esbuild rebuilds from there.
let compileTimer;
watch('shared/content', { recursive: true }, (_event, file) => {
  if (file === null || !file.endsWith('.md')) return;
  clearTimeout(compileTimer);
  // Any failure is reported and the loop goes on: an exception here would stop the watchers
  // and leave the server running without them.
  compileTimer = setTimeout(() => compile().catch((error) => console.error(error)), 100);
});

const stop = async () => {
  await Promise.all([client.dispose(), bundle.dispose()]);
  server?.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('npm run dev: watching client/, server/, shared/ and shared/content/**/*.md');
