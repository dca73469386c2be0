/**
 * Helpers shared by the benchmark scripts (run.mjs, flood.mjs): pinning, server processes
 * that are always stopped, free ports, wrk runs parsed into numbers, RSS, medians.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `--name=value` from the command line as a number, or the fallback. */
export const option = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/** `--node=PATH`: the Node binary that runs the servers (default: this one), and its version. */
export const NODE = process.argv.find((a) => a.startsWith('--node='))?.slice('--node='.length) ?? process.execPath;
export const NODE_VERSION = execFileSync(NODE, ['--version'], { encoding: 'utf8' }).trim();

/*
 * Two cores are shared by the load generator and the server under test; left to the scheduler
 * they trade places and the figures swing by 2x between identical runs. When `taskset` exists,
 * servers run on CPU 0 and this process and its load generators on CPU 1.
 */
export const PIN = (() => {
  try {
    execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Every process this run started: stopped when the run ends, even by an error or Ctrl-C. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
process.on('SIGINT', () => process.exit(130));

/** spawn(), remembering the child so that it is stopped when this process exits. */
export function spawnTracked(command, args, options) {
  const child = spawn(command, args, options);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/**
 * The production server's command as a tree's `npm start` gives it (the image's ENV and CMD are
 * the same): the flags before the entry and glibc's malloc settings matter to memory
 * (docs/decisions/011-young-generation.md, 026-memory-at-1000-articles.md).
 * @param root a project tree, default this one
 * @returns `env`, the assignments before `node` (NAME=value), and `args`, node's arguments, the entry last
 */
export function startCommand(root = fileURLToPath(new URL('..', import.meta.url))) {
  const words = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start.split(' ');
  const at = words.indexOf('node');
  const env = Object.fromEntries(
    words.slice(0, at).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
  );
  return { env, args: words.slice(at + 1) };
}

/** This project's `npm start`: the environment it sets and node's arguments. */
export const { env: APP_ENV, args: APP_ARGS } = startCommand();

/** Command and arguments to start a server process on NODE, pinned to CPU 0 when possible. */
export const serverCommand = (args) => (PIN ? ['taskset', ['-c', '0', NODE, ...args]] : [NODE, args]);

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident set size of a process, in MB (Linux /proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/u)[1]) / 1024;
}

/**
 * Spawns the production server (dist/server/index.js, or the server of another build folder
 * `distDir`) with LOG_LEVEL=info, logs to /dev/null, and returns it with the time from spawn to
 * the first 200 on / (browser Accept-Encoding).
 */
export async function startApp(env = {}, distDir = 'dist') {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const [command, args] = serverCommand([...APP_ARGS.slice(0, -1), join(distDir, 'server', 'index.js')]);
  const child = spawnTracked(command, args, {
    env: {
      ...process.env,
      ...APP_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      const res = await fetch(`${url}/`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      await sleep(2);
    }
  }
  const coldStartMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { child, url, coldStartMs };
}

/** Polls /readyz until it answers 200 (every document rendered and compressed). */
export async function waitReady(url) {
  for (;;) {
    const res = await fetch(`${url}/readyz`).catch(() => undefined);
    if (res?.status === 200) return;
    await sleep(20);
  }
}

/** CPU time a process has used, in ms (Linux /proc/PID/stat: utime + stime, at 100 ticks/s). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // after "pid (comm) "
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the process is idle: less than 2 % of a core over a 1 s window, for up to 120 s.
 * The server answers /readyz once every document is rendered and gzipped, then makes the brotli
 * copies in the background (seconds of CPU): a measurement started meanwhile shares the CPU.
 * Returns the ms waited.
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

/** Stops a child process with SIGTERM and waits for its exit (at once if it has exited already). */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** Fails with a clear message when Debian's wrk is missing. */
export function requireWrk(flag) {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary is fatal.
    if (error.code === 'ENOENT') throw new Error(`${flag}: wrk is not installed (apt-get install wrk)`);
  }
}

/** wrk's human-readable sizes and durations (base 1024 sizes; us, ms, s) in bytes and ms. */
const BYTES = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
const MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const unit = (text, table) => {
  const [, value, suffix] = /^([\d.]+)([a-zA-Z]+)$/u.exec(text);
  return Number(value) * table[suffix];
};

/** wrk's report (one run, --latency) as numbers: requests/s, p50/p99 ms, bytes/response, errors. */
export function parseWrk(out) {
  const [, requests, read] = /(\d+) requests in [\d.]+\w+, ([\d.]+\w+) read/u.exec(out);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/u.exec(out);
  return {
    requests: Number(requests),
    rps: Number(/Requests\/sec:\s+([\d.]+)/u.exec(out)[1]),
    p50: unit(/^\s+50%\s+(\S+)/mu.exec(out)[1], MS),
    p99: unit(/^\s+99%\s+(\S+)/mu.exec(out)[1], MS),
    bytes: Math.round(unit(read, BYTES) / Math.max(Number(requests), 1)),
    non2xx3xx: Number(/Non-2xx or 3xx responses: (\d+)/u.exec(out)?.[1] ?? 0),
    socketErrors: socketErrors === null ? 0 : socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0),
  };
}

/** wrk arguments: one thread, `connections`, `duration` s, --latency, headers, optional Lua script. */
export function wrkArgs(url, { connections, duration, headers = {}, script }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (script !== undefined) args.push('-s', script);
  return [...args, url];
}
