/**
 * `npm run bench`: measures the production server against two ceilings served from the same
 * machine with the identical bytes and headers from memory, precompressed: Express 5 sending
 * them (the ceiling issue 5 defines) and bare node:http sending them (no framework: the
 * lower bound of any Node server). App and ceilings alternate in each round, with and without
 * `Accept-Encoding: gzip`. Reports requests/s, p50/p99 latency, bytes per response and the
 * app/ceiling ratios (median of the rounds), the cold start (spawn to first 200) and RSS
 * across a soak; writes a markdown report to bench/results/. Never part of the test suite.
 *
 * Options: --rounds=3 --duration=5 (s per run) --connections=50 --soak=60 (s) --node=PATH
 *   --log-level=info  the app's LOG_LEVEL (info, production's, logs a line per request; warn does not)
 *   --generator=wrk  measure the rounds with wrk (Debian's `wrk` package, one thread) instead
 *                    of autocannon: autocannon tops out near 30,000 requests/s on one core,
 *                    below what Node 24 serves, so there it measures itself; the soak always
 *                    uses autocannon.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  NODE_VERSION,
  PIN,
  freePort,
  median,
  option,
  parseWrk,
  requireWrk,
  rssMb,
  serverCommand,
  spawnTracked,
  startApp,
  stop,
  wrkArgs,
} from './lib.mjs';

// The app logs at info, as in production; its log lines go to /dev/null.
const ROUNDS = option('rounds', 3);
const DURATION = option('duration', 5);
const CONNECTIONS = option('connections', 50);
const SOAK = option('soak', 60);
const GENERATOR = process.argv.find((a) => a.startsWith('--generator='))?.slice('--generator='.length) ?? 'autocannon';
if (GENERATOR !== 'autocannon' && GENERATOR !== 'wrk')
  throw new Error(`--generator: autocannon or wrk, not ${GENERATOR}`);
if (GENERATOR === 'wrk') requireWrk('--generator=wrk');
const PAGES = ['/', '/insights/all-articles', '/insights/aml-kyc-2025'];
const CODINGS = [
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
  { name: 'identity', headers: {} },
];

/** One wrk run (one thread, --latency), parsed into the same shape as an autocannon run. */
function loadWithWrk(url, headers, duration) {
  const out = execFileSync('wrk', wrkArgs(url, { connections: CONNECTIONS, duration, headers }), { encoding: 'utf8' });
  const result = parseWrk(out);
  return { ...result, errors: result.non2xx3xx + result.socketErrors };
}

async function load(url, headers, duration = DURATION) {
  if (GENERATOR === 'wrk') return loadWithWrk(url, headers, duration);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const responses = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.total / responses),
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const LOG_LEVEL = process.argv.find((a) => a.startsWith('--log-level='))?.slice('--log-level='.length) ?? 'info';

// Cold start: median of three spawns; the last one stays up for the load runs.
const coldStarts = [];
let app;
for (let i = 0; i < 3; i++) {
  if (app !== undefined) await stop(app.child);
  app = await startApp({ LOG_LEVEL });
  coldStarts.push(app.coldStartMs);
}

/** GET with node:http, so the body stays exactly as sent (fetch would decompress it). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

// Capture the app's exact bytes and headers for the ceiling.
const captured = [];
for (const path of PAGES) {
  for (const coding of CODINGS) {
    const res = await rawGet(`${app.url}${path}`, coding.headers);
    if (coding.name === 'gzip') gunzipSync(res.body); // must be the gzip representation
    // Every header the app sent (security headers included) except per-request ones.
    const headers = { ...res.headers };
    for (const name of ['date', 'connection', 'keep-alive', 'x-request-id']) delete headers[name];
    captured.push({ path, coding: coding.name, headers, body: res.body.toString('base64') });
  }
}
const capturedFile = join(tmpdir(), `bench-captured-${process.pid}.json`);
writeFileSync(capturedFile, JSON.stringify(captured));
process.on('exit', () => rmSync(capturedFile, { force: true }));

/** Starts bench/ceiling.mjs in a mode (express | node) and returns its base URL. */
async function startCeiling(mode) {
  const port = await freePort();
  const [command, args] = serverCommand(['bench/ceiling.mjs', capturedFile, String(port), mode]);
  const child = spawnTracked(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return { child, url: `http://127.0.0.1:${port}` };
}
const ceilings = { express: await startCeiling('express'), node: await startCeiling('node') };
const TARGETS = [
  ['app', app.url],
  ['express', ceilings.express.url],
  ['node', ceilings.node.url],
];

// Warm-up of each server, then rounds alternating app and ceilings.
for (const path of PAGES) {
  for (const [, base] of TARGETS) await load(`${base}${path}`, {}, 1);
}
const runs = new Map();
for (let round = 1; round <= ROUNDS; round++) {
  for (const path of PAGES) {
    for (const coding of CODINGS) {
      for (const [target, base] of TARGETS) {
        const key = `${path}|${coding.name}|${target}`;
        const result = await load(`${base}${path}`, coding.headers);
        runs.set(key, [...(runs.get(key) ?? []), result]);
        process.stderr.write(`round ${round} ${key}: ${Math.round(result.rps)} req/s\n`);
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
await mixed(WARMUP);
const rssAfterWarmup = rssMb(app.child.pid);
const soakStarted = Date.now();
const rssSamples = [];
const sampler = setInterval(() => rssSamples.push(rssMb(app.child.pid)), 5000);
await mixed(SOAK);
clearInterval(sampler);
const rssAfterSoak = rssMb(app.child.pid);
const soakSeconds = (Date.now() - soakStarted) / 1000;
const half = Math.floor(rssSamples.length / 2);
const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
// Needs two samples or more (a soak of at least 10 s).
const rssDrift = half === 0 ? undefined : mean(rssSamples.slice(half)) - mean(rssSamples.slice(0, half));

await stop(app.child);
for (const { child } of Object.values(ceilings)) child.kill('SIGTERM');

const rows = [];
for (const path of PAGES) {
  for (const coding of CODINGS) {
    const pick = (target, field) => median(runs.get(`${path}|${coding.name}|${target}`).map((r) => r[field]));
    const appRps = pick('app', 'rps');
    const expressRps = pick('express', 'rps');
    const nodeRps = pick('node', 'rps');
    rows.push(
      `| ${path} | ${coding.name} | ${Math.round(appRps)} | ${Math.round(expressRps)} | **${(appRps / expressRps).toFixed(2)}** | ` +
        `${Math.round(nodeRps)} | ${(appRps / nodeRps).toFixed(2)} | ` +
        `${pick('app', 'p50')} / ${pick('app', 'p99')} | ${pick('express', 'p50')} / ${pick('express', 'p99')} | ` +
        `${pick('node', 'p50')} / ${pick('node', 'p99')} | ${pick('app', 'bytes')} | ${pick('express', 'bytes')} | ${pick('app', 'errors')} |`,
    );
  }
}

const stamp = new Date().toISOString().replace(/[:.]/gu, '-');
const report = `# Benchmark ${new Date().toISOString()}

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}; servers on Node ${NODE_VERSION}, load generator on Node ${process.version}.
Load: ${GENERATOR === 'wrk' ? 'wrk (1 thread)' : 'autocannon'}${PIN ? ' on CPU 1, servers pinned to CPU 0 (taskset)' : ''}, ${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} rounds alternating app and ceilings; medians shown. App logging: LOG_LEVEL=${LOG_LEVEL}.
Ceilings (bench/ceiling.mjs), each sending the app's identical bytes and headers from memory: Express 5 (the ceiling the target ratio is measured against) and bare node:http (no framework).

| page | encoding | app req/s | Express ceiling req/s | app/Express | node:http req/s | app/node:http | app p50 / p99 ms | Express p50 / p99 ms | node:http p50 / p99 ms | app bytes/resp | ceiling bytes/resp | app errors |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Cold start (spawn to first 200 on /, browser Accept-Encoding): median ${median(coldStarts).toFixed(0)} ms (runs: ${coldStarts.map((v) => v.toFixed(0)).join(', ')} ms).

RSS under mixed load (3 benchmarked pages, /about, a filtered list, a 404): ${rssAfterWarmup.toFixed(1)} MB after a ${WARMUP} s warm-up; ${rssAfterSoak.toFixed(1)} MB after a further ${soakSeconds.toFixed(0)} s (samples every 5 s: ${rssSamples.map((v) => v.toFixed(1)).join(', ')} MB; min ${Math.min(...rssSamples).toFixed(1)}, max ${Math.max(...rssSamples).toFixed(1)}; mean of the second half minus the first: ${rssDrift === undefined ? 'n/a' : `${rssDrift >= 0 ? '+' : ''}${rssDrift.toFixed(1)} MB`}).
`;
mkdirSync('bench/results', { recursive: true });
const out = join('bench/results', `${stamp}.md`);
writeFileSync(out, report);
console.log(report);
console.log(`report written to ${out}`);
