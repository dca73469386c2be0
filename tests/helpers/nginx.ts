import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort } from './server.js';

/** Debian's nginx. */
const NGINX = '/usr/sbin/nginx';
/** The folder the shipped configuration writes its logs to. */
const LOG_DIR = '/var/log/nginx/';

/** nginx running deploy/nginx.conf in front of the test's upstreams. */
export interface RunningNginx {
  /** Its origin, `http://127.0.0.1:<port>`. */
  url: string;
  /** What nginx has written to its access log so far. */
  accessLog(): string;
  /** What nginx has written to its error log so far. */
  errorLog(): string;
  /** What the process wrote to stdout and stderr. */
  output(): string;
  /** Stops nginx (fast shutdown) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf as shipped, with three rewrites only: each `server` line of the upstream
 * block names one of `upstreams` (loopback ports, as many as the file has lines), `listen`
 * takes `port` on loopback, and the log files move from /var/log/nginx to `dir`, where the test
 * reads them and no other run writes. Formats, levels and every other directive stay as they are.
 * @throws Error when the file no longer has those lines, or `upstreams` does not match them
 */
function shippedConfig(upstreams: number[], port: number, dir: string): string {
  let conf = readFileSync('deploy/nginx.conf', 'utf8');
  let servers = 0;
  conf = conf.replace(/server 127\.0\.0\.1:\d+/gu, () => `server 127.0.0.1:${upstreams[servers++]}`);
  if (servers !== upstreams.length)
    throw new Error(`deploy/nginx.conf lists ${servers} servers, not ${upstreams.length}`);
  if (!conf.includes('listen 8080;')) throw new Error('deploy/nginx.conf no longer listens on 8080');
  conf = conf.replace('listen 8080;', `listen 127.0.0.1:${port};`);
  const logs = conf.split(LOG_DIR).length - 1;
  if (logs !== 2) throw new Error(`deploy/nginx.conf names ${LOG_DIR} ${logs} times, not twice (access and error log)`);
  return conf.replaceAll(LOG_DIR, `${dir}/`);
}

/**
 * Starts Debian's nginx in the foreground with `shippedConfig(upstreams, <free port>, dir)`,
 * its pid file in `dir`, and waits until it accepts connections (no request is sent, so no
 * upstream is touched).
 * @param upstreams loopback ports, one per `server` line of the shipped file
 * @param dir a writable folder for the configuration, the pid file and the logs
 * @throws Error when nginx exits or does not listen within 5 s
 */
export async function startNginx(upstreams: number[], dir: string): Promise<RunningNginx> {
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, shippedConfig(upstreams, port, dir));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const read = (name: string) => () => {
    const file = join(dir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  for (let waited = 0; ; waited += 25) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${output}`);
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
      socket.once('connect', () => socket.end());
    });
    if (listening) break;
    if (waited > 5_000) throw new Error(`nginx is not listening on ${port}: ${output}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: read('access.log'),
    errorLog: read('error.log'),
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
