/**
 * Container image report. Using tests/container/ (stand-in-base.sh, container.ts):
 *   1. the stand-in base made cold (no image, no cached root file system: mmdebstrap and all),
 *      then again from its cached root file system (.cache/container/);
 *   2. the Dockerfile built twice with buildah on that base (there is no layer cache, so each
 *      build is a whole one; "cold" adds the cold base before the first);
 *   3. the image: its size, each layer's size (containers/storage's record of the layer), du of
 *      its root file system and of /app, the files /app holds, `node --version` inside;
 *   4. the server started in a container as the suite starts it (read-only root): spawn to the
 *      first 200 on /readyz, RSS once ready, SIGTERM to exit with SHUTDOWN_DELAY_MS=500;
 *   5. unless --no-suite, tests/container/image.test.ts run twice through vitest, cold (base image
 *      and cached root file system deleted first) and with the base cached: total wall time each.
 * Needs root, buildah and mmdebstrap. Writes bench/results/container-<ISO time>.md and prints it.
 * Usage: node_modules/.bin/node bench/container.mjs [--no-suite]
 */
import { execFile, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tsImport } from 'tsx/esm/api';
// Not harness/server.mjs, whose import pins this process (and so every build it starts) to one CPU.
import { freePort } from '../scripts/dev/freePort.mjs';
import { flag } from './harness/options.mjs';
import { rssMb } from './harness/proc.mjs';
import { machine, resultsFile, stamp, table, writeReport } from './harness/report.mjs';

const c = await tsImport('../tests/container/container.ts', import.meta.url);
const ROOT = c.ROOT;
const NODE_VERSION = c.pinnedNodeVersion();
const BASE = `docker.io/library/node:${NODE_VERSION}-bookworm-slim`;
const TAG = 'localhost/aldermere-site:bench';
const CACHE = join(ROOT, '.cache/container');
const LAYERS = '/var/lib/containers/storage/vfs-layers/layers.json';
const loadBefore = loadavg()[0];
const withSuite = !flag('no-suite');
const CONTAINER_SUITE = 'tests/container/image.test.ts';

const log = (message) => console.error(`[container] ${message}`);
const mb = (bytes) => (bytes < 1e6 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);
const s = (seconds) => `${seconds.toFixed(1)} s`;
/** Apparent size of a tree in bytes (du -sb), as a registry-independent measure. */
const du = (path) => Number(execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t')[0]);

/**
 * Runs the container suite through vitest on this Node (the pinned one), not on whatever `node`
 * the vitest script's shebang finds on PATH; resolves with its exit status and output.
 */
function runSuite() {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', CONTAINER_SUITE],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024, timeout: 1_800_000 },
      (error, stdout, stderr) => done({ status: error ? (error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Deletes the stand-in base image and, when asked, its cached root file system: the next make is cold. */
async function dropBase({ tarball }) {
  await c.removeImage(BASE);
  if (tarball) for (const file of readdirSync(CACHE).filter((f) => f.startsWith('rootfs-'))) rmSync(join(CACHE, file));
}

/** Size of each layer in containers/storage's own record (uncompressed; vfs stores no compressed copy). */
function layerSizes(diffIds) {
  let records = [];
  try {
    records = JSON.parse(readFileSync(LAYERS, 'utf8'));
  } catch {
    // another storage layout: sizes unknown
  }
  return diffIds.map((id) => records.find((r) => r['diff-digest'] === id)?.['diff-size'] ?? Number.NaN);
}

mkdirSync(CACHE, { recursive: true });
await c.removeImage(TAG);

log('stand-in base, cold');
await dropBase({ tarball: true });
const baseCold = (await c.standInBase()).seconds;
log('stand-in base, from the cached root file system');
await dropBase({ tarball: false });
const baseCached = (await c.standInBase()).seconds;
const baseUpToDate = (await c.standInBase()).seconds;

log('Dockerfile build 1');
const build1 = await c.buildImage(TAG, NODE_VERSION);
log('Dockerfile build 2');
const build2 = await c.buildImage(TAG, NODE_VERSION);
await c.removeImage(build1.id);

const image = await c.inspectImage(build2.id);
const baseImage = await c.inspectImage(BASE);
const sizes = layerSizes(image.diffIds);
const { container, root } = await c.mountImage(build2.id);
let measured;
try {
  const app = join(root, image.config.WorkingDir ?? '/app');
  const user = c.resolveUser(root, image.config.User);
  const spec = (argv, env = {}) => ({
    root,
    argv: [...(image.config.Entrypoint ?? []), ...argv],
    env: c.containerEnv(image.config, user, env),
    user,
    workdir: image.config.WorkingDir || '/',
    writable: [{ path: '/tmp', size: '16m' }],
  });
  const nodeInside = (await c.runContainer(spec(['node', '--version']))).stdout.trim();

  const port = await freePort();
  const started = performance.now();
  const server = c.startContainer(
    spec(image.config.Cmd, {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: 'https://www.example.com',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '500',
    }),
  );
  let readyMs = Number.NaN;
  while (performance.now() - started < 15_000 && server.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  await sleep(500);
  const rss = rssMb(server.pid);
  const stopping = performance.now();
  server.kill('SIGTERM');
  const [code] = await once(server, 'exit');
  const stopMs = performance.now() - stopping;

  measured = {
    nodeInside,
    root: du(root),
    app: du(app),
    // Each entry of dist/ (the server bundles, public files, anything the build adds), by size.
    dist: readdirSync(join(app, 'dist'))
      .sort()
      .map((name) => [name, du(join(app, 'dist', name))]),
    appFiles: readdirSync(app).sort(),
    uid: user.uid,
    readyMs,
    rss,
    stopMs,
    code,
  };
} finally {
  await c.removeContainer(container);
}
const { container: baseContainer, root: baseRoot } = await c.mountImage(BASE);
const baseDu = du(baseRoot);
await c.removeContainer(baseContainer);
await c.removeImage(build2.id);

const suite = [];
if (withSuite) {
  for (const cold of [true, false]) {
    log(`suite, ${cold ? 'cold' : 'base cached'}`);
    if (cold) await dropBase({ tarball: true });
    const started = performance.now();
    const result = await runSuite();
    const output = result.stdout + result.stderr;
    const tests = output.match(/Tests\s+(\d+[^\n]*)/u)?.[1]?.trim() ?? '?';
    const failed = [...output.matchAll(/^\s*FAIL\s.*?> ([^\n]+)$/gmu)].map((m) => m[1]);
    suite.push({
      cold,
      seconds: (performance.now() - started) / 1000,
      status: result.status,
      tests,
      failed: [...new Set(failed)],
    });
  }
}

const layerRows = image.diffIds.map((id, i) => [
  i + 1,
  `\`${id.slice(7, 19)}\``,
  baseImage.diffIds.includes(id) ? 'stand-in base' : "the project's (runtime stage: package.json and dist/)",
  mb(sizes[i]),
]);
const times = [
  ['stand-in base, cold (mmdebstrap, Node, npm, commit)', s(baseCold)],
  ['stand-in base, from its cached root file system (.cache/container/)', s(baseCached)],
  ['stand-in base, already up to date (check only)', s(baseUpToDate)],
  ['Dockerfile build, first on the new base', s(build1.seconds)],
  ['Dockerfile build, again (base cached)', s(build2.seconds)],
  ['Dockerfile build, cold (cold base + first build)', s(baseCold + build1.seconds)],
  ...suite.map((r) => [
    `container suite (\`npx vitest run tests/container/image.test.ts\`), ${r.cold ? 'cold: no base image, no cached root file system' : 'base cached'}`,
    `${s(r.seconds)} (exit ${r.status}; ${r.tests}${r.failed.length > 0 ? `; failed: ${r.failed.join('; ')}` : ''})`,
  ]),
];
const sizeRows = [
  ['image (du of its root file system)', mb(measured.root)],
  ['stand-in base (du of its root file system)', mb(baseDu)],
  ["the project's share (image less base)", mb(measured.root - baseDu)],
  ['/app', `${mb(measured.app)} (${measured.appFiles.join(', ')})`],
  ...measured.dist.map(([name, bytes]) => [`/app/dist/${name}`, mb(bytes)]),
];
const when = new Date();
const report = `# Container image ${when.toISOString()}

Machine: ${machine()}, shared with other work (1-minute load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end). Node ${NODE_VERSION} (package.json devDependencies.node; \`node --version\` inside the image: ${measured.nodeInside}). buildah ${image.config.Labels?.['io.buildah.version'] ?? '?'} (vfs storage, chroot isolation, \`--format docker\`, no layer cache); base: the stand-in \`${BASE}\` that tests/container/stand-in-base.sh makes (Debian bookworm minbase slimmed, the official Node binary, npm, user node 1000). \`node_modules/.bin/node bench/container.mjs\` redoes this report.

## Times

${table(['step', 'wall time'], times)}

## Sizes

${table(['what', 'size'], sizeRows)}

Layers (uncompressed, as containers/storage records them; without \`--layers\` buildah commits each stage's changes as one layer, where Docker makes one per COPY):

${table(['#', 'diff ID', 'from', 'size'], layerRows)}

## The server in the container

Read-only root, /tmp a tmpfs, uid ${measured.uid} (tests/container/container.ts). Spawn to the first 200 on /readyz: ${measured.readyMs.toFixed(0)} ms; RSS once ready: ${measured.rss.toFixed(0)} MB; SIGTERM with SHUTDOWN_DELAY_MS=500 to exit: ${measured.stopMs.toFixed(0)} ms, status ${measured.code}.
`;
writeReport(resultsFile(`container-${stamp(when)}`), report);
