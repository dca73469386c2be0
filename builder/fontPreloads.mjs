/**
 * Which web fonts each language's documents preload: the faces its first screen shows. Every
 * face stays in the stylesheet for every page (a face no page of a language shows is never
 * fetched there); only a preload makes a face likely to arrive inside `font-display: optional`'s
 * window on a first visit, and a preload a page does not use costs its bytes for nothing. Each
 * language names its own, by their @fontsource file (shared/i18n/serverLocales.ts `preloads`).
 */
import { tsImport } from 'tsx/esm/api';

// The build runs this module in plain Node, which cannot resolve a TypeScript module's imports.
const { serverLocales } = await tsImport('../shared/i18n/serverLocales.ts', import.meta.url);

/**
 * Each language's font preload URLs, from the client build's metafile.
 * @param {import('esbuild').Metafile['outputs']} outputs the client build's outputs
 * @param {(file: string) => string} urlOf an output file's URL path
 * @returns {Record<string, string[]>} URL paths by language, in the order of its `preloads`
 * @throws Error when a listed face is not among the build's fonts (a renamed or removed file)
 */
export function fontPreloads(outputs, urlOf) {
  /** Output URL by the file name of its @fontsource input. */
  const byFace = new Map();
  for (const [file, meta] of Object.entries(outputs)) {
    if (!file.endsWith('.woff2')) continue;
    for (const input of Object.keys(meta.inputs)) byFace.set(input.slice(input.lastIndexOf('/') + 1), urlOf(file));
  }
  return Object.fromEntries(
    Object.entries(serverLocales).map(([lang, { preloads }]) => [
      lang,
      preloads.map((face) => {
        const url = byFace.get(face);
        if (url === undefined) throw new Error(`build: ${face}, preloaded for ${lang}, is not in the stylesheet`);
        return url;
      }),
    ]),
  );
}
