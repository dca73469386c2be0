/**
 * Development loop (`npm run dev`) with live preview: the production server (same CSP, headers,
 * routes and document set) behind a development proxy on PORT (scripts/dev/proxy.mjs), which
 * adds the live-preview client to every page and tells it, over Server-Sent Events at
 * /__dev/events, when to reload and what is broken. On a save:
 *   - a Markdown article or legal document: compiled again on a worker thread that keeps the
 *     compiler loaded (scripts/dev/contentWorker.mjs; the artefact cache holds every other file's
 *     compile); page data is written under a folder kept for the session and generated modules
 *     only when their text changes (builder/emit.ts `folder`), so a body edit changes one page
 *     data file: the server's page cache is emptied (scripts/dev/serverHook.mjs) and the page
 *     reloads, with no rebuild and no restart. Frontmatter the lists show changes the generated
 *     modules, which the development server imports at start: it restarts, without a rebuild;
 *   - code and styles (client/, shared/, server/, content modules): only the bundles whose input
 *     graph holds the file are rebuilt (esbuild, the production options but for what the server
 *     bundle leaves to Node, write-if-changed); if an output changed, the server restarts,
 *     requests wait for it, and open pages reload;
 *   - a content mistake or a build error: printed here and shown in the page as a panel naming
 *     the file, the line and the message (scripts/dev/problems.mjs); the last good server keeps
 *     running, and the next good save brings the page back.
 * The search index is written after the page reloads; a search request after a body edit
 * restarts the server first, so that it opens the new index. Drafts and scheduled articles are
 * included. Skipped for speed: precompressed copies (the server then sends identity).
 * Why, and what it measured: docs/decisions/017-live-preview.md.
 * Usage: npm run dev (PORT, HOST, PUBLIC_ORIGIN and the other variables of docs/operating.md apply); Ctrl-C stops it.
 */
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { addCompileHints, clientOptions, serverOptions, writeManifest } from '../builder/bundles.mjs';
import { siteCharacters } from '../builder/fontSubset.mjs';
import { freePort } from './dev/freePort.mjs';
import { startProxy } from './dev/proxy.mjs';
import { codeProblems, contentProblems, formatProblems } from './dev/problems.mjs';
import { watchTrees } from './dev/watch.mjs';
import { diffPage, statusPage } from './dev/translationStatus.mjs';

const root = process.cwd();
const dist = 'dist';
const publicDir = join(dist, 'public');
const generatedDir = 'shared/content/generated';
const say = (line) => console.log(`npm run dev: ${line}`);

const { loadConfigOrExit } = await tsImport('../server/config.ts', import.meta.url);
const { SEARCH_INDEX_FILE } = await tsImport('../searchIndex/schema.ts', import.meta.url);
const { SEARCH_API } = await tsImport('../shared/search.ts', import.meta.url);
const { routes } = await tsImport('../shared/routes.ts', import.meta.url);
const { locales, translationLangs } = await tsImport('../shared/i18n/locales.ts', import.meta.url);
const { englishChanges } = await tsImport('../builder/translationDiff.ts', import.meta.url);
const config = loadConfigOrExit(process.env);

await rm(dist, { recursive: true, force: true });
await mkdir(join(publicDir, 'assets'), { recursive: true });
await cp('public', publicDir, { recursive: true });

/** This run of the loop: names the page data folder, so a browser never reuses data cached by an earlier run. */
const session = Date.now().toString(36);

/** Set once Ctrl-C (or SIGTERM) has asked the loop to stop: the server's exit is then expected. */
let stopping = false;

/* ---- State the browser sees ---- */

/** Problems by source: the content check, each bundle, the server process. */
const problems = { content: [], client: [], server: [], process: [] };
/** Every translation's state (builder/translations.ts): a note in the page, never blocking it. */
let translations = [];
/** Changes pages may lack: { generation, all, keys } (all: rebuilt; keys: page data changed). */
const changes = [];
/** Page data key → generation of its last change this session. */
const versions = {};
let generation = 0;
/** Every problem once: a file both bundles import fails both builds with the same error. */
const allProblems = () => [
  ...new Map(
    Object.values(problems)
      .flat()
      .map((p) => [JSON.stringify(p), p]),
  ).values(),
];
/** Resolves on the next change of state (a server up or down, problems): what waiting requests wait for. */
let stateChanged = Promise.withResolvers();
/** The development proxy on PORT, once it listens. */
let proxy;
function notify() {
  stateChanged.resolve();
  stateChanged = Promise.withResolvers();
  proxy?.broadcast();
}

/** Sets the problems of one source; prints them when they change. */
function setProblems(source, list) {
  if (JSON.stringify(problems[source]) === JSON.stringify(list)) return;
  const had = problems[source].length > 0;
  problems[source] = list;
  // esbuild prints its own errors, with the code around them.
  if (list.length > 0 && source === 'content') console.error(`Content check failed:\n${formatProblems(list)}`);
  else if (list.length > 0 && source === 'process') console.error(formatProblems(list));
  else if (list.length === 0 && had)
    say(`${source === 'process' ? 'the server runs again' : `the ${source} problems are fixed`}`);
  notify();
}

/** Page data keys written since the last change was published: the next one carries them. */
const unpublished = new Set();

/** Records a change (a restart when `all`) with the page data written since the last, and tells the pages. */
function publish(all) {
  const keys = [...unpublished];
  unpublished.clear();
  generation += 1;
  changes.push({ generation, all, keys });
  if (changes.length > 50) changes.shift();
  for (const key of keys) versions[key] = generation;
  notify();
}

/* ---- The server ---- */

const HOOK = new URL('./dev/serverHook.mjs', import.meta.url).href;
const STANDBY = fileURLToPath(new URL('./dev/standby.mjs', import.meta.url));
/** The running server: { child, port, calls, indexVersion }, or undefined while it (re)starts or cannot run. */
let server;
/** A server process started ahead, waiting for its port (scripts/dev/standby.mjs), and its stderr so far. */
let standby;
/** Whether the next cycle must start the server (a bundle or the manifest changed, or it stopped). */
let restartPending = true;
/**
 * Content compiles that passed (a version number), the search index being written and the
 * version it holds, and whether a search request asked for a restart, so that the server opens
 * the current index (which changes nothing a page shows, so reloads none).
 */
let contentVersion = 0;
let indexing = Promise.resolve();
let indexedVersion = 0;
let searchRestart = false;
const searchPath = routes.find((route) => route.kind === 'search')?.path;

/** Stops the running server (SIGTERM: it drains and exits); requests wait for the next. */
async function stopServer() {
  const running = server;
  server = undefined;
  if (running === undefined || running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.stopping = true;
  running.child.kill('SIGTERM');
  await exited;
}

/**
 * Spawns a server process that waits for its port (scripts/dev/standby.mjs), with the public
 * origin of the proxy; its stderr goes to the terminal and its last lines are kept for the panel.
 */
function spawnStandby() {
  const child = spawn(process.execPath, ['--import', HOOK, STANDBY], {
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    env: {
      SHUTDOWN_DELAY_MS: '0',
      ...process.env,
      NODE_ENV: 'production',
      NODE_COMPILE_CACHE: join(root, '.cache/dev-compile'),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: config.publicOrigin,
    },
  });
  const spawned = { child, stderr: '' };
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    spawned.stderr = (spawned.stderr + chunk.toString('utf8')).slice(-4000);
  });
  return spawned;
}

/**
 * Starts the server (the standby, or a new process) on a free internal port, and resolves once
 * it listens; if it exits first, its last lines of stderr become the panel's problem.
 */
async function startServer() {
  const port = await freePort();
  const spawned = standby?.child.connected ? standby : spawnStandby();
  standby = undefined;
  const { child } = spawned;
  child.send({ type: 'start', port, entry: join(dist, 'server/index.js') });
  // The index on disk now is at least this version: what the server opens.
  const running = { child, port, stopping: false, calls: new Map(), indexVersion: indexedVersion };
  child.on('message', (message) => {
    if (message?.type === 'cleared') running.calls.get(message.id)?.(message.ok);
  });
  const listening = await new Promise((resolve) => {
    // Should the hook not find the site's server (server/ changed how it starts), /healthz says
    // when it listens; page data edits then restart it (clearPages answers false).
    const poll = setInterval(() => {
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.ok && settle(true),
        () => undefined,
      );
    }, 250);
    const settle = (value) => {
      clearInterval(poll);
      resolve(value);
    };
    child.on('message', (message) => message?.type === 'listening' && settle(true));
    child.once('exit', () => settle(false));
  });
  const stopped = (code) => [
    {
      kind: 'server',
      file: join(dist, 'server/index.js'),
      field: '',
      message: `the server exited (${code}) ${listening ? 'while running' : 'before it listened'}:\n${spawned.stderr.trim().split('\n').slice(-12).join('\n')}`,
    },
  ];
  if (!listening) {
    setProblems('process', stopped(child.exitCode ?? child.signalCode));
    return false;
  }
  child.once('exit', (code, signal) => {
    if (running.stopping || stopping) return;
    if (server === running) server = undefined;
    restartPending = true;
    setProblems('process', stopped(code ?? signal));
  });
  server = running;
  setProblems('process', []);
  notify();
  return true;
}

let clearCalls = 0;
/** Empties the running server's page cache; false when it could not (no server, or no hook). */
function clearPages() {
  const running = server;
  if (running === undefined) return Promise.resolve(false);
  const id = ++clearCalls;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 5000);
    running.calls.set(id, (ok) => {
      clearTimeout(timer);
      running.calls.delete(id);
      resolve(ok);
    });
    running.child.send({ type: 'clear', id });
  });
}

/* ---- Content, on its worker thread ---- */

/** The content worker, the project files it imported, and its calls awaiting answers. */
let worker;
let workerFiles = new Set();
const workerCalls = new Map();
let workerCallId = 0;

/** Starts a content worker (terminating the last one) and waits until it has loaded the compiler. */
async function startWorker() {
  await worker?.terminate();
  const started = new Worker(new URL('./dev/contentWorker.mjs', import.meta.url), {
    workerData: {
      root,
      publicDir,
      generatedDir,
      folder: `/assets/data/dev-${session}`,
      searchIndex: join(dist, SEARCH_INDEX_FILE),
    },
  });
  worker = started;
  const ready = new Promise((resolve, reject) => {
    started.on('message', (message) => {
      if (message.type === 'ready') {
        workerFiles = new Set(message.files);
        resolve();
      } else if (message.id !== undefined) workerCalls.get(message.id)?.(message);
    });
    const fail = (message) => {
      for (const answer of [...workerCalls.values()]) answer({ error: message });
      if (worker === started) worker = undefined;
    };
    started.once('error', (error) => {
      reject(error);
      fail(error.stack ?? error.message);
    });
    // Terminated for a new one (or gone): whatever it was asked is answered, so that nothing waits forever.
    started.once('exit', () => fail('the content compiler stopped'));
  });
  await ready;
}

/** Asks the content worker to run `type` ('compile', 'index' or 'og'); throws its error. */
function askWorker(type) {
  if (worker === undefined) return Promise.reject(new Error('the content compiler is not running'));
  const id = ++workerCallId;
  return new Promise((resolve, reject) => {
    workerCalls.set(id, ({ result, error }) => {
      workerCalls.delete(id);
      if (error === undefined) resolve(result);
      else reject(new Error(error));
    });
    worker.postMessage({ id, type });
  });
}

/* ---- Bundles ---- */

/**
 * The client's font-subset plugin with its subsets remembered for the session: subsetting the
 * fonts was most of a client rebuild's time, and its result changes only with the site's
 * characters, read here with the plugin's own function over the roots clientOptions gives it.
 * The plugin's own start (which reads them too) runs only when a font is subset again.
 */
function rememberSubsets(plugin) {
  if (plugin.name !== 'font-subset') return plugin;
  const subsets = new Map();
  let characters;
  let pluginStarted = false;
  return {
    name: plugin.name,
    setup(build) {
      build.onStart(() => {
        characters = siteCharacters(['shared', 'client', 'server']);
        pluginStarted = false;
      });
      let pluginStart = () => undefined;
      const remembering = Object.create(build);
      remembering.onStart = (start) => {
        pluginStart = start;
      };
      remembering.onLoad = (options, load) =>
        build.onLoad(options, async (args) => {
          const chars = await characters;
          const kept = subsets.get(args.path);
          if (kept?.chars === chars) return kept.result;
          if (!pluginStarted) pluginStart();
          pluginStarted = true;
          const result = await load(args);
          subsets.set(args.path, { chars, result });
          return result;
        });
      plugin.setup(remembering);
    },
  };
}

const client = await esbuild.context({
  ...clientOptions(dist),
  write: false,
  plugins: clientOptions(dist).plugins.map(rememberSubsets),
});
/**
 * Leaves the generated modules out of the server bundle: the server imports them from
 * shared/content/generated/ when it starts (Node strips their types), so an edit that changes
 * them (a title, a new article) restarts the server without rebuilding it. The client bundle
 * keeps the one it imports (legal.ts): a browser cannot import TypeScript.
 * @type {import('esbuild').Plugin}
 */
const externalGenerated = {
  name: 'dev-external-generated',
  setup(build) {
    const folder = join(root, generatedDir);
    // No `u` flag: esbuild hands the filter to Go's regexp, which takes none.
    build.onResolve({ filter: /\/generated\/[\w-]+\.js$/ }, ({ path, resolveDir }) => {
      const file = join(resolveDir, path.replace(/\.js$/u, '.ts'));
      return dirname(file) === folder ? { path: pathToFileURL(file).href, external: true } : undefined;
    });
  },
};

/*
 * The server bundle holds the project's code only: linking and writing the 3 MB of npm packages
 * on every rebuild was most of its time (300-1,400 ms against 100-300), and the server loads
 * them as `npm start` would load any unbundled package, from node_modules (Node's compile cache
 * keeps their compiled code between restarts). What the production bundle decides about them is
 * kept: NODE_ENV is "production" (its `define`), and React Router resolves to its production
 * build (its plugin; the preload does the same for Node). No source map: nothing in the loop
 * reads one (the server runs without --enable-source-maps, as `npm start` does).
 */
const bundle = await esbuild.context({
  ...serverOptions(dist),
  write: false,
  metafile: true,
  sourcemap: false,
  packages: 'external',
  plugins: [externalGenerated, ...serverOptions(dist).plugins],
});
/** Per bundle: its input graph (paths relative to the root), the hash of each output written, whether it built. */
const bundles = {
  client: { context: client, inputs: new Set(), written: new Map(), built: false },
  server: { context: bundle, inputs: new Set(), written: new Map(), built: false },
};
/** The Open Graph image URLs the pages name (a change empties the page cache) and the client's last metafile (to write it again). */
let og;
let clientMetafile;

/** Writes the outputs whose content changed; whether any but a source map did. */
async function writeOutputs(name, outputFiles) {
  const { written } = bundles[name];
  let changed = false;
  for (const file of outputFiles) {
    if (written.get(file.path) === file.hash) continue;
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, file.contents);
    written.set(file.path, file.hash);
    if (!file.path.endsWith('.map')) changed = true;
  }
  return changed;
}

/** Writes the manifest; whether its text changed (new chunk names, CSS). */
async function manifestChanged() {
  const file = join(dist, 'manifest.json');
  const before = await readFile(file, 'utf8').catch(() => '');
  await writeManifest(dist, clientMetafile);
  return (await readFile(file, 'utf8')) !== before;
}

/** Rebuilds one bundle; whether the server must restart for it. Build errors become problems. */
async function rebuild(name) {
  const entry = bundles[name];
  let result;
  try {
    result = await entry.context.rebuild();
  } catch (error) {
    if (!Array.isArray(error.errors)) throw error;
    setProblems(name, codeProblems(error.errors));
    return false;
  }
  entry.inputs = new Set(Object.keys(result.metafile.inputs));
  entry.built = true;
  const changed = await writeOutputs(name, result.outputFiles);
  setProblems(name, []);
  if (name === 'server') return changed;
  clientMetafile = result.metafile;
  if (changed) await addCompileHints(result.metafile);
  return manifestChanged();
}

/* ---- The cycle: what one save (or a burst of saves) sets off ---- */

/** What changed since the last cycle: Markdown, a file the content worker imported, other files. */
const pending = { content: true, worker: true, files: new Set() };
let contentReady = false;
let cycles = Promise.resolve();
let cycleQueued = false;

/** Runs a cycle after the one under way, once however many changes arrive meanwhile. */
function scheduleCycle() {
  if (cycleQueued) return;
  cycleQueued = true;
  cycles = cycles
    .then(() => {
      cycleQueued = false;
      return cycle();
    })
    .catch((error) => console.error(error));
}

async function cycle() {
  const started = performance.now();
  const take = { content: pending.content, worker: pending.worker, files: new Set(pending.files) };
  Object.assign(pending, { content: false, worker: false });
  pending.files.clear();
  /** What the cycle did, with each step's wall time, for the one line it prints. */
  const done = [];
  let stepStarted = started;
  const step = (what) => {
    const now = performance.now();
    done.push(`${what} ${Math.round(now - stepStarted)} ms`);
    stepStarted = now;
  };

  let compiled = false;
  if (take.worker || take.content) {
    try {
      if (take.worker || worker === undefined) {
        await startWorker();
        step('compiler loaded');
      }
      const result = await askWorker('compile');
      if (result.problems !== undefined) {
        setProblems('content', contentProblems(root, result.problems));
      } else {
        setProblems('content', []);
        const moved = (list) => list.filter((t) => t.state === 'stale' || t.state === 'needs-update');
        if (JSON.stringify(moved(result.translations)) !== JSON.stringify(moved(translations))) {
          for (const t of moved(result.translations))
            say(`warning: translation ${t.state === 'stale' ? 'stale, still served' : 'needs an update'}: ${t.file}`);
          translations = result.translations;
          notify();
        } else translations = result.translations;
        // The first compile's files are new to every browser: there is nothing cached to refresh.
        if (contentReady) result.keys.forEach((key) => unpublished.add(key));
        contentReady = true;
        // The server imports the generated modules at start (externalGenerated); the client bundles one.
        if (result.modules.length > 0) restartPending = true;
        for (const module of result.modules) take.files.add(`${generatedDir}/${module}`);
        const version = ++contentVersion;
        // A failed index leaves the last one in place; search then answers from it, as no restart would help.
        indexing = askWorker('index')
          .catch((error) => console.error(error))
          .then(() => (indexedVersion = Math.max(indexedVersion, version)));
        // The images the first compile made, which later ones are compared with.
        if (og === undefined) og = await askWorker('og');
        compiled = true;
        const written = result.keys.length;
        step(`content (${written} page data file${written === 1 ? '' : 's'} written)`);
      }
    } catch (error) {
      // The compiler itself failed (a syntax error in a module it imports): shown like a content problem.
      setProblems('content', [{ kind: 'content', file: '', field: '', message: error.message.split('\n')[0] }]);
      pending.worker = true;
    }
  }
  if (!contentReady) return;

  const needs = (name) =>
    !bundles[name].built || problems[name].length > 0 || [...take.files].some((f) => bundles[name].inputs.has(f));
  // A rebuild usually ends in a restart: Node starts meanwhile, on the other core.
  if (needs('client') || needs('server') || restartPending) standby ??= spawnStandby();
  const rebuilt = await Promise.all(
    ['client', 'server'].map(async (name) => {
      if (!needs(name)) return false;
      const changed = await rebuild(name);
      done.push(`${name} bundle${changed ? '' : ' (unchanged)'} ${Math.round(performance.now() - stepStarted)} ms`);
      return changed;
    }),
  );
  stepStarted = performance.now();
  if (rebuilt.some(Boolean)) restartPending = true;

  // The bundles as they were and only page data changed: the server renders the new files once
  // its cache is empty. Should that fail (no hook), a restart does the same.
  if (!restartPending && !searchRestart && unpublished.size > 0 && server !== undefined) {
    if (await clearPages()) {
      step('page cache emptied');
      publish(false);
    } else restartPending = true;
  }
  const buildable =
    bundles.client.built && bundles.server.built && problems.client.length + problems.server.length === 0;
  if ((restartPending || searchRestart) && buildable) {
    if (indexedVersion === 0) await indexing; // the server cannot start without an index
    await stopServer();
    if (await startServer()) {
      step(restartPending ? 'server restarted' : 'server restarted for the new search index');
      if (restartPending || unpublished.size > 0) publish(restartPending);
      restartPending = false;
      searchRestart = false;
      // The next restart's Node, started once the pages have had their reload, then idle.
      setTimeout(() => {
        if (!stopping) standby ??= spawnStandby();
      }, 2000).unref();
    }
  }
  if (compiled) setTimeout(queueImages, IMAGES_DELAY_MS).unref();
  if (done.length > 0) say(`${done.join(', ')}: ${Math.round(performance.now() - started)} ms`);
}

/** How long after a content change its Open Graph images are made: the pages reload first, undisturbed. */
const IMAGES_DELAY_MS = 1500;

/**
 * New Open Graph images only change a meta tag: they are made after the pages have reloaded,
 * between cycles, and go into the page data that names them (the worker rewrites it, and the
 * server's page cache is emptied).
 */
function queueImages() {
  cycles = cycles
    .then(async () => {
      const started = performance.now();
      const images = await askWorker('og').catch((error) => console.error(error));
      if (images === undefined || JSON.stringify(images) === JSON.stringify(og)) return;
      og = images;
      // Pages cached before name the old images: they render again, with no reload.
      await clearPages();
      say(`Open Graph images ${Math.round(performance.now() - started)} ms`);
    })
    .catch((error) => console.error(error));
}

/**
 * The server's port for a request, once one can answer it: waits through a restart, and restarts
 * first a server whose search index is older than the content (a search after a body edit).
 */
async function upstream(url) {
  const path = url.split('?')[0];
  if (
    server !== undefined &&
    server.indexVersion < contentVersion &&
    (path === searchPath || path.startsWith(SEARCH_API))
  ) {
    await indexing;
    searchRestart = true;
    scheduleCycle();
    await cycles;
  }
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server !== undefined) return server.port;
    if (allProblems().length > 0) return undefined;
    // Whatever comes first: the server is up (or down), or a second passes and the state is read again.
    await Promise.race([stateChanged.promise, new Promise((resolve) => setTimeout(resolve, 1000))]);
  }
  return undefined;
}

proxy = await startProxy({
  port: config.port,
  host: config.host,
  clientDir: new URL('./dev/', import.meta.url),
  upstream,
  pages: {
    '/__dev/translations': async () => statusPage(translations),
    '/__dev/translations/diff': async (url) => {
      const file = url.searchParams.get('file') ?? '';
      // Only a translation the loop knows: the query names no other file.
      if (!translations.some((t) => t.file === file && t.from !== null))
        return diffPage(file, 'not a translation of this site');
      try {
        return diffPage(file, englishChanges(root, file));
      } catch (error) {
        return diffPage(file, error instanceof Error ? error.message : String(error));
      }
    },
  },
  state: () => ({
    session,
    generation,
    folder: `/assets/data/dev-${session}`,
    problems: allProblems(),
    translations: {
      stale: translations.filter((t) => t.state === 'stale').length,
      needsUpdate: translations.filter((t) => t.state === 'needs-update').length,
    },
    changes,
    versions,
  }),
});

/* ---- Watching ---- */

let settleTimer;
/** Files the loop writes itself, or no bundle reads. */
const ignored = (file) => file.startsWith(`${generatedDir}/`) || /(?:^|\/)(?:\.|#)|~$|\.swp$/u.test(file);
/** A content file: an article or legal document, English or in a translation's folder, or a message catalogue. */
const CONTENT_FILE = new RegExp(
  `^shared/content/(?:(?:articles|legal)/(?:(?:${translationLangs.map((lang) => locales[lang].folder).join('|')})/)?[^/]+\\.md|messages/[^/]+\\.json)$`,
  'u',
);
/** Which change a saved file is: content (Markdown), the content compiler (its imports), or a bundle input. */
function changed(file) {
  if (ignored(file)) return;
  if (CONTENT_FILE.test(file)) pending.content = true;
  else if (workerFiles.has(file)) {
    pending.worker = true;
    pending.files.add(file);
  } else if (file.startsWith('builder/')) {
    say(`${file} changed: the loop loaded it at start; stop it and run npm run dev again`);
    return;
  } else pending.files.add(file);
  // A save is often several writes (truncate, write, rename): one cycle once they have settled.
  clearTimeout(settleTimer);
  settleTimer = setTimeout(scheduleCycle, 30);
}
const unwatch = await watchTrees(['client', 'shared', 'server', 'searchIndex', 'builder'], changed);

scheduleCycle();
say(`http://localhost:${config.port} (live preview; watching client/, server/, shared/)`);

async function stop() {
  if (stopping) return;
  stopping = true;
  unwatch();
  standby?.child.kill('SIGTERM');
  await Promise.all([client.dispose(), bundle.dispose(), worker?.terminate(), stopServer(), proxy.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
