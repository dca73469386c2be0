/**
 * Development loop (`npm run dev`): the production build's bundles (build/bundles.mjs) in
 * esbuild's watch mode, the content compiled again when a Markdown file under shared/content/
 * changes, and the production server (same CSP, routes and document set) restarted after every
 * rebuild, since it reads the manifest and the assets into memory at start-up. Skipped for
 * speed: precompressed copies (the server then sends identity) and new Open Graph images after
 * the first build (a new article shows the site's image until the next `npm run build`).
 * Usage: npm run dev (PORT and the other variables of the README apply); Ctrl-C stops it.
 */
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { clientOptions, serverOptions, writeManifest } from '../build/bundles.mjs';

const dist = 'dist';
const publicDir = join(dist, 'public');
await rm(dist, { recursive: true, force: true });
await mkdir(join(publicDir, 'assets'), { recursive: true });
await cp('public', publicDir, { recursive: true });

const { compileContent, ContentError } = await tsImport('../build/content.ts', import.meta.url);
const { emitContent, emitOgImages } = await tsImport('../build/emit.ts', import.meta.url);

/** Checks and compiles the content; a content mistake is reported and the last good output kept. */
async function compile() {
  try {
    const content = await compileContent(process.cwd());
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
/** Restarts the server once the burst of rebuilds that one save causes has settled. */
function restart() {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(() => {
    const start = () => {
      server = spawn(process.execPath, ['dist/server/index.js'], {
        stdio: 'inherit',
        env: { SHUTDOWN_DELAY_MS: '0', ...process.env },
      });
    };
    if (server === undefined || server.exitCode !== null) return start();
    server.once('exit', start);
    server.kill('SIGTERM');
  }, 150);
}

/** An esbuild plugin that runs `after` and restarts the server after every successful build. */
const restartAfter = (name, after = async () => undefined) => ({
  name,
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length > 0) return; // esbuild has printed them; the old server keeps running
      await after(result);
      restart();
    });
  },
});

const client = await esbuild.context({
  ...clientOptions(dist),
  plugins: [restartAfter('manifest', (result) => writeManifest(dist, result.metafile, og))],
});
const bundle = await esbuild.context({ ...serverOptions(dist), plugins: [restartAfter('server')] });
await Promise.all([client.watch(), bundle.watch()]);

// Markdown is not imported by the bundles: a change recompiles the content, whose generated
// modules the bundles do import, so esbuild rebuilds from there.
let compileTimer;
watch('shared/content', { recursive: true }, (_event, file) => {
  if (file === null || !file.endsWith('.md')) return;
  clearTimeout(compileTimer);
  compileTimer = setTimeout(() => void compile(), 100);
});

const stop = async () => {
  await Promise.all([client.dispose(), bundle.dispose()]);
  server?.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('npm run dev: watching client/, server/, shared/ and shared/content/**/*.md');
