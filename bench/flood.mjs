/**
 * `npm run bench:flood` (also the last part of `npm run bench`): can a client that asks for
 * endless distinct URLs make the server do new work or starve real visitors? Four phases of
 * FLOOD seconds each on the production server with a page cache of PAGE_CACHE_MB=1 (room for
 * about ten pages), with the same visitor load throughout (a list page under wrk, and a hashed
 * asset fetched one request at a time to time it):
 *   before: visitors only;  spellings: plus a flood of distinct spellings of real pages and
 *   unknown paths (bench/flood.lua);  misses: plus a flood cycling through every real article
 *   and list URL, more than the cache holds, so every request is a render (bench/misses.lua);
 *   after: visitors only again. Floods run wrk at 50 connections.
 * Also measures an unknown URL's throughput against a cached page's, alone. Reports requests/s,
 * the asset's p50/p99 and RSS for each phase to bench/results/. Needs Debian's wrk.
 * Options: --duration=10 (s per phase) --connections=50 --node=PATH
 */
import { request, Agent } from 'node:http';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { BROWSER_ENCODING } from './harness/http.mjs';
import { number } from './harness/options.mjs';
import { rssMb } from './harness/proc.mjs';
import { machine, resultsFile, stamp, table, writeReport } from './harness/report.mjs';
import { NODE_VERSION, PIN, startApp, stop, waitReady } from './harness/server.mjs';
import { builtSlugs, missUrls } from './harness/site.mjs';
import { percentile } from './harness/stats.mjs';
import { requireWrk, wrk } from './harness/wrk.mjs';

requireWrk('npm run bench:flood');
const DURATION = number('duration', 10);
const CONNECTIONS = number('connections', 50);
const PAGE = '/insights/all-articles';
const BROWSER = { 'accept-encoding': BROWSER_ENCODING };
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
const ASSET = manifest.entry.file;

// The load generators run at a lower priority (nice 10) than this process: they share CPU 1
// with the asset probe, whose timings would otherwise include waiting for wrk's time slice.
const load = (url, options) => wrk(url, { ...options, nice: 10 });

/** Fetches the asset one request at a time on one keep-alive connection for `ms`, timing each. */
async function probeAsset(base, ms) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  let failures = 0;
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const started = process.hrtime.bigint();
    const ok = await new Promise((resolve) => {
      request(`${base}${ASSET}`, { agent, headers: BROWSER }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
      })
        .on('error', () => resolve(false))
        .end();
    });
    if (ok) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    else failures++;
    await sleep(10);
  }
  agent.destroy();
  const at = (q) => percentile(latencies, q) ?? NaN;
  return { samples: latencies.length, failures, p50: at(0.5), p99: at(0.99), max: at(1) };
}

// Every real article and list URL, for bench/misses.lua (it reads them from MISS_URLS).
const misses = missUrls(builtSlugs('dist'));
process.env.MISS_URLS = misses.join(' ');

const app = await startApp({ env: { PAGE_CACHE_MB: '1' } });
await waitReady(app.url);
const phase = async (name, script) => {
  const visitors = load(`${app.url}${PAGE}`, { connections: CONNECTIONS, duration: DURATION, headers: BROWSER });
  const flooding = script
    ? load(`${app.url}/`, { connections: CONNECTIONS, duration: DURATION, script })
    : Promise.resolve(undefined);
  const asset = await probeAsset(app.url, DURATION * 1000 - 500);
  const [page, flooded] = await Promise.all([visitors, flooding]);
  const rss = rssMb(app.child.pid);
  process.stderr.write(`${name}: page ${Math.round(page.rps)} req/s, asset p99 ${asset.p99.toFixed(2)} ms\n`);
  return { name, page, flooded, asset, rss };
};
// Warm-up (not reported): the JIT compiles the paths every phase takes, flood paths included.
await Promise.all([
  load(`${app.url}${PAGE}`, { connections: CONNECTIONS, duration: 3, headers: BROWSER }),
  load(`${app.url}/`, { connections: CONNECTIONS, duration: 3, script: 'flood.lua' }),
  load(`${app.url}/`, { connections: CONNECTIONS, duration: 3, script: 'misses.lua' }),
]);
const phases = [
  await phase('before'),
  await phase('spellings', 'flood.lua'),
  await phase('misses', 'misses.lua'),
  await phase('after'),
];

// Unknown URLs alone against a stored page alone: the 404 document is stored like a page.
const stored = await load(`${app.url}${PAGE}`, { connections: CONNECTIONS, duration: DURATION / 2, headers: BROWSER });
const unknown = await load(`${app.url}/`, {
  connections: CONNECTIONS,
  duration: DURATION / 2,
  script: 'unknown.lua',
});
await stop(app.child);

const base = phases[0].page.rps;
const rows = phases.map(({ name, page, flooded, asset, rss }) => [
  name,
  Math.round(page.rps),
  (page.rps / base).toFixed(2),
  `${page.p50.toFixed(2)} / ${page.p99.toFixed(2)}`,
  flooded === undefined
    ? '–'
    : `${Math.round(flooded.rps)} (${flooded.requests} requests, ${flooded.non2xx3xx} non-2xx/3xx, ${flooded.socketErrors} socket errors)`,
  `${asset.p50.toFixed(2)} / ${asset.p99.toFixed(2)} / ${asset.max.toFixed(2)} (${asset.samples}, ${asset.failures} failed)`,
  rss.toFixed(1),
]);
const when = new Date();
const report = `# Flood ${when.toISOString()}

Machine: ${machine()}; server on Node ${NODE_VERSION}, wrk (1 thread each)${PIN ? ' on CPU 1, server pinned to CPU 0' : ''}.
Server with PAGE_CACHE_MB=1 (room for about ten pages). Visitors in every phase: ${PAGE} (browser Accept-Encoding) at ${CONNECTIONS} connections, and ${ASSET} fetched one at a time every 10 ms on one connection. Floods at ${CONNECTIONS} connections: spellings, bench/flood.lua, every request a new target (other spellings of 10 pages, unknown paths, unknown slugs); misses, bench/misses.lua, cycling through the ${misses.length} real article and list URLs, more than the cache holds, so nearly every request renders (503s are renders shed). ${DURATION} s per phase.

${table(['phase', 'page req/s', 'vs before', 'page p50 / p99 ms', 'flood req/s', 'asset p50 / p99 / max ms (samples)', 'RSS MB'], rows)}

Unknown URLs alone (bench/unknown.lua: a new unknown path or slug on every request, each answered by the cached 404 page of its kind): ${Math.round(unknown.rps)} req/s (${unknown.p50.toFixed(2)} / ${unknown.p99.toFixed(2)} ms p50/p99, ${unknown.bytes} bytes/response) against ${Math.round(stored.rps)} req/s for ${PAGE} (${stored.bytes} bytes/response): ratio ${(unknown.rps / stored.rps).toFixed(2)}.
`;
writeReport(resultsFile(`flood-${stamp(when)}`), report);
