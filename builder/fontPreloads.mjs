/**
 * Which web fonts each language's documents preload: the faces its first screen shows. Every
 * face stays in the stylesheet for every page (a face no page of a language shows is never
 * fetched there); only a preload makes a face likely to arrive inside `font-display: optional`'s
 * window on a first visit, and a preload a page does not use costs its bytes for nothing.
 */

/**
 * Each language's preloaded faces, named by their @fontsource file (the build's input).
 * English: body (400), labels and buttons (600) and headings (serif 600). Arabic: the Arabic face
 * in both weights, Inter 400 for the digits and Latin terms in running text, and the serif for
 * the firm's name in the top bar; Arabic headings are set in the Arabic face, so Inter 600 is
 * left to load on demand. Simplified Chinese: its Han characters use the system's CJK face (docs/decisions/
 * 027-type-for-arabic-and-chinese.md), so it preloads what English does, for its Latin text.
 * @type {Readonly<Record<import('../shared/i18n/locales.js').Lang, readonly string[]>>}
 */
export const preloadedFaces = {
  en: ['inter-latin-400-normal.woff2', 'inter-latin-600-normal.woff2', 'source-serif-4-latin-600-normal.woff2'],
  ar: [
    'ibm-plex-sans-arabic-arabic-400-normal.woff2',
    'ibm-plex-sans-arabic-arabic-600-normal.woff2',
    'inter-latin-400-normal.woff2',
    'source-serif-4-latin-600-normal.woff2',
  ],
  'zh-Hans': ['inter-latin-400-normal.woff2', 'inter-latin-600-normal.woff2', 'source-serif-4-latin-600-normal.woff2'],
};

/**
 * Each language's font preload URLs, from the client build's metafile.
 * @param {import('esbuild').Metafile['outputs']} outputs the client build's outputs
 * @param {(file: string) => string} urlOf an output file's URL path
 * @returns {Record<string, string[]>} URL paths by language, in the order of `preloadedFaces`
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
    Object.entries(preloadedFaces).map(([lang, faces]) => [
      lang,
      faces.map((face) => {
        const url = byFace.get(face);
        if (url === undefined) throw new Error(`build: ${face}, preloaded for ${lang}, is not in the stylesheet`);
        return url;
      }),
    ]),
  );
}
