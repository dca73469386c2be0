/**
 * A scratch copy of the project with `npm run dev` running in it, for the live-preview test
 * (tests/dev/live-preview.test.ts) and the benchmark (bench/dev.mjs): both edit files, which
 * they must never do in the working tree, and both stop every process they started.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './freePort.mjs';

/** What `npm run dev` reads; `build` is the name builder/ had before commit 6ab18ca, for older trees. */
const ENTRIES = [
  'builder',
  'build',
  'client',
  'server',
  'shared',
  'searchIndex',
  'public',
  'scripts',
  'build.mjs',
  'package.json',
  'tsconfig.json',
];

/**
 * Copies a project tree to a new temporary folder, without its generated modules, and links
 * its node_modules to `modules`.
 * @param {string} source the project root to copy
 * @param {string} modules the node_modules folder to link (default: source's)
 * @returns {string} the copy's path
 */
export function scratchCopy(source, modules = join(source, 'node_modules')) {
  const root = mkdtempSync(join(tmpdir(), 'dev-scratch-'));
  for (const entry of ENTRIES) {
    if (!existsSync(join(source, entry))) continue;
    cpSync(join(source, entry), join(root, entry), {
      recursive: true,
      filter: (src) => !src.includes('content/generated'),
    });
  }
  symlinkSync(resolve(modules), join(root, 'node_modules'), 'dir');
  return root;
}

/**
 * Starts `scripts/dev.mjs` in `root` on a free port, in a process group of its own so that
 * stop() ends the servers it started too.
 * @param {string} root a scratch copy (scratchCopy)
 * @param {{ node?: string, env?: Record<string, string> }} [options] the Node binary (default this one) and extra variables
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess, output: () => string, alive: () => boolean, stop: () => Promise<void> }>}
 */
export async function startDev(root, { node = process.execPath, env = {} } = {}) {
  const port = await freePort();
  const child = spawn(node, ['scripts/dev.mjs'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    alive,
    async stop() {
      if (!alive()) return;
      const exited = once(child, 'exit');
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      // Anything left in the group (a server the loop had not stopped yet) goes too.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is empty
      }
    },
  };
}

/**
 * Polls a URL until it answers 200.
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => boolean} [alive] stops early when this says the server died
 * @throws Error when it does not answer 200 in time
 */
export async function waitForOk(url, timeoutMs, alive = () => true) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (!alive()) throw new Error(`the process serving ${url} exited`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Removes a scratch copy. */
export function removeScratch(root) {
  rmSync(root, { recursive: true, force: true });
}
