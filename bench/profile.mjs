/**
 * `node bench/profile.mjs [--dist=dist] [--path=/] [--coding=gzip] [--duration=20] [--log-level=info] [--top=25]`:
 * what a cached page costs the server, from a CPU profile. Starts a build's production server (as `npm start`
 * does, plus `--cpu-prof`) pinned to CPU 0, waits until its warm-up is over, loads one page with wrk on CPU 1 for
 * --duration seconds, stops the server and summarises the samples taken during the load: the functions with the
 * most self time, in µs per response and % of the CPU time the server used, and the share of V8's own buckets
 * (GC, program). Prints markdown; writes nothing but the profile, kept in a temporary folder.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  APP_ARGS,
  APP_ENV,
  NODE_VERSION,
  PIN,
  freePort,
  option,
  parseWrk,
  requireWrk,
  serverCommand,
  spawnTracked,
  waitIdle,
  waitReady,
  wrkArgs,
} from './lib.mjs';

requireWrk('bench/profile.mjs');
const text = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const DIST = text('dist', 'dist');
const PATH = text('path', '/');
const CODING = text('coding', 'gzip');
const LOG_LEVEL = text('log-level', 'info');
const DURATION = option('duration', 20);
const TOP = option('top', 25);

const dir = mkdtempSync(join(tmpdir(), 'cpu-prof-'));
const port = await freePort();
const [command, args] = serverCommand([
  ...APP_ARGS.slice(0, -1),
  '--cpu-prof',
  `--cpu-prof-dir=${dir}`,
  join(DIST, 'server', 'index.js'),
]);
const child = spawnTracked(command, args, {
  env: { ...process.env, ...APP_ENV, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL },
  stdio: 'ignore',
});
const url = `http://127.0.0.1:${port}`;
await waitReady(url);
await waitIdle(child.pid);
const headers = CODING === 'identity' ? {} : { 'accept-encoding': CODING };
const wrk = (duration) =>
  parseWrk(execFileSync('wrk', wrkArgs(`${url}${PATH}`, { connections: 50, duration, headers }), { encoding: 'utf8' }));
wrk(2);
const started = process.hrtime.bigint();
const { requests, rps } = wrk(DURATION);
const ended = process.hrtime.bigint();
// Two signals: no shutdown delay; the server drains and exits 0, and V8 writes the profile.
const exited = once(child, 'exit');
child.kill('SIGTERM');
child.kill('SIGTERM');
await exited;
const stopped = process.hrtime.bigint();

const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (file === undefined) throw new Error(`no profile in ${dir}`);
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));

// Sample times, in µs of the profile's clock; the load window is placed by its distance from the last sample.
const times = [];
let t = profile.startTime;
for (const delta of profile.timeDeltas) times.push((t += delta));
const end = profile.endTime;
const from = end - Number(stopped - started) / 1000;
const to = end - Number(stopped - ended) / 1000;

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

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
let busy = 0;
for (let i = 0; i < profile.samples.length; i++) {
  if (times[i] < from || times[i] > to) continue;
  const { callFrame } = nodes.get(profile.samples[i]);
  const interval = (times[i + 1] ?? times[i]) - times[i];
  if (callFrame.functionName === '(idle)') continue;
  const where = callFrame.url === '' ? '' : sourceOf(callFrame.url, callFrame.lineNumber, callFrame.columnNumber);
  const name = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
  self.set(name, (self.get(name) ?? 0) + interval);
  busy += interval;
}
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP);
const us = (v) => (v / requests).toFixed(2);
console.log(`${PATH}, ${CODING}, LOG_LEVEL=${LOG_LEVEL}, ${DIST}, Node ${NODE_VERSION}${PIN ? ', server on CPU 0, wrk on CPU 1' : ''}: ${requests} responses in ${DURATION} s (${Math.round(rps)} req/s); CPU time sampled in the load: ${(busy / 1000).toFixed(0)} ms, ${us(busy)} µs per response.

| function (source line) | self µs per response | % of CPU |
|---|---|---|
${top.map(([name, v]) => `| ${name.replace(/\|/gu, '\\|')} | ${us(v)} | ${((v / busy) * 100).toFixed(1)} |`).join('\n')}

Profile: ${join(dir, file)}`);
