/**
 * The servers under test: this project's production server started as `npm start` starts it,
 * and bench/ceiling.mjs, on the Node of `--node=PATH`; each stopped when this process exits,
 * even by an error or Ctrl-C.
 *
 * Importing this pins this process to CPU 1 where `taskset` exists, and the servers it starts
 * run on CPU 0: two cores are shared by the load generator and the server under test, and left
 * to the scheduler they trade places and the figures swing by 2x between identical runs.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/dev/freePort.mjs';
import { text } from './options.mjs';
import { cpuMs } from './proc.mjs';

/** `--node=PATH`: the Node binary that runs the servers (default: this one). */
export const NODE = text('node', process.execPath);
/** NODE's version, e.g. "v24.21.0". */
export const NODE_VERSION = execFileSync(NODE, ['--version'], { encoding: 'utf8' }).trim();

/** Whether this process is pinned to CPU 1, and so the servers to CPU 0. */
export const PIN = (() => {
  try {
    execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Every process this run started: stopped when the run ends. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
process.on('SIGINT', () => process.exit(130));

/**
 * spawn(), remembering the child so that it is stopped when this process exits.
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnTracked(command, args, options) {
  const child = spawn(command, args, options);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/**
 * Lets this process, and what it starts from now on, use every core again (a browser uses both,
 * as on a phone); the servers started stay on CPU 0.
 */
export function useAllCores() {
  if (PIN) execFileSync('taskset', ['-p', '-c', `0-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
}

/**
 * A server process's command on NODE, pinned to CPU 0 when this process is pinned.
 * @param {string[]} args node's arguments
 * @returns {[string, string[]]} the command and its arguments, for spawn()
 */
export const serverCommand = (args) => (PIN ? ['taskset', ['-c', '0', NODE, ...args]] : [NODE, args]);

/**
 * The production server's command as a tree's `npm start` gives it (the image's ENV and CMD are
 * the same): the flags before the entry and glibc's malloc settings matter to memory
 * (docs/decisions/011-young-generation.md, 026-memory-at-1000-articles.md).
 * @param {string} [root] a project tree, default this one
 * @returns {{ env: Record<string, string>, args: string[] }} the assignments before `node`
 *   (NAME=value), and node's arguments, the entry last
 */
export function startCommand(root = fileURLToPath(new URL('../..', import.meta.url))) {
  const words = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start.split(' ');
  const at = words.indexOf('node');
  const env = Object.fromEntries(
    words.slice(0, at).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
  );
  return { env, args: words.slice(at + 1) };
}

/** How long a server may take to answer before the run gives up. */
const START_TIMEOUT_MS = 600_000;

/**
 * Starts the production server as `npm start` does (LOG_LEVEL=info unless `env` sets it) on a
 * free port, and waits until it answers 200: on / with a browser's Accept-Encoding (the first
 * page rendered), or on /readyz (every document rendered and compressed).
 * @param {object} [options]
 * @param {string} [options.dist] the build output folder whose server/index.js runs, default dist
 * @param {string} [options.cwd] the tree it runs in, whose package.json gives `npm start`
 *   (default: this process's folder, this project's package.json)
 * @param {Record<string, string>} [options.env] set beside `npm start`'s environment
 * @param {string[]} [options.nodeArgs] node flags after `npm start`'s, so that they win
 * @param {import('node:child_process').StdioOptions} [options.stdio] default all ignored; a
 *   piped stderr's last 8 KiB go into the error when the server fails to start
 * @param {'/' | '/readyz'} [options.until] the path that must answer 200, default /
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string, startMs: number }>}
 *   the server, its base URL, and ms from spawn to that 200
 * @throws Error when the server exits first, or has not answered after 10 minutes
 */
export async function startApp({ dist = 'dist', cwd, env = {}, nodeArgs = [], stdio = 'ignore', until = '/' } = {}) {
  const start = startCommand(cwd);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = process.hrtime.bigint();
  const [command, args] = serverCommand([...start.args.slice(0, -1), ...nodeArgs, join(dist, 'server', 'index.js')]);
  const child = spawnTracked(command, args, {
    cwd,
    env: {
      ...process.env,
      ...start.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk.toString('utf8')).slice(-8192)));
  const headers = until === '/' ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : {};
  const what = `the server of ${join(cwd ?? '', dist)}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `${what} exited (${child.signalCode ?? child.exitCode}) before ${until} answered 200${stderr && `:\n${stderr}`}`,
      );
    if (Number(process.hrtime.bigint() - started) / 1e6 > START_TIMEOUT_MS)
      throw new Error(`${what}: ${until} has not answered 200 after 10 minutes${stderr && `:\n${stderr}`}`);
    const status = await fetch(`${url}${until}`, { headers })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      })
      .catch(() => undefined); // not listening yet
    if (status === 200) break;
    await sleep(until === '/' ? 2 : 20);
  }
  return { child, url, startMs: Number(process.hrtime.bigint() - started) / 1e6 };
}

/**
 * Polls /readyz until it answers 200 (every document rendered and compressed).
 * @param {string} url the server's base URL
 */
export async function waitReady(url) {
  for (;;) {
    const res = await fetch(`${url}/readyz`).catch(() => undefined);
    if (res?.status === 200) return;
    await sleep(20);
  }
}

/**
 * Waits until the process is idle: less than 2 % of a core over a 1 s window, for up to 120 s.
 * The server answers /readyz once every document is rendered and gzipped, then makes the brotli
 * copies in the background (seconds of CPU): a measurement started meanwhile shares the CPU.
 * @param {number} pid
 * @returns {Promise<number>} the ms waited
 */
export async function waitIdle(pid) {
  const started = Date.now();
  let before = cpuMs(pid);
  while (Date.now() - started < 120_000) {
    await sleep(1000);
    const now = cpuMs(pid);
    if (now - before < 20) break;
    before = now;
  }
  return Date.now() - started;
}

/**
 * Stops a child process with SIGTERM and waits for its exit (at once if it has exited already).
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

const CEILING = fileURLToPath(new URL('../ceiling.mjs', import.meta.url));

/**
 * Starts bench/ceiling.mjs on a free port, pinned as the servers are, and waits until it listens.
 * @param {string} capturedFile the JSON file of captured responses it sends
 * @param {'express' | 'node'} mode Express 5 sending them, or bare node:http
 * @param {string[]} [nodeArgs] node flags before the script (a CPU profile's)
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string }>} it, and its base URL
 */
export async function startCeiling(capturedFile, mode, nodeArgs = []) {
  const port = await freePort();
  const [command, args] = serverCommand([...nodeArgs, CEILING, capturedFile, String(port), mode]);
  const child = spawnTracked(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return { child, url: `http://127.0.0.1:${port}` };
}
