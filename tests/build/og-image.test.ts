import { describe, expect, it } from 'vitest';
import { OG_IMAGE_SIZE, renderOgImage, type OgCard } from '../../builder/ogImage.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a valid PNG has first (bytes 16–23, big-endian). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const article: OgCard = {
  title: 'AML and KYC in 2025: The EU Package, UK Reforms, FATF Standards and Programme Design',
  eyebrow: 'Legal',
  footer: '21 min read · 11 September 2025',
};

describe('renderOgImage', () => {
  it('renders a card to a 1200×630 PNG', async () => {
    const png = await renderOgImage(article);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(OG_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
  });

  // Typographic characters in the title double as a glyph check: a missing one would throw.
  it('clamps a 300-character title instead of failing or growing the image', async () => {
    const title = 'Residency by investment – “golden visas”, £ and € thresholds… '.repeat(6).slice(0, 300);
    expect(title).toHaveLength(300);
    const png = await renderOgImage({ title, eyebrow: 'Residency', footer: '' });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('refuses text the fonts cannot draw, rather than rendering empty boxes', async () => {
    await expect(renderOgImage({ ...article, title: 'Moving to Dubai → a checklist' })).rejects.toThrow(
      /no loaded font has a glyph for "→"/,
    );
  });

  it('is deterministic: the same card gives the same bytes, a different title different bytes', async () => {
    const [first, again, other] = await Promise.all([
      renderOgImage(article),
      renderOgImage({ ...article }),
      renderOgImage({ ...article, title: 'Opening a Corporate Bank Account in 2025' }),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });
});
