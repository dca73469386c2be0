/**
 * `node bench/profile.mjs [--dist=dist] [--path=/] [--coding=gzip] [--duration=20] [--log-level=info] [--top=25]`:
 * what a cached page costs the server, from CPU profiles, beside what Express sending the same bytes costs. Starts a
 * build's production server (as `npm start` does) and bench/ceiling.mjs in Express mode sending the app's bytes and
 * headers for the page from memory, both with `--cpu-prof` and pinned to CPU 0, waits until the app's warm-up is
 * over, then loads the page with wrk on CPU 1, one second on each in turn, --duration seconds each in all; stops
 * both and summarises the samples taken during the load: the self time by where the code lives (node's own, each
 * package, the site's code) and the functions with the most self time, in µs per response and % of the CPU time the
 * server used. Taking turns second by second, both see the same state of a machine shared with other work. Prints
 * markdown; writes nothing but the profiles, kept in a temporary folder.
 */
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { capture } from './harness/http.mjs';
import { number, text } from './harness/options.mjs';
import { table } from './harness/report.mjs';
import { NODE_VERSION, PIN, startApp, startCeiling, waitIdle } from './harness/server.mjs';
import { requireWrk, wrk } from './harness/wrk.mjs';

requireWrk('bench/profile.mjs');
const DIST = text('dist', 'dist');
const PATH = text('path', '/');
const CODING = text('coding', 'gzip');
const LOG_LEVEL = text('log-level', 'info');
const DURATION = number('duration', 20);
const TOP = number('top', 25);
const headers = CODING === 'identity' ? {} : { 'accept-encoding': CODING };

const dir = mkdtempSync(join(tmpdir(), 'cpu-prof-'));
const profiling = (name) => ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}.cpuprofile`];

/** The app's response to the page, bytes as sent, in a file of the shape bench/ceiling.mjs reads. */
async function captureFile(url) {
  const res = await capture(`${url}${PATH}`, headers);
  const file = join(dir, 'captured.json');
  const coding = CODING === 'identity' ? 'identity' : 'gzip';
  writeFileSync(
    file,
    JSON.stringify([{ path: PATH, coding, headers: res.headers, body: res.body.toString('base64') }]),
  );
  return file;
}

const { child: app, url: appUrl } = await startApp({
  dist: DIST,
  env: { LOG_LEVEL },
  nodeArgs: profiling('app'),
  until: '/readyz',
});
await waitIdle(app.pid);
const ceiling = await startCeiling(await captureFile(appUrl), 'express', profiling('express'));

const servers = [
  { name: 'app', child: app, url: appUrl, requests: 0 },
  { name: 'express', ...ceiling, requests: 0 },
];
const load = (url, duration) => wrk(`${url}${PATH}`, { connections: 50, duration, headers });
for (const server of servers) await load(server.url, 2);
const started = process.hrtime.bigint();
for (let second = 0; second < DURATION; second++) {
  for (const server of servers) server.requests += (await load(server.url, 1)).requests;
}
const ended = process.hrtime.bigint();
// The app: two signals skip its shutdown delay, it drains and exits 0; the ceiling exits at the first. V8 writes
// each profile at exit.
for (const { child } of servers) {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  if (child === app) child.kill('SIGTERM');
  await exited;
}

/** Source maps of the bundles, by file: a location is named by its source file and line, not the bundle's. */
const maps = new Map();
function sourceOf(url, line, column) {
  const file = url.replace(/^file:\/\//u, '');
  if (!maps.has(file))
    maps.set(file, existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  const entry = maps.get(file)?.findEntry(line, column);
  if (entry?.originalSource === undefined) return `${relative(process.cwd(), file)}:${line + 1}`;
  const source = entry.originalSource.replace(/^.*?(node_modules\/|server\/|shared\/)/u, '$1');
  return `${source}:${entry.originalLine + 1}`;
}

/** Where a location's code lives: node's own (its JS, or a native call), a package, the site's code, or V8's. */
function placeOf(name, where) {
  if (where === '') return name.startsWith('(') ? name : 'node (native)';
  if (where.startsWith('node:')) return 'node (JavaScript)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/u.exec(where)?.[1];
  if (pkg !== undefined) return pkg;
  return /^(server|shared|bench)\//u.exec(where)?.[1] ?? where;
}

/**
 * A profile's self time in the load, by function and by place, µs per response. The window runs from the first load
 * to the last: a server waiting for its turn is idle, and idle samples are not counted.
 */
function summary({ name, requests }) {
  const profile = JSON.parse(readFileSync(join(dir, `${name}.cpuprofile`), 'utf8'));
  const stopped = process.hrtime.bigint();
  // Sample times, in µs of the profile's clock; the window is placed by its distance from the profile's end, less
  // the time since (the profile ended when the server exited, a moment before `stopped`).
  const times = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  const from = profile.endTime - Number(stopped - started) / 1000;
  const to = profile.endTime - Number(stopped - ended) / 1000;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const functions = new Map();
  const places = new Map();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i] < from || times[i] > to) continue;
    const { callFrame } = nodes.get(profile.samples[i]);
    if (callFrame.functionName === '(idle)') continue;
    const interval = (times[i + 1] ?? times[i]) - times[i];
    const where = callFrame.url === '' ? '' : sourceOf(callFrame.url, callFrame.lineNumber, callFrame.columnNumber);
    const fn = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(fn, (functions.get(fn) ?? 0) + interval / requests);
    const place = placeOf(callFrame.functionName, where);
    places.set(place, (places.get(place) ?? 0) + interval / requests);
    busy += interval / requests;
  }
  return { name, requests, functions, places, busy };
}

const [mine, theirs] = servers.map(summary);
const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
const cell = (v, total) => (v === undefined ? '–' : `${v.toFixed(2)} (${((v / total) * 100).toFixed(0)} %)`);
const placeRows = sorted(new Map([...theirs.places, ...mine.places])).map(([place]) => [
  place,
  cell(mine.places.get(place), mine.busy),
  cell(theirs.places.get(place), theirs.busy),
]);
const functionRows = (s) =>
  sorted(s.functions)
    .slice(0, TOP)
    .map(([fn, v]) => [fn.replace(/\|/gu, '\\|'), cell(v, s.busy)]);
console.log(`${PATH}, ${CODING}: ${DIST} at LOG_LEVEL=${LOG_LEVEL} beside the Express ceiling, Node ${NODE_VERSION}${PIN ? ', servers on CPU 0, wrk on CPU 1' : ''}, ${DURATION} s each in turns of 1 s. Responses: app ${mine.requests}, Express ${theirs.requests}. CPU time sampled per response: app ${mine.busy.toFixed(2)} µs, Express ${theirs.busy.toFixed(2)} µs (ratio ${(theirs.busy / mine.busy).toFixed(2)}).

Self time by where the code lives, µs per response (% of the server's CPU):

${table(['where', 'app', 'Express ceiling'], placeRows)}

The app's top ${TOP} functions by self time, µs per response (% of CPU):

${table(['function (source line)', 'app'], functionRows(mine))}

The Express ceiling's top ${TOP}:

${table(['function (source line)', 'Express ceiling'], functionRows(theirs))}

Profiles: ${dir}`);
