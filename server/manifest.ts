import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readInlineStyle, type InlineStyle } from './inlineStyle.js';

/** A built JS module: its URL and the URLs of the chunks it imports statically. */
export interface ManifestModule {
  file: string;
  imports: string[];
}

/** dist/manifest.json as written by build.mjs. */
export interface Manifest {
  /** The browser entry and its static imports: every page needs them at once, so all are preloaded. */
  entry: ManifestModule;
  /** URL of client/boot.ts, the one script a page references: it loads the entry after the first paint. */
  boot: string;
  css: string[];
  fonts: string[];
  /** Keyed by source path relative to the project root, e.g. "shared/pages/Home.tsx". */
  modules: Record<string, ManifestModule>;
  /** Open Graph images (1200x630 PNG): the site's, and each article's by slug. */
  og: { site: string; articles: Record<string, string> };
  /** The stylesheets of `css`, read at load time to be inlined in every document. */
  inlineStyle: InlineStyle;
}

/**
 * Reads the client build manifest.
 * @param distDir the build output folder (holding manifest.json and public/)
 * @throws Error with a one-line hint when the client has not been built
 */
export function readManifest(distDir: string): Manifest {
  const path = join(distDir, 'manifest.json');
  let written: Omit<Manifest, 'inlineStyle'>;
  try {
    written = JSON.parse(readFileSync(path, 'utf8')) as Omit<Manifest, 'inlineStyle'>;
  } catch (error) {
    throw new Error(`cannot read ${path}: run "npm run build" first (${(error as Error).message})`);
  }
  return { ...written, inlineStyle: readInlineStyle(join(distDir, 'public'), written.css) };
}

/**
 * URLs to `modulepreload` for a page: the entry's static imports, then each listed source
 * module's chunk and its static imports, without duplicates and without the entry itself
 * (which the page loads with its own <script type="module">).
 */
export function modulePreloads(manifest: Manifest, sourceModules: string[]): string[] {
  const urls = new Set<string>(manifest.entry.imports);
  for (const source of sourceModules) {
    const mod = manifest.modules[source];
    if (mod === undefined) continue;
    urls.add(mod.file);
    for (const url of mod.imports) urls.add(url);
  }
  urls.delete(manifest.entry.file);
  return [...urls];
}
