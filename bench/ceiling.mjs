/**
 * The benchmark's ceilings: bytes already in memory sent with no rendering and no compression
 * work, with the same headers the app sent. Reads the captured responses (one per path and
 * content coding) from the JSON file named by argv[2].
 *   express: Express 5 sending them (the ceiling issue 5 defines);
 *   node:    node:http sending them with no framework at all (the lower bound of any Node server).
 * Usage: node bench/ceiling.mjs captured.json PORT express|node
 */
import express from 'express';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [capturedFile, portArg, mode = 'express'] = process.argv.slice(2);
const captured = JSON.parse(readFileSync(capturedFile, 'utf8'));
const port = Number(portArg);
const pages = new Map(
  captured.map((c) => [`${c.path} ${c.coding}`, { headers: c.headers, body: Buffer.from(c.body, 'base64') }]),
);
const pageFor = (url, acceptEncoding) => {
  const coding = /\bgzip\b/u.test(acceptEncoding ?? '') ? 'gzip' : 'identity';
  const q = url.indexOf('?');
  return pages.get(`${q === -1 ? url : url.slice(0, q)} ${coding}`);
};

const ready = () => process.stdout.write('ready\n');
// Exits normally on SIGTERM, so that `--cpu-prof` writes its profile (bench/profile.mjs --ceiling).
process.on('SIGTERM', () => process.exit(0));
if (mode === 'node') {
  const headerMaps = new Map([...pages.values()].map((p) => [p, new Map(Object.entries(p.headers))]));
  createServer((req, res) => {
    const page = pageFor(req.url, req.headers['accept-encoding']);
    if (page === undefined) {
      res.statusCode = 404;
      return res.end();
    }
    res.setHeaders(headerMaps.get(page));
    res.end(page.body);
  }).listen(port, '127.0.0.1', ready);
} else {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use((req, res) => {
    const page = pageFor(req.url, req.headers['accept-encoding']);
    if (page === undefined) return res.status(404).end();
    res.set(page.headers);
    res.end(page.body);
  });
  app.listen(port, '127.0.0.1', ready);
}
