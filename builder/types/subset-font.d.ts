// subset-font ships no types; this declares the one call the build makes.
declare module 'subset-font' {
  /**
   * The font cut down to the glyphs `text` needs (HarfBuzz hb-subset, layout closure included).
   * @param font TTF, OTF, WOFF or WOFF2 bytes
   * @returns the subset in `targetFormat` (default: the input's format)
   */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2' },
  ): Promise<Buffer>;
}
