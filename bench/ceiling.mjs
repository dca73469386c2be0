/**
 * The benchmark's ceiling: Express 5 sending bytes already in memory, with no rendering and
 * no compression work. Reads the captured responses (one per path and content coding) from the
 * JSON file named by argv[2] and serves them with the same headers the app sent.
 * Usage: node bench/ceiling.mjs captured.json PORT
 */
import express from 'express';
import { readFileSync } from 'node:fs';

const captured = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const port = Number(process.argv[3]);
const pages = new Map(
  captured.map((c) => [`${c.path} ${c.coding}`, { headers: c.headers, body: Buffer.from(c.body, 'base64') }]),
);

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.use((req, res) => {
  const coding = /\bgzip\b/u.test(req.headers['accept-encoding'] ?? '') ? 'gzip' : 'identity';
  const page = pages.get(`${req.path} ${coding}`);
  if (page === undefined) return res.status(404).end();
  res.set(page.headers);
  res.end(page.body);
});
app.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
