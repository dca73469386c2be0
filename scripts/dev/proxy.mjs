/**
 * The development loop's front door (scripts/dev.mjs): an HTTP proxy on PORT in front of the
 * production server, which runs on an internal port. It passes requests and responses through
 * unchanged, so the server's own CSP and headers reach the browser, with three exceptions:
 *   - /__dev/* is its own: /__dev/events (Server-Sent Events: the loop's state, sent on connect
 *     and on every change), /__dev/client.js and /__dev/client.css (the script that listens and
 *     the error panel's stylesheet: same-origin files, as the CSP requires), and the loop's own
 *     pages (the translation status);
 *   - an HTML page gets one `<script type="module" src="/__dev/client.js">` before </head>; its
 *     request asks the server for identity encoding and drops validators (If-None-Match), so the
 *     script tag carries the loop's current generation and is never a stale cached copy;
 *   - while the server restarts, requests wait; when none can start (the first build failed),
 *     a page request gets a 503 document that only loads the client, which shows the panel.
 * None of this exists in a production build: `npm start` runs the server alone.
 */
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';

const CLIENT_FILES = {
  '/__dev/client.js': ['client.js', 'text/javascript; charset=utf-8'],
  '/__dev/client.css': ['client.css', 'text/css; charset=utf-8'],
};

/** Hop-by-hop headers (RFC 9110 §7.6.1): each connection has its own, so they are not forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te']);

/** Headers of the proxy's own responses: never cached, never sniffed. */
const OWN_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * The document a page request gets when no server can run: the client script shows the problems.
 * Its CSP is as strict as the site's: scripts, styles and connections from this origin only.
 */
const UNAVAILABLE = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>npm run dev: the site cannot start</title>
<link rel="stylesheet" href="/__dev/client.css">
<script type="module" src="/__dev/client.js" data-generation="GENERATION" data-session="SESSION"></script>
</head>
<body>
<p>The site cannot start until the problems are fixed; this page shows them.</p>
</body>
</html>
`;

/** Whether a request is a page load (a navigation asks for HTML). */
const wantsHtml = (req) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

/**
 * Starts the proxy.
 * @param {object} options
 * @param {number} options.port the public port (PORT)
 * @param {string} options.host the interface (HOST)
 * @param {string} options.clientDir where client.js and client.css are
 * @param {(url: string) => Promise<number | undefined>} options.upstream the server's port for a
 *   request, once it can answer (the promise waits through a restart); undefined when none can run
 * @param {() => { generation: number, session: string }} options.state the loop's state, sent to the browser as it is
 * @param {Record<string, (url: URL) => Promise<string>>} [options.pages] the loop's own HTML pages under /__dev/, by path
 * @returns {Promise<{ broadcast: () => void, close: () => Promise<void> }>} once listening
 * @throws Error when the port cannot be listened on
 */
export async function startProxy({ port, host, clientDir, upstream, state, pages = {} }) {
  /** Open event streams. */
  const streams = new Set();
  const send = (res) => res.write(`event: state\ndata: ${JSON.stringify(state())}\n\n`);

  function events(req, res) {
    res.writeHead(200, { ...OWN_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8' });
    // A dropped stream (the loop restarted) is tried again after half a second.
    res.write('retry: 500\n\n');
    send(res);
    streams.add(res);
    req.on('close', () => streams.delete(res));
  }

  async function clientFile(res, [name, type]) {
    const body = await readFile(new URL(name, clientDir));
    res.writeHead(200, { ...OWN_HEADERS, 'Content-Type': type, 'Content-Length': body.length }).end(body);
  }

  function unavailable(req, res) {
    if (!wantsHtml(req)) {
      res.writeHead(503, { ...OWN_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
      return res.end('npm run dev: the site cannot start; open a page to see why\n');
    }
    res.writeHead(503, {
      ...OWN_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    });
    const { generation, session } = state();
    res.end(UNAVAILABLE.replace('GENERATION', String(generation)).replace('SESSION', session));
  }

  /** Forwards a request to the server and its response back, adding the client to a page. */
  async function forward(req, res) {
    // Read before the server answers: a page rendered before a change then reloads after it.
    const { generation, session } = state();
    const target = await upstream(req.url);
    if (target === undefined) return unavailable(req, res);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    const page = wantsHtml(req);
    if (page) {
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const outgoing = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers, agent: false },
      (incoming) => {
        const raw = [];
        for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
          if (!HOP_BY_HOP.has(incoming.rawHeaders[i].toLowerCase()))
            raw.push([incoming.rawHeaders[i], incoming.rawHeaders[i + 1]]);
        }
        const html = (incoming.headers['content-type'] ?? '').startsWith('text/html');
        if (!page || !html || incoming.headers['content-encoding'] !== undefined) {
          res.writeHead(incoming.statusCode, incoming.statusMessage, raw.flat());
          incoming.pipe(res);
          return;
        }
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', () => {
          const tag = `<script type="module" src="/__dev/client.js" data-generation="${generation}" data-session="${session}"></script>\n`;
          const body = Buffer.from(Buffer.concat(chunks).toString('utf8').replace('</head>', `${tag}</head>`), 'utf8');
          const sized = raw.filter(([name]) => name.toLowerCase() !== 'content-length');
          res.writeHead(
            incoming.statusCode,
            incoming.statusMessage,
            [...sized, ['Content-Length', String(body.length)]].flat(),
          );
          res.end(body);
        });
      },
    );
    outgoing.on('error', (error) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { ...OWN_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`npm run dev: the server did not answer (${error.message}); reload to try again\n`);
    });
    req.pipe(outgoing);
  }

  /** The proxy's own paths, then everything else to the server. */
  async function handle(req, res) {
    const path = req.url.split('?')[0];
    if (path === '/__dev/events') return events(req, res);
    if (CLIENT_FILES[path] !== undefined) return clientFile(res, CLIENT_FILES[path]);
    if (Object.hasOwn(pages, path)) {
      const body = Buffer.from(await pages[path](new URL(req.url, 'http://localhost')));
      res.writeHead(200, {
        ...OWN_HEADERS,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Content-Security-Policy': "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'",
      });
      return res.end(body);
    }
    return forward(req, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, OWN_HEADERS);
      res.end();
    });
  });
  server.listen(port, host);
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => {
      throw new Error(`npm run dev: cannot listen on ${host}:${port} (${error.message})`);
    }),
  ]);
  // A comment line now and then keeps idle event streams open through anything that times them out.
  const keepAlive = setInterval(() => streams.forEach((res) => res.write(': ping\n\n')), 15_000);
  keepAlive.unref();

  return {
    broadcast: () => streams.forEach(send),
    async close() {
      clearInterval(keepAlive);
      streams.forEach((res) => res.end());
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
