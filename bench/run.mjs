/**
 * `npm run bench`: measures the production server against two ceilings served from the same
 * machine with the identical bytes and headers from memory, precompressed: Express 5 sending
 * them (the ceiling issue 5 defines) and bare node:http sending them (no framework: the
 * lower bound of any Node server). App and ceilings alternate in each round, with and without
 * `Accept-Encoding: gzip`. Reports requests/s, p50/p99 latency, bytes per response and the
 * app/ceiling ratios (median of the rounds), the cold start (spawn to first 200) and RSS
 * across a soak; writes a markdown report to bench/results/. Never part of the test suite.
 *
 * Options: --rounds=3 --duration=5 (s per run) --connections=50 --soak=60 (s; 0: none) --node=PATH
 *   --pages=/,/about  the pages measured (default: home, a list and an article)
 *   --ceilings=express  the ceilings measured (default: express,node)
 *   --dist=DIR       the build output folder of the app (default dist)
 *   --baseline=DIR   another build output folder (a copy of dist/ made from an earlier commit), served
 *                    as well and measured in the same rounds, so that before and after share each
 *                    round's machine state; its ratio to the same ceiling is reported beside the app's
 *   --report=PATH    where the markdown report goes (default bench/results/<timestamp>.md)
 *   --log-level=info  the app's LOG_LEVEL (info, production's, logs a line per request; warn does not)
 *   --generator=wrk  measure the rounds with wrk (Debian's `wrk` package, one thread) instead
 *                    of autocannon: autocannon tops out near 30,000 requests/s on one core,
 *                    below what Node 24 serves, so there it measures itself; the soak always
 *                    uses autocannon.
 */
import autocannon from 'autocannon';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { capture } from './harness/http.mjs';
import { list, number, text } from './harness/options.mjs';
import { cpuMs, rssMb } from './harness/proc.mjs';
import { machine, resultsFile, stamp, table, writeReport } from './harness/report.mjs';
import { NODE_VERSION, PIN, startApp, startCeiling, stop, waitIdle } from './harness/server.mjs';
import { mean, median } from './harness/stats.mjs';
import { requireWrk, wrk } from './harness/wrk.mjs';

// The app logs at info, as in production; its log lines go to /dev/null.
const ROUNDS = number('rounds', 3);
const DURATION = number('duration', 5);
const CONNECTIONS = number('connections', 50);
const SOAK = number('soak', 60);
const GENERATOR = text('generator', 'autocannon');
if (GENERATOR !== 'autocannon' && GENERATOR !== 'wrk')
  throw new Error(`--generator: autocannon or wrk, not ${GENERATOR}`);
if (GENERATOR === 'wrk') requireWrk('--generator=wrk');
const PAGES = list('pages', ['/', '/insights/all-articles', '/insights/residency-by-investment']);
const CEILINGS = list('ceilings', ['express', 'node']);
for (const c of CEILINGS) if (c !== 'express' && c !== 'node') throw new Error(`--ceilings: express, node, not ${c}`);
const DIST = text('dist', 'dist');
const BASELINE = text('baseline');
const REPORT = text('report');
const LOG_LEVEL = text('log-level', 'info');
const CODINGS = [
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
  { name: 'identity', headers: {} },
];

/** One wrk run (one thread, --latency), in the same shape as an autocannon run. */
async function loadWithWrk(url, headers, duration) {
  const result = await wrk(url, { connections: CONNECTIONS, duration, headers });
  return { ...result, errors: result.non2xx3xx + result.socketErrors };
}

/**
 * One run against a server process: its results, and `perCpuSecond`, the responses it made per second of
 * CPU time it used. On a machine shared with other work a server gets a varying share of its core, which
 * moves req/s; the CPU time each response costs moves far less.
 */
async function measure(pid, url, headers, duration = DURATION) {
  const before = cpuMs(pid);
  const result = await load(url, headers, duration);
  const cpu = cpuMs(pid) - before;
  return { ...result, cpuMs: cpu, perCpuSecond: cpu === 0 ? 0 : (result.requests / cpu) * 1000 };
}

async function load(url, headers, duration = DURATION) {
  if (GENERATOR === 'wrk') return loadWithWrk(url, headers, duration);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const responses = result.requests.total || 1;
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.total / responses),
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

// Cold start: median of three spawns; the last one stays up for the load runs.
const coldStarts = [];
let app;
for (let i = 0; i < 3; i++) {
  if (app !== undefined) await stop(app.child);
  app = await startApp({ dist: DIST, env: { LOG_LEVEL } });
  coldStarts.push(app.startMs);
}

const baseline = BASELINE === undefined ? undefined : await startApp({ dist: BASELINE, env: { LOG_LEVEL } });
await waitIdle(app.child.pid);
if (baseline !== undefined) await waitIdle(baseline.child.pid);

// Capture the app's exact bytes and headers for the ceiling.
const captured = [];
for (const path of PAGES) {
  for (const coding of CODINGS) {
    const { headers, body } = await capture(`${app.url}${path}`, coding.headers);
    if (coding.name === 'gzip') gunzipSync(body); // must be the gzip representation
    captured.push({ path, coding: coding.name, headers, body: body.toString('base64') });
  }
}
const capturedFile = join(tmpdir(), `bench-captured-${process.pid}.json`);
writeFileSync(capturedFile, JSON.stringify(captured));
process.on('exit', () => rmSync(capturedFile, { force: true }));

const ceilings = Object.fromEntries(
  await Promise.all(CEILINGS.map(async (c) => [c, await startCeiling(capturedFile, c)])),
);
const TARGETS = [
  ...(baseline === undefined ? [] : [['baseline', baseline.url, baseline.child.pid]]),
  ['app', app.url, app.child.pid],
  ...CEILINGS.map((c) => [c, ceilings[c].url, ceilings[c].child.pid]),
];

// Warm-up of each server, then rounds alternating app and ceilings.
for (const path of PAGES) {
  for (const [, base] of TARGETS) await load(`${base}${path}`, {}, 1);
}
const runs = new Map();
for (let round = 1; round <= ROUNDS; round++) {
  for (const path of PAGES) {
    for (const coding of CODINGS) {
      for (const [target, base, pid] of round % 2 === 1 ? TARGETS : [...TARGETS].reverse()) {
        const key = `${path}|${coding.name}|${target}`;
        const result = await measure(pid, `${base}${path}`, coding.headers);
        runs.set(key, [...(runs.get(key) ?? []), result]);
        process.stderr.write(
          `round ${round} ${key}: ${Math.round(result.rps)} req/s, ${Math.round(result.perCpuSecond)} per CPU-s\n`,
        );
      }
    }
  }
}

// Soak: the same mixed load (pages, a filtered list, a 404 that is rendered every time)
// first as a warm-up, so that every page is rendered and the heap has grown to its working
// size, then for SOAK seconds with RSS sampled every 5 s.
const mixed = (duration) =>
  autocannon({
    url: app.url,
    connections: CONNECTIONS,
    duration,
    requests: [...PAGES, '/insights?category=banking', '/no-such-page', '/about'].map((path) => ({
      method: 'GET',
      path,
    })),
    headers: { 'accept-encoding': 'gzip' },
  });
const WARMUP = 15;
if (SOAK > 0) await mixed(WARMUP);
const rssAfterWarmup = rssMb(app.child.pid);
const soakStarted = Date.now();
const rssSamples = [];
const sampler = setInterval(() => rssSamples.push(rssMb(app.child.pid)), 5000);
if (SOAK > 0) await mixed(SOAK);
clearInterval(sampler);
const rssAfterSoak = rssMb(app.child.pid);
const soakSeconds = (Date.now() - soakStarted) / 1000;
const half = Math.floor(rssSamples.length / 2);
// Needs two samples or more (a soak of at least 10 s).
const rssDrift = half === 0 ? undefined : mean(rssSamples.slice(half)) - mean(rssSamples.slice(0, half));

await stop(app.child);
if (baseline !== undefined) await stop(baseline.child);
for (const { child } of Object.values(ceilings)) child.kill('SIGTERM');

/** The median of a target's per-round ratios to another's: runs of one round share the machine's state of the moment. */
const ratio = (key, target, to, field = 'rps') => {
  const [mine, theirs] = [runs.get(`${key}|${target}`), runs.get(`${key}|${to}`)];
  return median(mine.map((r, i) => r[field] / theirs[i][field]));
};
const names = { baseline: 'baseline', app: 'app', express: 'Express', node: 'node:http' };
const apps = TARGETS.map(([t]) => t).filter((t) => t === 'app' || t === 'baseline');
const header = [
  'page',
  'encoding',
  ...TARGETS.map(([t]) => `${names[t]} req/s`),
  ...CEILINGS.flatMap((c) => apps.map((a) => `${names[a]}/${names[c]}`)),
  ...(baseline === undefined ? [] : ['app/baseline']),
  ...TARGETS.map(([t]) => `${names[t]} per CPU-s`),
  ...CEILINGS.flatMap((c) => apps.map((a) => `${names[a]}/${names[c]} per CPU-s`)),
  ...(baseline === undefined ? [] : ['app/baseline per CPU-s']),
  ...TARGETS.map(([t]) => `${names[t]} p50 / p99 ms`),
  'app bytes/resp',
  'ceiling bytes/resp',
  'app errors',
];
const rows = [];
for (const path of PAGES) {
  for (const coding of CODINGS) {
    const key = `${path}|${coding.name}`;
    const pick = (target, field) => median(runs.get(`${key}|${target}`).map((r) => r[field]));
    rows.push([
      path,
      coding.name,
      ...TARGETS.map(([t]) => Math.round(pick(t, 'rps'))),
      ...CEILINGS.flatMap((c) => apps.map((a) => `**${ratio(key, a, c).toFixed(2)}**`)),
      ...(baseline === undefined ? [] : [ratio(key, 'app', 'baseline').toFixed(2)]),
      ...TARGETS.map(([t]) => Math.round(pick(t, 'perCpuSecond'))),
      ...CEILINGS.flatMap((c) => apps.map((a) => `**${ratio(key, a, c, 'perCpuSecond').toFixed(2)}**`)),
      ...(baseline === undefined ? [] : [ratio(key, 'app', 'baseline', 'perCpuSecond').toFixed(2)]),
      ...TARGETS.map(([t]) => `${pick(t, 'p50')} / ${pick(t, 'p99')}`),
      pick('app', 'bytes'),
      pick(CEILINGS[0], 'bytes'),
      pick('app', 'errors'),
    ]);
  }
}

const when = new Date();
const report = `# Benchmark ${when.toISOString()}

Machine: ${machine()}; servers on Node ${NODE_VERSION}, load generator on Node ${process.version}.
Load: ${GENERATOR === 'wrk' ? 'wrk (1 thread)' : 'autocannon'}${PIN ? ' on CPU 1, servers pinned to CPU 0 (taskset)' : ''}, ${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} rounds alternating ${TARGETS.map(([t]) => names[t]).join(', ')} (order reversed every other round); req/s are medians, ratios the median of each round's ratio; "per CPU-s" is responses per second of the server's own CPU time (utime + stime), which other work on a shared core moves far less than req/s. App logging: LOG_LEVEL=${LOG_LEVEL}.${baseline === undefined ? '' : ` Baseline: the build in ${BASELINE}.`}
Ceilings (bench/ceiling.mjs), each sending the app's identical bytes and headers from memory: ${CEILINGS.map((c) => (c === 'express' ? 'Express 5 (the ceiling the target ratio is measured against)' : 'bare node:http (no framework)')).join(' and ')}.

${table(header, rows)}

Cold start (spawn to first 200 on /, browser Accept-Encoding): median ${median(coldStarts).toFixed(0)} ms (runs: ${coldStarts.map((v) => v.toFixed(0)).join(', ')} ms).
${
  SOAK > 0
    ? `
RSS under mixed load (the benchmarked pages, /about, a filtered list, a 404): ${rssAfterWarmup.toFixed(1)} MB after a ${WARMUP} s warm-up; ${rssAfterSoak.toFixed(1)} MB after a further ${soakSeconds.toFixed(0)} s (samples every 5 s: ${rssSamples.map((v) => v.toFixed(1)).join(', ')} MB; min ${Math.min(...rssSamples).toFixed(1)}, max ${Math.max(...rssSamples).toFixed(1)}; mean of the second half minus the first: ${rssDrift === undefined ? 'n/a' : `${rssDrift >= 0 ? '+' : ''}${rssDrift.toFixed(1)} MB`}).
`
    : ''
}`;
writeReport(REPORT ?? resultsFile(stamp(when)), report);
