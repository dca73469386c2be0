/**
 * `node bench/ab.mjs [--rounds=7] [--duration=2] [--path=/] [--log-level=warn] DIST DIST...`:
 * compares builds of the production server on a machine whose speed drifts from one minute to
 * the next. Each DIST is a build output folder (`node build.mjs` writes dist/; copy it aside to
 * keep an older build). Its server starts as `npm start` starts it.
 *
 * All servers run at once, pinned to CPU 0. Each round loads each server in turn with wrk on
 * CPU 1 (50 connections, gzip) for --duration seconds. For each build, the report gives its
 * median req/s and the median of its per-round ratios to the first build: runs in the same round
 * share the machine's state of that moment, while separate runs do not. It gives the same for
 * responses per second of the server's own CPU time, which other work on a shared core moves less.
 *
 * Example: this tree against the last commit.
 *   git stash && node build.mjs && cp -r dist /tmp/base && git stash pop && node build.mjs
 *   node bench/ab.mjs /tmp/base dist
 */
import { number, operands, text } from './harness/options.mjs';
import { table } from './harness/report.mjs';
import { NODE_VERSION, PIN, startApp, stop, waitIdle } from './harness/server.mjs';
import { cpuMs } from './harness/proc.mjs';
import { median } from './harness/stats.mjs';
import { requireWrk, wrk } from './harness/wrk.mjs';

requireWrk('bench/ab.mjs');
const ROUNDS = number('rounds', 7);
const DURATION = number('duration', 2);
const PATH = text('path', '/');
const LOG_LEVEL = text('log-level', 'warn');
const dists = operands();
if (dists.length < 2) throw new Error('usage: node bench/ab.mjs [options] DIST DIST...');

const servers = [];
for (const dist of dists) {
  const app = await startApp({ dist, env: { LOG_LEVEL } });
  await waitIdle(app.child.pid);
  servers.push({ dist, ...app, rps: [], perCpuSecond: [] });
}
const load = (server, duration) =>
  wrk(`${server.url}${PATH}`, { connections: 50, duration, headers: { 'accept-encoding': 'gzip' } });
for (const server of servers) await load(server, 1);
for (let round = 0; round < ROUNDS; round++) {
  for (const server of servers) {
    const before = cpuMs(server.child.pid);
    const { rps, requests } = await load(server, DURATION);
    server.rps.push(rps);
    server.perCpuSecond.push((requests / Math.max(cpuMs(server.child.pid) - before, 1)) * 1000);
  }
}
for (const server of servers) await stop(server.child);

console.log(
  `${PATH}, gzip, LOG_LEVEL=${LOG_LEVEL}, servers on Node ${NODE_VERSION}${PIN ? ' pinned to CPU 0, wrk on CPU 1' : ''}; ${ROUNDS} rounds of ${DURATION} s\n`,
);
const ratio = (server, field) => median(server[field].map((v, i) => v / servers[0][field][i])).toFixed(2);
console.log(
  table(
    ['build', 'median req/s', 'median ratio to the first', 'median per CPU-s', 'median ratio to the first'],
    servers.map((server) => [
      server.dist,
      Math.round(median(server.rps)),
      ratio(server, 'rps'),
      Math.round(median(server.perCpuSecond)),
      ratio(server, 'perCpuSecond'),
    ]),
  ),
);
