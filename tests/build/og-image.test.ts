import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RequestListener } from 'node:http';
import request from 'supertest';
import { Resvg } from '@resvg/resvg-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { OG_IMAGE_SIZE, renderOgImage } from '../../builder/ogImage.js';
import type { OgCard } from '../../builder/ogTypes.js';
import { articles } from '../../shared/content/articles/catalogue.js';
import { localePath, locales, translationLangs, type Lang } from '../../shared/i18n/locales.js';
import { compileContent } from '../../builder/content.js';
import { emitOgImages } from '../../builder/emitOgImages.js';
import { testApp, ORIGIN } from '../helpers/app.js';
import { cardUrl } from '../helpers/og.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a valid PNG has first (bytes 16–23, big-endian). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A card's RGBA pixels, decoded by resvg drawing the PNG as an image (no PNG decoder needed). */
function pixels(png: Buffer): Uint8Array {
  const { width, height } = OG_IMAGE_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${png.toString('base64')}" width="${width}" height="${height}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

/** The y of each row where two cards differ. */
function differingRows(a: Uint8Array, b: Uint8Array): number[] {
  const ys = new Set<number>();
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2])
      ys.add(Math.floor(i / 4 / OG_IMAGE_SIZE.width));
  }
  return [...ys].sort((m, n) => m - n);
}

/**
 * Pixels of a box that differ clearly (by more than half the range in a channel) between two
 * cards: glyphs drawn a fraction of a pixel apart differ by less, another word by far more.
 */
function clearlyDifferent(
  a: Uint8Array,
  b: Uint8Array,
  box: { x0: number; x1: number; y0: number; y1: number },
): number {
  let count = 0;
  for (let y = box.y0; y <= box.y1; y += 1) {
    for (let x = box.x0; x <= box.x1; x += 1) {
      const i = (y * OG_IMAGE_SIZE.width + x) * 4;
      const d = Math.max(...[0, 1, 2].map((c) => Math.abs(a[i + c]! - b[i + c]!)));
      if (d > 128) count += 1;
    }
  }
  return count;
}

/** The x of each column with white title ink (the title is the card's one white text besides the wordmark) in rows y0–y1. */
function whiteColumns(rgba: Uint8Array, y0: number, y1: number): number[] {
  const xs = new Set<number>();
  for (let y = y0; y <= y1; y += 1) {
    for (let x = 0; x < OG_IMAGE_SIZE.width; x += 1) {
      const i = (y * OG_IMAGE_SIZE.width + x) * 4;
      if (rgba[i]! > 235 && rgba[i + 1]! > 235 && rgba[i + 2]! > 235) xs.add(x);
    }
  }
  return [...xs].sort((m, n) => m - n);
}

const article: OgCard = {
  title: 'AML and KYC in 2025: The EU Package, UK Reforms, FATF Standards and Programme Design',
  eyebrow: 'Legal',
  footer: '21 min read · 11 September 2025',
};

const arabic: OgCard = {
  lang: 'ar',
  title: 'حماية الأصول واستراتيجية المكاتب العائلية في عام 2025: الهياكل والشفافية والقدرة على الصمود',
  eyebrow: 'Asset Protection',
  footer: '25 دقيقة · 11 سبتمبر 2025',
};

const chinese: OgCard = {
  lang: 'zh-Hans',
  title: '2025年资产保护与家族办公室策略：架构、透明度与韧性',
  eyebrow: 'Asset Protection',
  footer: '25分钟 · 2025年9月11日',
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
    await expect(renderOgImage({ ...arabic, title: 'الإقامة → دليل' })).rejects.toThrow(/no loaded font has a glyph/);
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

  it('renders Arabic and Chinese cards, each the same bytes every time', async () => {
    for (const card of [arabic, chinese]) {
      const [png, again] = [await renderOgImage(card), await renderOgImage({ ...card })];
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(png.equals(again)).toBe(true);
    }
  });

  it('joins Arabic letters: the title differs from the same letters kept apart by zero-width non-joiners', async () => {
    // U+200C forbids joining and draws nothing: only a shaper that joins letters sees a difference.
    const apart = [...arabic.title].join('\u200c');
    const [joined, separate] = await Promise.all([renderOgImage(arabic), renderOgImage({ ...arabic, title: apart })]);
    expect(joined.equals(separate)).toBe(false);
  });

  it('runs Arabic right to left: the first word at the right edge, the next to its left', async () => {
    const card = (title: string) => renderOgImage({ ...arabic, title }).then(pixels);
    const [one, two, swapped] = await Promise.all([card('حماية'), card('حماية الأصول'), card('الأصول حماية')]);
    // The title's rows: where a second word makes a difference.
    const rows = differingRows(one, two);
    expect(rows.length).toBeGreaterThan(20);
    const [y0, y1] = [rows[0]!, rows.at(-1)!];
    const word = whiteColumns(one, y0, y1);
    const right = OG_IMAGE_SIZE.width - 72;
    // Alone, the word ends at the right edge of the text, where an Arabic line starts ...
    expect(word.at(-1)).toBeGreaterThan(right - 8);
    expect(word[0]).toBeGreaterThan(right - 250);
    // ... and followed by another it stays there, the other word to its left; the words in the
    // other order put a different word in its place (the check tells the two apart).
    const box = { x0: word[0]! - 2, x1: word.at(-1)! + 2, y0, y1 };
    expect(clearlyDifferent(one, two, box)).toBeLessThan(20);
    expect(clearlyDifferent(one, swapped, box)).toBeGreaterThan(500);
    expect(whiteColumns(two, y0, y1)[0]).toBeLessThan(word[0]! - 100);
  });
});

describe('the cards of translated articles', () => {
  it('name the category as the translated page does, in its language', async () => {
    const content = await compileContent(process.cwd());
    const cards: OgCard[] = [];
    const blank = Buffer.from('');
    await emitOgImages(content, mkdtempSync(join(tmpdir(), 'og-')), {
      render: (card) => (cards.push(card), Promise.resolve(blank)),
    });
    /** The category names in a language's catalogue. */
    const categoryNames = (lang: Lang) =>
      Object.values(
        (
          JSON.parse(readFileSync(`shared/content/messages/${locales[lang].folder}.json`, 'utf8')) as {
            common: { categories: Record<string, string> };
          }
        ).common.categories,
      );
    for (const lang of translationLangs) {
      const ofLang = cards.filter((card) => card.lang === lang);
      expect(ofLang.length).toBeGreaterThanOrEqual(6);
      const names = categoryNames(lang);
      for (const card of ofLang) expect(names, card.title).toContain(card.eyebrow);
    }
  });
});

describe('the built images of translated articles', () => {
  const dist = resolve('dist');
  const file = (url: string) => readFileSync(join(dist, 'public', url));
  const translated = articles.flatMap((a) =>
    (a.translatedInto ?? []).filter((lang) => lang !== 'en').map((lang) => ({ a, lang })),
  );

  it('has one per translation, a 1200×630 PNG unlike the English one', () => {
    expect(translated.length).toBeGreaterThanOrEqual(12);
    for (const { a, lang } of translated) {
      const url = cardUrl(locales[lang].folder, a.id);
      expect(url, `${lang}/${a.id}`).toMatch(
        new RegExp(`^/assets/og/${locales[lang].folder}/${a.id}-[0-9A-F]{10}\\.png$`, 'u'),
      );
      const png = file(url!);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(png.equals(file(cardUrl('', a.id)!))).toBe(false);
    }
  });

  describe('in the head of each language', () => {
    let app: RequestListener;
    beforeAll(async () => {
      app = await testApp();
    });
    const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)">/u.exec(html)?.[1];
    const ogAlt = (html: string) => /<meta property="og:image:alt" content="([^"]+)">/u.exec(html)?.[1];

    it("names a translation's own image, with its title as the alternative text", async () => {
      for (const { a, lang } of translated) {
        const res = await request(app).get(localePath(lang, a.path)).expect(200);
        expect(ogImage(res.text)).toBe(ORIGIN + cardUrl(locales[lang].folder, a.id));
        const title = /<h1[^>]*>([^<]+)<\/h1>/u.exec(res.text)?.[1];
        expect(title).toBeDefined();
        expect(ogAlt(res.text)).toBe(title);
      }
    });

    it('keeps the English image for the English page of a translated article', async () => {
      const res = await request(app).get(translated[0]!.a.path).expect(200);
      expect(ogImage(res.text)).toBe(ORIGIN + cardUrl('', translated[0]!.a.id));
    });
  });
});
