// fontverter ships no types; this declares the one call the build makes.
declare module 'fontverter' {
  /** The font converted between TTF/OTF ("truetype" or "sfnt"), WOFF and WOFF2. */
  export function convert(font: Buffer, toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
}
