import { readFileSync } from 'node:fs';
import { modulePreloads, readManifest } from './server/manifest.js';
const manifest = readManifest('dist');
const report = JSON.parse(readFileSync('dist/build-report.json', 'utf8')) as { file: string; gzip: number }[];
const size = (f: string) => report.find((r) => r.file === f)!.gzip;
const meta = JSON.parse(readFileSync('dist/metafile.json','utf8'));
const m = process.argv[2]!;
const files = [manifest.boot, manifest.entry.file, ...modulePreloads(manifest, [m])];
for (const f of files) {
  const out = meta.outputs['dist/public'+f];
  const ins = out ? Object.entries(out.inputs as Record<string,{bytesInOutput:number}>).filter(([k])=>!k.includes('node_modules')).map(([k,v])=>k.replace(/^shared\//,'')+':'+v.bytesInOutput).join(' ') : '';
  console.log(f.replace('/assets/',''), size(f), ins.slice(0,400));
}
