import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../helpers/server.js';
import { startNginx, type RunningNginx } from '../helpers/nginx.js';

/*
 * What a visit leaves in the logs as deployed: nginx with deploy/nginx.conf as shipped (only the
 * upstream addresses, the port and the log folder rewritten) in front of two replicas of the
 * built server and one upstream that drops every connection, so that nginx also meets a failing
 * replica while it handles a search. Searches and a page are requested with a Referer and a
 * User-Agent; none of the words, the referrer or the user agent may reach nginx's access log,
 * its error log, its own output or the replicas' logs, as the privacy policy says.
 */
const WORDS = ['quillmarmalade', 'zephyrbanjo', 'tundrafiddle'];
const REFERRER = 'https://referrer.example/private/zanzibarkettle?from=newsletter';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) PrivacyProbe/7.3 borealisfinch';
const SECRETS = [...WORDS, 'referrer.example', 'zanzibarkettle', 'newsletter', 'PrivacyProbe', 'borealisfinch'];
/** The fields of an access log line, and nothing else. */
const FIELDS = ['bytes', 'id', 'ip', 'method', 'path', 'requestTime', 'status', 'time'];

const work = mkdtempSync(join(tmpdir(), 'nginx-logs-'));
const replicas: RunningServer[] = [];
let dropper: Server;
let drops = 0;
let nginx: RunningNginx;

beforeAll(async () => {
  // An upstream that accepts and closes at once: nginx logs the failure and retries elsewhere.
  dropper = createServer((socket) => {
    drops++;
    socket.destroy();
  }).listen(0, '127.0.0.1');
  await once(dropper, 'listening');
  for (let i = 0; i < 2; i++) replicas.push(await startServer({ TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' }));
  // The dropping upstream first: round robin sends each nginx worker's first request to it.
  nginx = await startNginx([(dropper.address() as AddressInfo).port, ...replicas.map((r) => r.port)], work);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  for (const replica of replicas) await replica.stop();
  dropper?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A GET through nginx on a connection of its own, as a browser sends it from another site. */
function get(path: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    request(
      `${nginx.url}${path}`,
      { agent: false, headers: { Referer: REFERRER, 'User-Agent': USER_AGENT, 'Accept-Encoding': 'identity' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
      },
    )
      .on('error', reject)
      .end();
  });
}

describe('logs behind nginx as deployed', () => {
  it('hold no search words, referrer or user agent, in nginx or in the app', async () => {
    const visits: [string, number][] = [
      [`/search?q=${WORDS[0]}+offshore`, 200],
      [`/api/search?q=${WORDS[1]}`, 200],
      [`/search?q=${WORDS[2]}&page=99`, 404],
      [`/search?q=${WORDS[2]}&page=1`, 301],
      ['/about', 200],
    ];
    const ids: string[] = [];
    for (const [path, status] of visits) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      if (path.includes('search') && status !== 301) expect(res.headers['cache-control'], path).toMatch(/^private/u);
      ids.push(res.headers['x-request-id'] as string);
    }
    // nginx met the failing upstream while handling a search, and retried it elsewhere.
    expect(drops).toBeGreaterThan(0);

    // The replicas logged every request (under nginx's id), and nothing else of the visit.
    const appLogs = () => replicas.map((r) => `${r.logs.join('\n')}\n${r.stderr()}`).join('\n');
    await vi.waitFor(() => {
      for (const id of ids) expect(appLogs()).toContain(id);
    });

    const logs = { access: nginx.accessLog(), error: nginx.errorLog(), nginx: nginx.output(), app: appLogs() };
    for (const [where, text] of Object.entries(logs)) {
      for (const secret of SECRETS) expect(text, `${where} log holds "${secret}"`).not.toContain(secret);
    }

    // The access log: one JSON line per request, with the policy's fields only.
    const lines = nginx.accessLog().trim().split('\n');
    expect(lines).toHaveLength(visits.length);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, string | number>);
    for (const [i, entry] of entries.entries()) {
      expect(Object.keys(entry).sort()).toEqual(FIELDS);
      expect(entry.path).toBe(visits[i]![0].split('?')[0]);
      expect(entry.status).toBe(String(visits[i]![1]));
      expect(entry.method).toBe('GET');
      expect(entry.ip).toBe('127.0.0.1');
      // The id nginx logged is the one it sent the replica, which echoed it.
      expect(entry.id).toBe(ids[i]);
    }
  });
});
