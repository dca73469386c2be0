/**
 * The container image, built for real from the Dockerfile (buildah, on the stand-in base that
 * stand-in-base.sh makes, since no registry is reachable) and run as Kubernetes runs it
 * (deploy/kubernetes/deployment.yaml): as the image's user, with its root file system
 * read-only and only the manifest's emptyDir volumes writable (container.ts says how). Needs root.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { freePort } from '../helpers/server.js';
import {
  ROOT,
  buildImage,
  containerEnv,
  healthcheckArgv,
  inspectImage,
  mountImage,
  pinnedNodeVersion,
  removeContainer,
  removeImage,
  resolveUser,
  runContainer,
  standInBase,
  startContainer,
  type ContainerSpec,
  type ImageInfo,
  type ImageUser,
} from './container.js';

const NODE_VERSION = pinnedNodeVersion();
const TAG = `localhost/aldermere-site-test:${process.pid}`;
const ORIGIN = 'https://www.example.com';
/** Short, so the SIGTERM test waits half a second rather than the manifest's five. */
const SHUTDOWN_DELAY_MS = 500;

/** The parts of deploy/kubernetes/deployment.yaml this suite runs the image by. */
interface DeploymentDoc {
  spec: {
    template: {
      spec: {
        securityContext: { runAsUser: number; runAsGroup: number; runAsNonRoot: boolean };
        containers: {
          name: string;
          securityContext: { readOnlyRootFilesystem?: boolean };
          volumeMounts?: { name: string; mountPath: string }[];
        }[];
        volumes?: { name: string; emptyDir?: { sizeLimit?: string } }[];
      };
    };
  };
}

const pod = (parseYaml(readFileSync(join(ROOT, 'deploy/kubernetes/deployment.yaml'), 'utf8')) as DeploymentDoc).spec
  .template.spec;
const site = pod.containers.find((c) => c.name === 'site');
if (site === undefined) throw new Error('deployment.yaml has no container named site');

/** A Kubernetes quantity (16Mi) as a tmpfs size (16m); no limit is tmpfs's default, half the RAM. */
const tmpfsSize = (limit: string | undefined): string =>
  limit === undefined
    ? '50%'
    : limit.replace(/^(\d+)([KMG])i$/u, (_, n: string, unit: string) => n + unit.toLowerCase());

/** The directories the manifest mounts an emptyDir on: the only ones the container may write. */
const writable = (site.volumeMounts ?? []).flatMap((mount) => {
  const volume = pod.volumes?.find((v) => v.name === mount.name);
  return volume?.emptyDir === undefined ? [] : [{ path: mount.mountPath, size: tmpfsSize(volume.emptyDir.sizeLimit) }];
});

let imageId: string | undefined;
let container: string | undefined;
let root = '';
let image: ImageInfo;
let user: ImageUser;

/** How to run a command line in a fresh container of the image, with extra environment variables. */
function spec(argv: string[], env: Record<string, string> = {}): ContainerSpec {
  return {
    root,
    argv,
    env: containerEnv(image.config, user, env),
    user,
    workdir: image.config.WorkingDir || '/',
    writable,
  };
}

/** Entry point plus arguments, as `docker run IMAGE args...` composes them. */
const withEntrypoint = (args: string[]) => [...(image.config.Entrypoint ?? []), ...args];

beforeAll(async () => {
  if (process.getuid?.() !== 0) throw new Error('the container suite needs root (mount namespaces, chroot)');
  await standInBase();
  imageId = (await buildImage(TAG, NODE_VERSION)).id;
  image = await inspectImage(imageId);
  ({ container, root } = await mountImage(imageId));
  user = resolveUser(root, image.config.User);
}, 1_800_000);

afterAll(async () => {
  if (container !== undefined) await removeContainer(container);
  if (imageId !== undefined) await removeImage(imageId);
}, 120_000);

describe('the image', () => {
  it(`runs the pinned Node: \`node --version\` inside it is the suite's own (${process.version})`, async () => {
    expect(process.version).toBe(`v${NODE_VERSION}`);
    const result = await runContainer(spec(withEntrypoint(['node', '--version'])));
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(process.version);
  });

  it('names a non-root user, the one the manifest runs as', () => {
    expect(image.config.User).toBeTruthy();
    expect(user.uid).not.toBe(0);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBe(user.uid);
    expect(pod.securityContext.runAsGroup).toBe(user.gid);
  });

  it('keeps its HEALTHCHECK (Docker image format) and its exec-form CMD', () => {
    expect(image.config.Healthcheck?.Test?.[0]).toBe('CMD');
    expect(image.config.Cmd).toEqual(['node', '--max-semi-space-size=4', 'dist/server/index.js']);
    expect(Object.keys(image.config.ExposedPorts ?? {})).toEqual(['3000/tcp']);
  });

  it('holds package.json and the build output the server reads, no dependencies, sources or tests', () => {
    const app = join(root, image.config.WorkingDir ?? '/app');
    expect(readdirSync(app).sort()).toEqual(['dist', 'package.json']);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const modules = join(app, 'node_modules');
    const installed = (existsSync(modules) ? readdirSync(modules) : []).flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`) : [name],
    );
    expect(installed.filter((name) => name in pkg.devDependencies)).toEqual([]);
    // The build output less what only tests and reports read: no metafile, size report or source map.
    const dist = readdirSync(join(app, 'dist'));
    for (const needed of ['manifest.json', 'public', 'server']) expect(dist).toContain(needed);
    expect(readdirSync(join(app, 'dist/server'))).toContain('index.js');
    const files = readdirSync(app, { recursive: true, encoding: 'utf8' });
    const unread = /(^|\/)(metafile\.json|build-report\.json|[^/]+\.(map|tsx?|mts))$/u;
    expect(files.filter((f) => unread.test(f))).toEqual([]);
    for (const source of [
      'server',
      'shared',
      'searchIndex',
      'client',
      'builder',
      'scripts',
      'tests',
      'bench',
      '.git',
      '.cache',
    ])
      expect(existsSync(join(app, source)), source).toBe(false);
  });
});

describe('the server in a container with a read-only root', () => {
  let server: ChildProcess | undefined;
  /** The server process and its PID; throws when it was never started (its beforeAll failed). */
  const running = (): { child: ChildProcess; pid: number } => {
    if (server?.pid === undefined) throw new Error('the server was not started');
    return { child: server, pid: server.pid };
  };
  let port = 0;
  let url = '';
  let readyAfterMs = Number.POSITIVE_INFINITY;
  let output = '';

  beforeAll(async () => {
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: ORIGIN,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    };
    const started = performance.now();
    const child = startContainer(spec(withEntrypoint(image.config.Cmd ?? []), env));
    server = child;
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    while (performance.now() - started < 15_000 && child.exitCode === null) {
      try {
        if ((await fetch(`${url}/readyz`)).status === 200) {
          readyAfterMs = performance.now() - started;
          return;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`the server in the container never became ready (exit ${child.exitCode}):\n${output}`);
  }, 60_000);

  afterAll(async () => {
    if (server !== undefined && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await once(server, 'exit');
    }
  });

  it('answers /readyz 200 within 2 s of start', () => {
    expect(readyAfterMs).toBeLessThan(2000);
  });

  it('runs as the image user: the process has its uid and gid, and no capabilities', () => {
    const status = readFileSync(`/proc/${running().pid}/status`, 'utf8');
    expect(readFileSync(`/proc/${running().pid}/cmdline`, 'utf8').split('\0')[0]).toBe('node');
    const ids = (field: string) =>
      status
        .match(new RegExp(`^${field}:\\s+(.*)$`, 'mu'))?.[1]
        ?.trim()
        .split(/\s+/u);
    expect(ids('Uid')).toEqual(Array(4).fill(String(user.uid)));
    expect(ids('Gid')).toEqual(Array(4).fill(String(user.gid)));
    expect(ids('CapEff')).toEqual(['0000000000000000']);
  });

  it('serves a page with its head tags, and 404 for an unknown path', async () => {
    const page = await fetch(`${url}/about`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/u);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about">`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/u);
    expect((await fetch(`${url}/no-such-page`)).status).toBe(404);
  });

  it("sends a hashed asset's precompressed brotli copy from the image", async () => {
    const dist = join(root, image.config.WorkingDir ?? '/app', 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as { entry: { file: string } };
    expect(manifest.entry.file).toMatch(/^\/assets\/.+-[A-Z0-9]{8}\.js$/u);
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      get(`${url}${manifest.entry.file}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ headers: { ...res.headers, status: res.statusCode }, body: Buffer.concat(chunks) }));
      }).on('error', fail);
    });
    expect(headers.status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(body.equals(readFileSync(join(dist, 'public', `${manifest.entry.file}.br`)))).toBe(true);
  });

  it('has its root read-only, writes only where the manifest mounts an emptyDir, and writes nothing there', () => {
    expect(site.securityContext.readOnlyRootFilesystem).toBe(true);
    // mountinfo: ID parent major:minor root mount-point options ... - type source super-options
    const mounts = readFileSync(`/proc/${running().pid}/mountinfo`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const fields = line.split(' ');
        return { point: fields[4]!, options: fields[5]!.split(','), type: fields[fields.indexOf('-') + 1]! };
      });
    expect(mounts.find((m) => m.point === '/')?.options).toContain('ro');
    // Writable: /proc and /dev as any runtime gives them, and the manifest's emptyDir volumes.
    const rw = mounts.filter((m) => m.options.includes('rw')).map((m) => m.point);
    const expected = writable.map((w) => w.path);
    expect(rw.filter((p) => p !== '/proc' && p !== '/dev' && !p.startsWith('/dev/')).sort()).toEqual(expected.sort());
    // The server has served pages and assets by now (tests above); it left nothing behind.
    for (const dir of expected) expect(readdirSync(`/proc/${running().pid}/root${dir}`), dir).toEqual([]);
  });

  it("passes the image's HEALTHCHECK command while it is up", async () => {
    const result = await runContainer(spec(healthcheckArgv(image.config), { PORT: String(port) }));
    expect(result.status, result.stderr).toBe(0);
  });

  it('on SIGTERM turns /readyz 503, exits 0 after the shutdown delay, and then fails the HEALTHCHECK', async () => {
    const { child, pid } = running();
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const started = performance.now();
    process.kill(pid, 'SIGTERM');
    let readiness = 0;
    while (readiness !== 503 && performance.now() - started < SHUTDOWN_DELAY_MS) {
      readiness = (await fetch(`${url}/readyz`)).status;
    }
    expect(readiness).toBe(503);
    const [code, signal] = await exited;
    const tookMs = performance.now() - started;
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    expect(tookMs).toBeGreaterThanOrEqual(SHUTDOWN_DELAY_MS);
    expect(tookMs).toBeLessThan(SHUTDOWN_DELAY_MS + 2000);

    const result = await runContainer(spec(healthcheckArgv(image.config), { PORT: String(port) }));
    expect(result.status).not.toBe(0);
  });
});
