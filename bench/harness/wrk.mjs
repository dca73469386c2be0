/**
 * Load from Debian's wrk (one thread, --latency), its report parsed into numbers. One wrk thread
 * drives a core past what Node serves, where autocannon measures itself.
 */
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Fails with a clear message when wrk is missing.
 * @param {string} who the script or option that needs it, for the message
 */
export function requireWrk(who) {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary is fatal.
    if (error.code === 'ENOENT') throw new Error(`${who}: wrk is not installed (apt-get install wrk)`);
  }
}

/** wrk's human-readable sizes and durations (base 1024 sizes; us, ms, s) in bytes and ms. */
const BYTES = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
const MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const unit = (text, table) => {
  const [, value, suffix] = /^([\d.]+)([a-zA-Z]+)$/u.exec(text);
  return Number(value) * table[suffix];
};

/** wrk's report of one run as numbers. */
function parseWrk(out) {
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

/**
 * One wrk run against `url`.
 * @param {string} url
 * @param {object} options
 * @param {number} options.connections
 * @param {number} options.duration seconds
 * @param {Record<string, string>} [options.headers] sent with every request
 * @param {string} [options.script] a Lua script of bench/ (flood.lua, misses.lua, unknown.lua)
 * @param {Record<string, string>} [options.env] set for the script beside this process's environment
 * @param {number} [options.nice] run wrk at this scheduling priority (nice value)
 * @returns {Promise<{ requests: number, rps: number, p50: number, p99: number, bytes: number,
 *   non2xx3xx: number, socketErrors: number }>} requests made, requests/s, latency p50 and p99
 *   in ms, bytes per response, responses neither 2xx nor 3xx, socket errors
 */
export async function wrk(url, { connections, duration, headers = {}, script, env = {}, nice }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (script !== undefined) args.push('-s', fileURLToPath(new URL(`../${script}`, import.meta.url)));
  args.push(url);
  const [command, argv] = nice === undefined ? ['wrk', args] : ['nice', ['-n', String(nice), 'wrk', ...args]];
  return parseWrk((await run(command, argv, { encoding: 'utf8', env: { ...process.env, ...env } })).stdout);
}
