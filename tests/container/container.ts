/**
 * Building and running the project's container image without a container engine: buildah (vfs
 * storage, chroot isolation) builds it on the stand-in base that stand-in-base.sh makes, and a
 * container is started the way a runtime would, from the image's own config (entry point, user,
 * working directory, environment) in a private mount namespace whose root is the image's file
 * system mounted read-only. Used by image.test.ts and bench/container.mjs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root (this file is tests/container/container.ts). */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Output of a finished command. */
export interface Finished {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end, with no shell.
 * @returns its exit status, signal and output
 * @throws Error (with the end of stderr) when it exits non-zero and `check` is not false, or
 *   when it runs longer than `timeoutMs` (it is killed)
 */
async function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; check?: boolean } = {},
): Promise<Finished> {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.timeoutMs ?? 600_000);
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done, fail) => {
    child.once('error', fail);
    child.once('close', (code, sig) => done([code, sig]));
  }).finally(() => clearTimeout(timer));
  const line = [command, ...args].join(' ').slice(0, 200);
  if (timedOut) throw new Error(`${line}: killed after ${options.timeoutMs} ms\n${stderr.slice(-4000)}`);
  if (options.check !== false && status !== 0)
    throw new Error(`${line}: exit ${status ?? signal}\n${stderr.slice(-4000)}${stdout.slice(-2000)}`);
  return { status, signal, stdout, stderr };
}

/**
 * Runs buildah on the vfs storage driver, the one that works on these machines (no overlay
 * mounts inside their sandbox).
 * @returns its stdout
 * @throws Error when it fails
 */
async function buildah(args: string[], timeoutMs = 120_000): Promise<string> {
  return (await run('buildah', ['--storage-driver', 'vfs', ...args], { timeoutMs })).stdout;
}

/** The Node version the project pins: package.json's devDependencies.node. */
export function pinnedNodeVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: { node: string } };
  return pkg.devDependencies.node;
}

/**
 * Makes (or finds up to date) the stand-in node:<version>-bookworm-slim base image
 * (tests/container/stand-in-base.sh).
 * @returns the image name and the seconds it took
 * @throws Error when the script fails
 */
export async function standInBase(options: { force?: boolean } = {}): Promise<{ image: string; seconds: number }> {
  const started = performance.now();
  const { stdout } = await run('bash', ['tests/container/stand-in-base.sh', ...(options.force ? ['--force'] : [])], {
    timeoutMs: 900_000,
  });
  const image = stdout.trim().split('\n').pop() ?? '';
  return { image, seconds: (performance.now() - started) / 1000 };
}

/**
 * Builds the project's Dockerfile as it is, with `--format docker` so the HEALTHCHECK is kept (the
 * OCI image format has no field for it), never pulling (the base must be in local storage).
 * @returns the image ID and the seconds the build took
 * @throws Error with the end of the build's output when it fails
 */
export async function buildImage(tag: string, nodeVersion: string): Promise<{ id: string; seconds: number }> {
  const started = performance.now();
  const { stdout } = await run(
    'buildah',
    [
      '--storage-driver',
      'vfs',
      'bud',
      '--format',
      'docker',
      '--isolation',
      'chroot',
      '--pull=never',
      '--quiet',
      '--build-arg',
      `NODE_VERSION=${nodeVersion}`,
      '--tag',
      tag,
      ROOT,
    ],
    { timeoutMs: 1_200_000 },
  );
  const id = stdout.trim().split('\n').pop() ?? '';
  if (!/^[0-9a-f]{64}$/u.test(id)) throw new Error(`buildah bud printed no image ID: ${stdout.slice(-500)}`);
  return { id, seconds: (performance.now() - started) / 1000 };
}

/** The parts of a Docker image config that a runtime uses to start a container. */
export interface ImageConfig {
  User?: string;
  Env?: string[];
  Entrypoint?: string[] | null;
  Cmd?: string[] | null;
  WorkingDir?: string;
  ExposedPorts?: Record<string, unknown>;
  Healthcheck?: { Test?: string[]; Interval?: number; Timeout?: number; StartPeriod?: number; Retries?: number };
  Labels?: Record<string, string>;
}

/** What `buildah inspect --type image` says about an image. */
export interface ImageInfo {
  config: ImageConfig;
  /** Uncompressed layer digests, base first. */
  diffIds: string[];
  history: { created_by?: string; empty_layer?: boolean; comment?: string }[];
}

/**
 * Reads an image's Docker config, layers and history.
 * @throws Error when buildah has no such image
 */
export async function inspectImage(image: string): Promise<ImageInfo> {
  const info = JSON.parse(await buildah(['inspect', '--type', 'image', image])) as {
    Docker: { config: ImageConfig; rootfs: { diff_ids: string[] }; history?: ImageInfo['history'] };
  };
  return { config: info.Docker.config, diffIds: info.Docker.rootfs.diff_ids, history: info.Docker.history ?? [] };
}

/**
 * A working container of an image and its root file system, as a directory on this machine.
 * @throws Error when buildah fails
 */
export async function mountImage(image: string): Promise<{ container: string; root: string }> {
  const container = (await buildah(['from', '--quiet', '--pull=never', image])).trim();
  const root = (await buildah(['mount', container])).trim();
  return { container, root };
}

/** Removes an image by name or ID, if buildah has it; never throws (it runs in clean-up). */
export async function removeImage(image: string): Promise<void> {
  await run('buildah', ['--storage-driver', 'vfs', 'rmi', '--force', image], { check: false });
}

/** Unmounts and removes a working container; never throws (it runs in clean-up). */
export async function removeContainer(container: string): Promise<void> {
  await run('buildah', ['--storage-driver', 'vfs', 'umount', container], { check: false });
  await run('buildah', ['--storage-driver', 'vfs', 'rm', container], { check: false });
}

/** A user of an image, resolved as a runtime resolves USER: from the image's own /etc/passwd and /etc/group. */
export interface ImageUser {
  uid: number;
  gid: number;
  home: string;
}

/**
 * Resolves a USER value (`name`, `uid`, `name:group`, `uid:gid`, or empty for root) against the
 * image's /etc/passwd and /etc/group.
 * @throws Error when a name is not in those files
 */
export function resolveUser(root: string, user = ''): ImageUser {
  const table = (file: string) =>
    readFileSync(join(root, 'etc', file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(':'));
  const passwd = table('passwd');
  const [name = 'root', group] = user.split(':');
  const entry = passwd.find((fields) => fields[0] === name || fields[2] === name);
  if (entry === undefined && !/^\d+$/u.test(name)) throw new Error(`user ${name} is not in the image's /etc/passwd`);
  const uid = Number(entry?.[2] ?? name);
  let gid = Number(entry?.[3] ?? uid);
  if (group !== undefined) {
    const found = table('group').find((fields) => fields[0] === group || fields[2] === group);
    if (found === undefined && !/^\d+$/u.test(group))
      throw new Error(`group ${group} is not in the image's /etc/group`);
    gid = Number(found?.[2] ?? group);
  }
  return { uid, gid, home: entry?.[5] ?? '/' };
}

/** How to start one process in a container. */
export interface ContainerSpec {
  /** The image's root file system (mountImage). */
  root: string;
  /** The command line, looked up on the container's PATH inside its root. */
  argv: string[];
  env: Record<string, string>;
  user: ImageUser;
  workdir: string;
  /** Directories given a fresh writable tmpfs (a Kubernetes emptyDir), with their size (tmpfs `size=`, e.g. "16m"). */
  writable: { path: string; size: string }[];
}

/**
 * The shell run in the new mount namespace (as root, still in this machine's root): the image's
 * root bound onto itself and remounted read-only (readOnlyRootFilesystem), /proc, a /dev with
 * only the usual device nodes, a tmpfs on each writable directory; then chroot, working
 * directory, group and user, and exec of the command. Every step execs, so the process this
 * spawns becomes the command itself (its PID, its exit status), and every mount disappears with
 * the namespace when it exits.
 */
const LAUNCH = `set -e
root=$1 uid=$2 gid=$3 wd=$4 n=$5
shift 5
mount --bind "$root" "$root"
mount -o remount,ro,bind "$root"
mount -t proc -o nosuid,nodev,noexec proc "$root/proc"
mount -t tmpfs -o nosuid,noexec,mode=755,size=64k tmpfs "$root/dev"
for d in null zero full random urandom tty; do : >"$root/dev/$d"; mount --bind "/dev/$d" "$root/dev/$d"; done
ln -s /proc/self/fd "$root/dev/fd"
ln -s /proc/self/fd/0 "$root/dev/stdin"; ln -s /proc/self/fd/1 "$root/dev/stdout"; ln -s /proc/self/fd/2 "$root/dev/stderr"
while [ "$n" -gt 0 ]; do
  mount -t tmpfs -o "nosuid,nodev,mode=1777,size=$2" tmpfs "$root$1"
  shift 2
  n=$((n - 1))
done
exec /usr/bin/unshare --root "$root" --wd "$wd" --setgid "$gid" --setuid "$uid" -- "$@"
`;

/**
 * Starts a process in a container (see LAUNCH). Needs root (mount namespaces, chroot).
 * @returns the child process, whose PID is the command's own once its few execs are done
 */
export function startContainer(spec: ContainerSpec): ChildProcess {
  const args = [
    '--mount',
    '--propagation',
    'private',
    '--',
    '/bin/sh',
    '-c',
    LAUNCH,
    'launch',
    spec.root,
    String(spec.user.uid),
    String(spec.user.gid),
    spec.workdir,
    String(spec.writable.length),
    ...spec.writable.flatMap((w) => [w.path, w.size]),
    ...spec.argv,
  ];
  // The launcher's own tools (sh, mount, unshare) are this machine's, found on the container's
  // PATH before the chroot; after it, the same PATH finds the image's.
  return spawn('/usr/bin/unshare', args, { env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Runs a process in a container to its end (docker run --rm, or a HEALTHCHECK's exec).
 * @returns its exit status and output
 * @throws Error when it runs longer than timeoutMs (it is killed)
 */
export async function runContainer(spec: ContainerSpec, timeoutMs = 30_000): Promise<Finished> {
  const child = startContainer(spec);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done, fail) => {
    child.once('error', fail);
    child.once('close', (code, sig) => done([code, sig]));
  }).finally(() => clearTimeout(timer));
  if (signal === 'SIGKILL') throw new Error(`${spec.argv.join(' ')}: killed after ${timeoutMs} ms\n${stderr}`);
  return { status, signal, stdout, stderr };
}

/**
 * The environment a runtime gives a container: the image's Env, HOME from the user unless the
 * image sets it, then the caller's variables (docker run -e) over both.
 */
export function containerEnv(
  config: ImageConfig,
  user: ImageUser,
  extra: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = { HOME: user.home };
  for (const entry of config.Env ?? []) {
    const at = entry.indexOf('=');
    if (at > 0) env[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return { ...env, ...extra };
}

/**
 * The command line of a HEALTHCHECK as a runtime runs it: CMD's arguments as they are,
 * CMD-SHELL's under /bin/sh -c; never through the entry point.
 * @throws Error when the image has no HEALTHCHECK
 */
export function healthcheckArgv(config: ImageConfig): string[] {
  const [kind, ...rest] = config.Healthcheck?.Test ?? [];
  if (kind === 'CMD' && rest.length > 0) return rest;
  if (kind === 'CMD-SHELL' && rest.length === 1) return ['/bin/sh', '-c', rest[0]!];
  throw new Error(`the image has no HEALTHCHECK command (${JSON.stringify(config.Healthcheck)})`);
}
