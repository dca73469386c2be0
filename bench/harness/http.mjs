/**
 * Requests to a server under test through node:http, which leaves a body as sent (fetch would
 * decode it): one GET, the response bench/ceiling.mjs replays, and a crawl of many paths.
 */
import { Agent, request } from 'node:http';

/** The Accept-Encoding of a browser's requests, as the crawl sends it. */
export const BROWSER_ENCODING = 'gzip, deflate, br';

/**
 * A GET, its body read whole.
 * @param {string} url
 * @param {{ headers?: Record<string, string>, agent?: Agent }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function rawGet(url, { headers = {}, agent } = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A response as bench/ceiling.mjs sends it again: every header the server sent (security
 * headers included) but the per-request ones, and the body as sent.
 * @param {string} url
 * @param {Record<string, string>} headers the request's
 * @returns {Promise<{ headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export async function capture(url, headers) {
  const res = await rawGet(url, { headers });
  for (const name of ['date', 'connection', 'keep-alive', 'x-request-id']) delete res.headers[name];
  return { headers: res.headers, body: res.body };
}

/**
 * A GET with a browser's Accept-Encoding over keep-alive, the body read and dropped. A request
 * that fails with ECONNRESET on a reused connection is sent once more: the server closed that
 * idle connection as the request went out, the race Node's documentation describes for
 * `request.reusedSocket`.
 * @returns {Promise<number>} the status
 */
function status(agent, url, retried = false) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': BROWSER_ENCODING } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', (error) => {
      if (!retried && req.reusedSocket && error.code === 'ECONNRESET') status(agent, url, true).then(resolve, reject);
      else reject(error);
    });
    req.end();
  });
}

/**
 * Requests every path once, `concurrency` at a time, on keep-alive connections of its own (one
 * left idle since an earlier phase could be closed by the server as it is reused), with a
 * browser's Accept-Encoding.
 * @param {string} base the server's base URL
 * @param {string[]} paths
 * @param {number} concurrency requests in flight
 * @returns {Promise<Record<number, number>>} how many responses had each status
 */
export async function crawl(base, paths, concurrency) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const code = await status(agent, `${base}${paths[next++]}`);
        statuses[code] = (statuses[code] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return statuses;
}
