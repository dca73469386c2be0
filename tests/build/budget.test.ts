import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { routes } from '../../shared/routes.js';
import { articleBodies } from '../../shared/content/articles/articleBodies.js';
import { serviceDetails } from '../../shared/content/services/details.js';
import { legalDocuments } from '../../shared/content/legal/documents.js';
import { modulePreloads, readManifest } from '../../server/manifest.js';

/** Size budgets (gzip bytes) for what a first visit downloads. */
export const BUDGETS = { firstLoadJs: 100 * 1024, css: 20 * 1024 } as const;

const manifest = readManifest('dist');
const report = JSON.parse(readFileSync('dist/build-report.json', 'utf8')) as { file: string; raw: number; gzip: number; brotli: number }[];
const gzipOf = (url: string) => {
  const row = report.find((r) => r.file === url);
  if (row === undefined) throw new Error(`${url} not in build report`);
  return row.gzip;
};

/**
 * Every JS file a first load needs: the entry, its static imports, and the given source
 * modules (a page, and its data module if any) with their imports; what the server preloads.
 */
function firstLoad(...sourceModules: string[]): string[] {
  return [manifest.entry.file, ...modulePreloads(manifest, sourceModules)];
}

const gzipTotal = (files: string[]) => files.reduce((sum, f) => sum + gzipOf(f), 0);

describe('build budgets (sizes only)', () => {
  it(`home page first-load JavaScript is at most ${BUDGETS.firstLoadJs / 1024} KB gzip`, () => {
    expect(gzipTotal(firstLoad('shared/pages/Home.tsx'))).toBeLessThanOrEqual(BUDGETS.firstLoadJs);
  });

  it(`every route's first-load JavaScript, its data module included, is at most ${BUDGETS.firstLoadJs / 1024} KB gzip`, () => {
    for (const r of routes) {
      const files = r.data === undefined ? firstLoad(r.page.module) : firstLoad(r.page.module, r.data.module);
      expect(gzipTotal(files), r.path).toBeLessThanOrEqual(BUDGETS.firstLoadJs);
    }
  });

  it('the article catalogue (titles, excerpts) is not in the entry bundle or its static imports', () => {
    const metafile = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
    for (const file of [manifest.entry.file, ...manifest.entry.imports]) {
      const output = metafile.outputs[`dist/public${file}`];
      expect(output, file).toBeDefined();
      const inputs = Object.keys(output!.inputs);
      expect(inputs.filter((i) => i.includes('content/articles/meta/') || i.endsWith('articles/catalogue.ts')), file).toEqual([]);
    }
  });

  it('head text (page descriptions, article meta tags) stays out of every first load', () => {
    const headChunk = manifest.modules['shared/headSources.ts'];
    expect(headChunk).toBeDefined();
    for (const r of routes) expect(firstLoad(r.page.module), r.path).not.toContain(headChunk!.file);
  });

  it(`CSS is at most ${BUDGETS.css / 1024} KB gzip`, () => {
    const total = gzipTotal(manifest.css);
    expect(total).toBeLessThanOrEqual(BUDGETS.css);
  });

  it('every page module, article body and service detail has its own chunk in the manifest', () => {
    for (const r of routes) expect(manifest.modules[r.page.module], r.page.module).toBeDefined();
    for (const data of [articleBodies, serviceDetails, legalDocuments]) {
      for (const id of data.ids) expect(manifest.modules[data.module(id)], id).toBeDefined();
    }
  });

  it('a service or legal page loads only its own data module', () => {
    const detailFiles = [serviceDetails, legalDocuments].flatMap((d) => d.ids.map((id) => manifest.modules[d.module(id)]!.file));
    for (const r of routes.filter((x) => x.data !== undefined)) {
      const files = firstLoad(r.page.module, r.data!.module);
      expect(files.filter((f) => detailFiles.includes(f)), r.path).toEqual([manifest.modules[r.data!.module]!.file]);
    }
  });

  it('no article body rides in the first load of any other page', () => {
    const bodyFiles = new Set(articleBodies.ids.map((id) => manifest.modules[articleBodies.module(id)]!.file));
    for (const r of routes.filter((x) => x.kind !== 'article')) {
      expect(firstLoad(r.page.module).filter((f) => bodyFiles.has(f)), r.path).toEqual([]);
    }
    // The article page itself loads only its own body, on demand or by preload.
    expect(firstLoad('shared/pages/Article.tsx').filter((f) => bodyFiles.has(f))).toEqual([]);
  });

  it('fonts are latin-subset woff2 files', () => {
    expect(manifest.fonts.length).toBeGreaterThan(0);
    for (const f of manifest.fonts) expect(f).toMatch(/latin-\d+-normal-[A-Z0-9]+\.woff2$/u);
  });

  it('hashed assets have brotli and gzip copies', () => {
    for (const f of [manifest.entry.file, ...manifest.css]) {
      expect(report.some((r) => r.file === f)).toBe(true);
      expect(() => readFileSync(`dist/public${f}.br`)).not.toThrow();
      expect(() => readFileSync(`dist/public${f}.gz`)).not.toThrow();
    }
  });
});
