import { readFileSync } from 'node:fs';
import { modulePreloads, readManifest } from './server/manifest.js';

const manifest = readManifest('dist');
const report = JSON.parse(readFileSync('dist/build-report.json', 'utf8')) as { file: string; gzip: number }[];
const size = (f: string) => report.find((r) => r.file === f)!.gzip;
for (const m of ['shared/pages/Home.tsx','shared/pages/About.tsx','shared/pages/Article.tsx','shared/pages/AllArticles.tsx','shared/pages/ServicePage.tsx','shared/pages/Search.tsx','shared/pages/Legal.tsx']) {
  const files = [manifest.boot, manifest.entry.file, ...modulePreloads(manifest, [m])];
  console.log(m.padEnd(34), files.reduce((s, f) => s + size(f), 0));
}
