import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers/server.js';
import { startNginx, type RunningNginx } from '../helpers/nginx.js';
import { readManifest } from '../../server/manifest.js';
import { copySite } from '../helpers/siteCopy.js';

/*
 * A rolling update behind a real load balancer: nginx with deploy/nginx.conf in front of three
 * replicas; under continuous load (pages, then the assets each page names, as a browser asks
 * for them) every replica is replaced in turn, the last by a build whose asset hashes differ.
 * No request may fail.
 */
const PAGES = [
  '/',
  '/about',
  '/insights',
  '/insights/aml-kyc-2025',
  '/services/company-formation',
  '/legal/disclaimer',
];
const work = mkdtempSync(join(tmpdir(), 'rolling-'));
const versionB = join(work, 'b');
const replicas = new Map<number, ChildProcess>();
let nginx: RunningNginx | undefined;
let base = '';

/** The page's scripts as the boot script loads them: #root's data-modules, entry first. */
const modulesOf = (html: string) =>
  (/ data-modules="([^"]*)"/u.exec(html)?.[1] ?? '').split(' ').filter((u) => u !== '');
const entryOf = (html: string) => modulesOf(html)[0];

/** Starts a replica of the build in `cwd` on `port` and waits until it is ready. */
async function startReplica(cwd: string, port: number): Promise<void> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '1000',
      SHUTDOWN_TIMEOUT_MS: '5000',
    },
    stdio: 'ignore',
  });
  replicas.set(port, child);
  for (let i = 0; i < 400; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`replica on ${port} not ready`);
}

async function stopReplica(port: number): Promise<void> {
  const child = replicas.get(port)!;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  expect(code).toBe(0);
}

beforeAll(async () => {
  // Version B: the same site with a changed stylesheet and entry, so every hash differs.
  copySite(versionB);
  appendFileSync(join(versionB, 'client/styles/tokens.css'), '\n/* version B */\n');
  appendFileSync(join(versionB, 'client/entry-client.tsx'), "\ndocument.documentElement.dataset.version = 'b';\n");
  execFileSync(process.execPath, ['build.mjs'], { cwd: versionB, stdio: 'ignore' });

  const ports = [await freePort(), await freePort(), await freePort()];
  for (const port of ports) await startReplica(process.cwd(), port);

  // deploy/nginx.conf as shipped, with the test's ports and its logs in the temp folder.
  nginx = await startNginx(ports, work);
  base = nginx.url;
  (globalThis as { ports?: number[] }).ports = ports;
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  for (const child of replicas.values()) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

interface Outcome {
  requests: number;
  failures: string[];
  lastOk: number;
  longestGap: number;
  entriesSeen: Set<string>;
}

/** One visitor: a page, then every asset it names, over and over on keep-alive connections. */
async function visitor(agent: Agent, stop: () => boolean, outcome: Outcome, offset: number): Promise<void> {
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((done, fail) => {
      request(`${base}${path}`, { agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => done({ status: res.statusCode!, body }));
        res.on('error', fail);
      })
        .on('error', fail)
        .end();
    });
  const record = async (path: string, expected: number) => {
    outcome.requests++;
    try {
      const res = await get(path);
      if (res.status !== expected) outcome.failures.push(`${path}: ${res.status}`);
      else {
        const now = Date.now();
        outcome.longestGap = Math.max(outcome.longestGap, now - outcome.lastOk);
        outcome.lastOk = now;
      }
      return res.body;
    } catch (error) {
      outcome.failures.push(`${path}: ${(error as Error).message}`);
      return '';
    }
  };
  for (let n = offset; !stop(); n++) {
    const html = await record(PAGES[n % PAGES.length]!, 200);
    const entry = entryOf(html);
    if (entry !== undefined) outcome.entriesSeen.add(entry);
    const assets = [...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/gu)].map((m) => m[1]!), ...modulesOf(html)];
    for (const asset of assets) await record(asset, 200);
  }
}

describe('rolling update behind nginx', () => {
  it('replaces every replica under load, the last with a new build, and loses no request', async () => {
    const ports = (globalThis as { ports?: number[] }).ports!;
    const entryA = readManifest('dist').entry.file;
    const entryB = readManifest(join(versionB, 'dist')).entry.file;
    expect(entryB).not.toBe(entryA);

    const outcome: Outcome = { requests: 0, failures: [], lastOk: Date.now(), longestGap: 0, entriesSeen: new Set() };
    let stopped = false;
    const agents = Array.from({ length: 8 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const started = Date.now();
    const load = agents.map((agent, k) => visitor(agent, () => stopped, outcome, k));
    await new Promise((r) => setTimeout(r, 1_000));
    for (const [index, port] of ports.entries()) {
      await stopReplica(port);
      await startReplica(index === ports.length - 1 ? versionB : process.cwd(), port);
      await new Promise((r) => setTimeout(r, 500));
    }
    // Load goes on until version B has served pages (round robin reaches it quickly), then a bit more.
    for (let waited = 0; waited < 10_000 && !outcome.entriesSeen.has(entryB); waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1_000));
    stopped = true;
    await Promise.all(load);
    for (const agent of agents) agent.destroy();

    console.log(
      `rolling update: ${outcome.requests} requests, ${outcome.failures.length} failed, longest gap ${outcome.longestGap} ms, ${Date.now() - started} ms`,
    );
    expect(outcome.failures).toEqual([]);
    expect(outcome.requests).toBeGreaterThan(500);
    expect(outcome.longestGap).toBeLessThan(2_000);
    expect(outcome.entriesSeen.has(entryA)).toBe(true);
    expect(outcome.entriesSeen.has(entryB)).toBe(true);
  });
});
