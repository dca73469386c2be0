/**
 * `node bench/memory.mjs --root=<built tree>`: where the production server's resident memory goes
 * at scale (docs/decisions/026-memory-at-1000-articles.md). Builds nothing: point it at a tree
 * already built, e.g. `node scripts/generate-articles.mjs --count=1000 --dir=/tmp/site1000 &&
 * (cd /tmp/site1000 && node build.mjs)`. For each run, one server started as the tree's own
 * `npm start` starts it (its package.json's environment assignments and flags, LOG_LEVEL=warn,
 * the environment passed through, so PAGE_CACHE_MB and the like can be set), with bench/memoryProbe.mjs preloaded, then six readings:
 *   ready:  /readyz 200 and the background compression done;
 *   crawl:  one request for every sitemap URL and every article under its other prefix
 *           (both prefixes serve an article), `--concurrency` at a time, browser Accept-Encoding;
 *   flood:  wrk at 50 connections for `--flood` s cycling through every article under both
 *           prefixes and every list URL (bench/misses.lua);
 *   search: `--queries` distinct searches, each as /search and /api/search, 4 at a time (words
 *           and pairs of words of the index's vocabulary, so the result cache and the search
 *           page cache fill);
 *   idle:   `--idle` s later, nothing asked meanwhile;
 *   collected: right after a full garbage collection in every thread (what is live).
 * Each reading is VmRSS and its parts (RssAnon, RssFile), process.memoryUsage() and the V8 heap
 * of the main thread and of the search worker, and resident bytes by mapping (the probe).
 * Writes bench/results/memory-<label>-<ISO time>.md and prints it.
 * Options: --root=DIR (default this project)  --before=DIR (a second tree, measured in turn)
 *   --runs=3  --label=NAME  --concurrency=4
 *   --flood=10  --queries=2000  --idle=5  --node=PATH  --flags=--a,--b (Node flags to try, after
 *   package.json's, so that they win)
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { crawl } from './harness/http.mjs';
import { list, number, text } from './harness/options.mjs';
import { cpuMs } from './harness/proc.mjs';
import { machine, resultsFile, stamp, table, writeReport } from './harness/report.mjs';
import { NODE_VERSION, PIN, startApp, startCommand, stop, waitIdle } from './harness/server.mjs';
import { builtSlugs, missUrls, sitemapPaths } from './harness/site.mjs';
import { requireWrk, wrk } from './harness/wrk.mjs';

requireWrk('bench/memory.mjs');
const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROOT = resolve(text('root', PROJECT_ROOT));
/** Another built tree with the same articles, measured in turn with ROOT (the code before a change). */
const BEFORE = text('before') === undefined ? undefined : resolve(text('before'));
const LABEL = text('label', 'run');
const RUNS = number('runs', 3);
const CONCURRENCY = number('concurrency', 4);
const FLOOD_S = number('flood', 10);
const QUERIES = number('queries', 2000);
const IDLE_S = number('idle', 5);
/** Node flags added after package.json's own (comma-separated), to try one. */
const FLAGS = list('flags', []).filter((f) => f !== '');
const PROBE = fileURLToPath(new URL('./memoryProbe.mjs', import.meta.url));
const log = (line) => process.stderr.write(`${line}\n`);
const MB = 1024 * 1024;

/** The article slugs of the built tree (its page data report) with their canonical prefix. */
function articles() {
  const slugs = builtSlugs(join(ROOT, 'dist'));
  if (slugs.length > 0) return slugs;
  // Page data files are named by hash: the slugs come from the Markdown sources instead.
  return readdirSync(join(ROOT, 'shared/content/articles'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -'.md'.length));
}

/** `count` distinct queries from the index's vocabulary: single words, then pairs. */
function queries(count) {
  const db = new DatabaseSync(join(ROOT, 'dist/search/index.sqlite'), { readOnly: true });
  const words = db
    .prepare('SELECT word FROM vocab WHERE alpha = 1 AND len >= 4 ORDER BY freq DESC, word LIMIT 1500')
    .all()
    .map((r) => r.word);
  db.close();
  const out = new Set(words.slice(0, Math.min(count, 1000)));
  for (let i = 0; out.size < count; i++) out.add(`${words[i % words.length]} ${words[(i * 7 + 3) % words.length]}`);
  return [...out];
}

/** The server's command as the tree's own `npm start` gives it, `--flags` just before the entry so that they win. */
function treeCommand(root) {
  const { env, args } = startCommand(root);
  return { env, args: [...args.slice(0, -1), ...FLAGS, args.at(-1)] };
}

/** The command line `treeCommand` gives, as a shell would run it. */
const shown = ({ env, args }) =>
  [...Object.entries(env).map(([name, value]) => `${name}=${value}`), 'node', ...args].join(' ');

/** Asks the probe for a reading and waits for its file. */
async function reading(child, file, { gc = false } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server has exited');
  rmSync(file, { force: true });
  if (gc) writeFileSync(`${file}.gc`, '');
  child.kill('SIGUSR2');
  for (let i = 0; i < 200; i++) {
    await sleep(25);
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // not written yet, or half written
    }
  }
  throw new Error('the memory probe did not answer');
}

/** One server of the tree `root`: start, the readings, stop. */
async function measure(root, index, slugs, searches) {
  const file = join(tmpdir(), `memory-probe-${process.pid}-${index}.json`);
  const { child, url: base } = await startApp({
    cwd: root,
    env: { LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '0', MEMORY_PROBE_FILE: file },
    nodeArgs: ['--import', PROBE, ...FLAGS],
    stdio: ['ignore', 'ignore', 'inherit'],
    until: '/readyz',
  });
  await waitIdle(child.pid);
  const readings = { ready: await reading(child, file) };

  const locs = sitemapPaths(await fetch(`${base}/sitemap.xml`).then((r) => r.text()));
  const canonical = new Set(locs);
  const others = slugs.flatMap((s) => [`/insights/${s}`, `/knowledge/${s}`]).filter((p) => !canonical.has(p));
  const cpu = { start: cpuMs(child.pid) };
  const crawled = await crawl(base, [...locs, ...others], CONCURRENCY);
  cpu.crawl = cpuMs(child.pid);
  await sleep(200);
  readings.crawl = await reading(child, file);

  const flooded = await wrk(`${base}/`, {
    connections: 50,
    duration: FLOOD_S,
    script: 'misses.lua',
    env: { MISS_URLS: missUrls(slugs).join(' ') },
  });
  cpu.flood = cpuMs(child.pid);
  await sleep(200);
  readings.flood = await reading(child, file);
  cpu.searchStart = cpuMs(child.pid);

  const searched = await crawl(
    base,
    searches.flatMap((q) => [`/search?q=${encodeURIComponent(q)}`, `/api/search?q=${encodeURIComponent(q)}`]),
    CONCURRENCY,
  );
  cpu.search = cpuMs(child.pid);
  await sleep(200);
  readings.search = await reading(child, file);
  await sleep(IDLE_S * 1000);
  readings.idle = await reading(child, file);
  readings.collected = await reading(child, file, { gc: true });
  await stop(child);
  for (const name of readdirSync(tmpdir())) if (name.startsWith(`${basename(file)}.`)) rmSync(join(tmpdir(), name));
  rmSync(file, { force: true });
  const urls = locs.length + others.length;
  const perRequest = {
    crawl: (cpu.crawl - cpu.start) / urls,
    flood: (cpu.flood - cpu.crawl) / Math.max(flooded.requests, 1),
    search: (cpu.search - cpu.searchStart) / Math.max(2 * searches.length, 1),
  };
  log(
    `${root} run ${index + 1}: ${Object.entries(readings)
      .map(([name, r]) => `${name} ${(r.status.VmRSS / MB).toFixed(1)}`)
      .join(
        ', ',
      )} MB; CPU ms per request: crawl ${perRequest.crawl.toFixed(2)}, flood ${perRequest.flood.toFixed(2)}, search ${perRequest.search.toFixed(2)}`,
  );
  return { readings, crawled, flooded, searched, urls, perRequest };
}

const slugs = articles();
// The probe's stand-in for the worker (attribution runs) answers no search: none is asked.
const searches = process.env.MEMORY_PROBE_WITHOUT_WORKERS === '1' ? [] : queries(QUERIES);
const load = loadavg()[0];
// With --before, the two trees take turns, so that both see the same machine.
const trees = BEFORE === undefined ? [ROOT] : [BEFORE, ROOT];
const results = new Map(trees.map((tree) => [tree, []]));
for (let i = 0; i < RUNS; i++)
  for (const tree of trees) results.get(tree).push(await measure(tree, i, slugs, searches));

const mb = (bytes) => (bytes / MB).toFixed(1);
const READINGS = ['ready', 'crawl', 'flood', 'search', 'idle', 'collected'];
const worker = (r) => r.workers[0]?.heap;
const space = (spaces, name) => spaces?.find((s) => s.space_name === name)?.physical_space_size ?? 0;
const rows = [
  ['VmRSS', (r) => r.status.VmRSS],
  ['… RssFile (mapped files: the node binary, shared libraries)', (r) => r.status.RssFile],
  ['… RssAnon', (r) => r.status.RssAnon],
  ['main V8 heap: committed (total_physical_size)', (r) => r.mainHeap.total_physical_size],
  ['… used', (r) => r.mainHeap.used_heap_size],
  ['… new space committed', (r) => space(r.mainSpaces, 'new_space')],
  ['main external (Buffers, zlib, …)', (r) => r.process.external],
  ['… arrayBuffers', (r) => r.process.arrayBuffers],
  ['worker V8 heap: committed', (r) => worker(r)?.total_physical_size ?? 0],
  ['… used', (r) => worker(r)?.used_heap_size ?? 0],
  ['… new space committed', (r) => space(r.workers[0]?.spaces, 'new_space')],
  [
    'native: RssAnon less both V8 heaps and external (glibc free lists, thread arenas, SQLite, stacks)',
    (r) =>
      r.status.RssAnon -
      r.mainHeap.total_physical_size -
      r.process.external -
      (worker(r)?.total_physical_size ?? 0) -
      (worker(r)?.external_memory ?? 0),
  ],
  ["mapped: [heap], the main thread's glibc arena", (r) => r.mappings['[heap] (the main glibc arena)'] ?? 0],
  ['mapped: glibc arenas of other threads', (r) => r.mappings['glibc arenas of other threads'] ?? 0],
  [
    'mapped: other anonymous (V8 heaps, stacks, large mallocs)',
    (r) => r.mappings['other anonymous (V8 heaps, stacks, large mallocs)'] ?? 0,
  ],
  ['mapped: the node binary', (r) => r.mappings['node binary'] ?? 0],
];

/** The tables of one tree's runs: every run's figure, "a / b / c". */
function section(tree, runs) {
  const cells = (pick) => runs.map((r) => pick(r)).join(' / ');
  const first = runs[0];
  const limits = first.readings.ready.workers[0]?.resourceLimits;
  return `## ${tree}

Crawl: ${first.urls} URLs, statuses ${JSON.stringify(first.crawled)}. Flood: ${cells((r) => Math.round(r.flooded.rps))} requests/s, ${cells((r) => r.flooded.non2xx3xx)} non-2xx/3xx. Searches: statuses ${JSON.stringify(first.searched)}. Search worker's resourceLimits (MB): ${JSON.stringify(limits)}.

Server CPU time (user + system, every thread) per request, ms: crawl ${cells((r) => r.perRequest.crawl.toFixed(2))}; flood ${cells((r) => r.perRequest.flood.toFixed(2))}; searches ${cells((r) => r.perRequest.search.toFixed(2))}.

${table(
  ['part, MB', ...READINGS],
  rows.map(([label, pick]) => [label, ...READINGS.map((name) => cells((r) => mb(pick(r.readings[name]))))]),
)}
`;
}

const when = new Date();
const summary = table(
  ['VmRSS, MB', ...trees],
  READINGS.map((name) => [
    name,
    ...trees.map((tree) =>
      results
        .get(tree)
        .map((r) => mb(r.readings[name].status.VmRSS))
        .join(' / '),
    ),
  ]),
);
const report = `# Server memory at ${slugs.length} articles: ${LABEL}, ${when.toISOString()}

Machine: ${machine()}, load average ${load.toFixed(2)} at the start and ${loadavg()[0].toFixed(2)} at the end; server on Node ${NODE_VERSION}: ${trees.map((tree) => `\`${shown(treeCommand(tree))}\``).join(' and ')} (each tree's \`npm start\`)${PIN ? ', pinned to CPU 0' : ''}, LOG_LEVEL=warn${process.env.PAGE_CACHE_MB ? `, PAGE_CACHE_MB=${process.env.PAGE_CACHE_MB}` : ', default PAGE_CACHE_MB'}${process.env.GLIBC_TUNABLES ? `, GLIBC_TUNABLES=${process.env.GLIBC_TUNABLES}` : ''}${process.env.MEMORY_PROBE_WITHOUT_WORKERS === '1' ? ", **without the search worker** (the probe's stand-in; no search asked)" : ''}. ${RUNS} runs per tree${trees.length > 1 ? ', the trees taking turns' : ''}, a fresh server each; figures in MB (MiB), one per run.
Readings: ready (after the background compression); crawl (the sitemap and each article under its other prefix, ${CONCURRENCY} at a time, browser Accept-Encoding); flood (wrk, 50 connections, ${FLOOD_S} s through every article under both prefixes and every list URL); search (${searches.length} distinct queries as /search and /api/search, ${CONCURRENCY} at a time); idle (${IDLE_S} s later); collected (after a full garbage collection in the main thread and the worker: what is live).

${summary}

${trees.map((tree) => section(tree, results.get(tree))).join('\n')}`;
writeReport(resultsFile(`memory-${LABEL}-${stamp(when)}`), report);
