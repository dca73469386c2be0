import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../shared/i18n/locales.js';

/** A built JS module: its URL and the URLs of the chunks it imports statically. */
interface ManifestModule {
  file: string;
  imports: string[];
}

/** dist/manifest.json as builder/bundles.mjs writes it. */
export interface Manifest {
  /** The browser entry and its static imports, which every page preloads. */
  entry: ManifestModule;
  /** URL of client/boot.ts, the one script a page references: it loads the entry after the first paint. */
  boot: string;
  css: string[];
  /** The web fonts each language's documents preload (builder/fontPreloads.mjs): URL paths. */
  fonts: Record<Lang, string[]>;
  /** Keyed by source path relative to the project root, e.g. "shared/pages/Home.tsx". */
  modules: Record<string, ManifestModule>;
  /** The stylesheet every document inlines, and the CSP source that allows it ("'sha256-…'"). */
  inlineStyle: { css: string; cspSource: string };
}

/**
 * Reads the client build manifest from the build output folder.
 * @throws Error with a one-line hint when the client has not been built
 */
export function readManifest(distDir: string): Manifest {
  const path = join(distDir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`cannot read ${path}: run "npm run build" first (${(error as Error).message})`);
  }
}

/** URLs to `modulepreload` for a page: the entry's static imports, then each source module's chunk and imports. */
export function modulePreloads(manifest: Manifest, sourceModules: string[]): string[] {
  const urls = new Set(manifest.entry.imports);
  for (const mod of sourceModules.map((source) => manifest.modules[source])) {
    if (mod !== undefined) [mod.file, ...mod.imports].forEach((url) => urls.add(url));
  }
  urls.delete(manifest.entry.file);
  return [...urls];
}
