import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { routes } from '../../shared/routes.js';
import { pageDataFolder, pageDataKeys } from '../../shared/content/generated/pageDataFiles.js';
import { modulePreloads, readManifest } from '../../server/manifest.js';
import { matchView } from '../../shared/match.js';
import { allPaths } from '../helpers/paths.js';
import { BUDGETS } from '../helpers/budgets.js';

const manifest = readManifest('dist');
const report = JSON.parse(readFileSync('dist/build-report.json', 'utf8')) as {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}[];
const gzipOf = (url: string) => {
  const row = report.find((r) => r.file === url);
  if (row === undefined) throw new Error(`${url} not in build report`);
  return row.gzip;
};

/**
 * Every JS file a first load needs: the boot script, the entry, its static imports, and the given source
 * modules (a page, and its data module if any) with their imports; what the server preloads.
 */
function firstLoad(...sourceModules: string[]): string[] {
  return [manifest.boot, manifest.entry.file, ...modulePreloads(manifest, sourceModules)];
}

const gzipTotal = (files: string[]) => files.reduce((sum, f) => sum + gzipOf(f), 0);

describe('build budgets (sizes only)', () => {
  it(`home page first-load JavaScript is at most ${BUDGETS.firstLoadJs / 1024} KB gzip`, () => {
    expect(gzipTotal(firstLoad('shared/pages/Home.tsx'))).toBeLessThanOrEqual(BUDGETS.firstLoadJs);
  });

  it(`every page's first-load JavaScript (entry, imports, page chunk, data module) is at most ${BUDGETS.firstLoadJs / 1024} KB gzip`, () => {
    for (const path of [...allPaths, '/search', '/no-such-page', '/insights/no-such-article']) {
      const resolved = matchView(path, '');
      expect(gzipTotal(firstLoad(resolved.route.module)), path).toBeLessThanOrEqual(BUDGETS.firstLoadJs);
    }
  });

  it("an article page's first-load JavaScript is at most the home page's: its body is HTML, not JavaScript", () => {
    const home = gzipTotal(firstLoad('shared/pages/Home.tsx'));
    for (const path of allPaths.filter((p) => matchView(p, '').route.kind === 'article')) {
      const resolved = matchView(path, '');
      expect(gzipTotal(firstLoad(resolved.route.module)), path).toBeLessThanOrEqual(home);
    }
  });

  it('no react-router component the site never renders is in the client bundle (ScrollRestoration)', () => {
    const files = report.filter((r) => r.file.startsWith('/assets/') && r.file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    // ScrollRestoration's session storage key: in the bundle only if the component is.
    for (const { file } of files) {
      expect(readFileSync(`dist/public${file}`, 'utf8'), file).not.toContain('react-router-scroll-positions');
    }
  });

  it('the instant search layer is a chunk of its own, loaded on focus, never in a first load', () => {
    const instant = manifest.modules['shared/components/InstantResults.tsx'];
    expect(instant, 'InstantResults has its own chunk').toBeDefined();
    for (const path of [...allPaths, '/search', '/no-such-page']) {
      expect(firstLoad(matchView(path, '').route.module), path).not.toContain(instant!.file);
    }
  });

  it("no browser file lists every article or holds the languages' build data: the catalogue, head tags, page data keys and shared/i18n/serverLocales.ts stay on the server", () => {
    const metafile = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    const serverOnly = ['generated/articles.ts', 'generated/pageData.ts', 'catalogue.ts', 'i18n/serverLocales.ts'];
    for (const [file, output] of Object.entries(metafile.outputs)) {
      const inputs = Object.keys(output.inputs);
      expect(
        inputs.filter((i) => serverOnly.some((name) => i.endsWith(name))),
        file,
      ).toEqual([]);
    }
  });

  it("no script holds the interface's words in any language: they travel as JSON, each language's on its own pages", () => {
    const blurbs = (['en', 'ar', 'zh-hans'] as const).map(
      (lang) =>
        (
          JSON.parse(readFileSync(`shared/content/messages/${lang}.json`, 'utf8')) as {
            common: { footer: { blurb: string } };
          }
        ).common.footer.blurb,
    );
    const files = report.filter((r) => r.file.startsWith('/assets/') && r.file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    for (const { file } of files) {
      const text = readFileSync(`dist/public${file}`, 'utf8');
      for (const blurb of blurbs) expect(text, file).not.toContain(blurb);
    }
  });

  it(`CSS is at most ${BUDGETS.css / 1024} KB gzip`, () => {
    const total = gzipTotal(manifest.css);
    expect(total).toBeLessThanOrEqual(BUDGETS.css);
  });

  it('every page module has its own chunk in the manifest', () => {
    for (const r of routes) expect(manifest.modules[r.module], r.module).toBeDefined();
  });

  it("no browser file holds a service page's words: each is its page's data", () => {
    const metafile = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as { inputs: Record<string, unknown> };
    const services = routes.filter((r) => r.pageData === 'service');
    expect(services).toHaveLength(6);
    // The catalogue's `serviceDetails` namespace is compiled for the build alone, in every language.
    expect(Object.keys(metafile.inputs).filter((i) => i.endsWith('/serviceDetails.js'))).toEqual([]);
    for (const r of services) {
      const slug = r.path.split('/')[2]!;
      expect(pageDataKeys, slug).toContain(`service/${slug}`);
    }
  });

  it('no body text rides in any JavaScript: bodies travel in page data files, precompressed', () => {
    const metafile = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as { inputs: Record<string, unknown> };
    expect(Object.keys(metafile.inputs).filter((i) => i.endsWith('.md') || i.includes('/bodies/'))).toEqual([]);
    expect(pageDataFolder).toMatch(/^\/assets\/data\/[0-9A-F]{12}$/u);
    for (const key of pageDataKeys) {
      const url = `dist/public${pageDataFolder}/${key}.json`;
      expect(() => readFileSync(`${url}.br`), key).not.toThrow();
      expect(() => readFileSync(`${url}.gz`), key).not.toThrow();
    }
    // The Markdown toolchain never reaches a browser bundle.
    const bundled = Object.keys(metafile.inputs);
    for (const library of ['unified', 'remark-parse', 'rehype-stringify', 'zod', 'yaml', 'satori']) {
      expect(
        bundled.filter((i) => i.includes(`node_modules/${library}/`)),
        library,
      ).toEqual([]);
    }
  });

  it('English pages preload only latin-subset woff2 files', () => {
    expect(manifest.fonts.en.length).toBeGreaterThan(0);
    for (const f of manifest.fonts.en) expect(f).toMatch(/latin-\d+-normal-[A-Z0-9]+\.woff2$/u);
  });

  it('hashed assets have brotli and gzip copies', () => {
    for (const f of [manifest.entry.file, ...manifest.css]) {
      expect(report.some((r) => r.file === f)).toBe(true);
      expect(() => readFileSync(`dist/public${f}.br`)).not.toThrow();
      expect(() => readFileSync(`dist/public${f}.gz`)).not.toThrow();
    }
  });
});
