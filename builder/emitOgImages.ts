/**
 * The build's Open Graph images: a 1200x630 PNG card for every article and translated article,
 * and the site's own, rendered from the frontmatter (builder/ogImage.ts), written under
 * dist/public/assets/og/ by the hash of their bytes and kept across builds in the artefact cache.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { categories } from '../shared/content/categories.js';
import { site } from '../shared/content/site.js';
import { formatDate } from '../shared/content/dates.js';
import { langs, locales, type Lang } from '../shared/i18n/locales.js';
import { serverLocales } from '../shared/i18n/serverLocales.js';
import type { Messages } from '../shared/content/generated/messages.js';
import type { CompiledContent } from './contentTypes.js';
import type { OgCard, OgImages } from './ogTypes.js';
import { renderOgImage } from './ogImage.js';
import { keyOf, stepInputs, type ArtefactCache } from './artefactCache.js';
import { catalogueMessages } from './messages.js';

const hashOf = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 10).toUpperCase();

/** Writes bytes under publicDir at `<dir>/<name>-<hash><ext>` and returns the site URL. */
function writeHashed(publicDir: string, dir: string, name: string, ext: string, bytes: string | Buffer): string {
  mkdirSync(join(publicDir, dir), { recursive: true });
  const file = `${dir}/${name}-${hashOf(bytes)}${ext}`;
  writeFileSync(join(publicDir, file), bytes);
  return `/${file}`;
}

/** What emitOgImages renders with and keeps its images in. */
export interface OgOptions {
  /** Renders a card (renderOgImage, or a pool of workers running it). */
  render?: (card: OgCard) => Promise<Buffer>;
  /** Keeps each image across builds by the hash of its card and renderer. */
  cache?: ArtefactCache;
}

/** The package of a font file's path: "@fontsource/inter/files/…" → "@fontsource/inter". */
const packageOf = (file: string) => file.split('/').slice(0, 2).join('/');

/** The renderer, what it reads and its libraries: a change to any of them makes every cached image stale. */
const RENDERER = stepInputs(
  ['builder/ogImage.ts', 'shared/content/site.ts', 'shared/i18n/locales.ts', 'shared/i18n/serverLocales.ts'],
  [
    'satori',
    '@resvg/resvg-js',
    '@fontsource/inter',
    '@fontsource/source-serif-4',
    ...new Set(langs.flatMap((lang) => serverLocales[lang].og.fonts.map((font) => packageOf(font.file)))),
  ],
);

/**
 * Renders the Open Graph images (1200x630 PNG) from the frontmatter, hashed and immutable, all
 * at once (the renderer decides how many run in parallel), each only when its card changed.
 * @param content the compiled collection: an image per article and translated article, and the site's
 * @param publicDir dist/public, under which assets/og/ is written
 * @param options how cards are rendered (default: on this thread) and where images are kept across builds
 * @returns their URLs, for the page data
 * @throws Error when a card cannot be rendered (a character no loaded font has) or a file written
 */
export async function emitOgImages(
  content: CompiledContent,
  publicDir: string,
  { render = renderOgImage, cache }: OgOptions = {},
): Promise<OgImages> {
  const label = (slug: string) => categories.find((c) => c.slug === slug)?.label ?? slug;
  const image = (card: OgCard) =>
    cache === undefined ? render(card) : cache.get('og', keyOf(RENDERER, JSON.stringify(card)), () => render(card));
  const originals = new Map(content.articles.map((a) => [a.id, a]));
  // A translated article's card: its own title, and its read time and date as its page prints them.
  const categoryNames = new Map<Lang, Messages['common']['categories']>();
  const translated = content.translations.articles.flatMap((t) => {
    const a = originals.get(t.id);
    if (a === undefined) return [];
    const { intl, folder } = locales[t.lang];
    // The category as the translated page names it, from the language's catalogue.
    if (!categoryNames.has(t.lang)) categoryNames.set(t.lang, catalogueMessages(t.lang, 'common').categories);
    const minutes = new Intl.NumberFormat(intl, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
    const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' });
    const footer = `${minutes.format(a.readTime)} · ${date.format(new Date(`${a.published}T00:00:00Z`))}`;
    const eyebrow = categoryNames.get(t.lang)![a.category]();
    const card: OgCard = { lang: t.lang, title: t.title, eyebrow, footer };
    return [{ key: `${folder}/${a.id}`, dir: `assets/og/${folder}`, id: a.id, card }];
  });
  const cards = [
    ...content.articles.map((a) => ({
      key: a.id,
      dir: 'assets/og',
      id: a.id,
      card: {
        title: a.title,
        eyebrow: label(a.category),
        footer: `${a.readTime} min read · ${formatDate(a.published)}`,
      },
    })),
    ...translated,
  ];
  // Each image is written as it arrives, so that memory holds the cards in flight, not every PNG.
  const articles = Object.fromEntries(
    await Promise.all(
      cards.map(async ({ key, dir, id, card }) => {
        const png = await image(card);
        return [key, writeHashed(publicDir, dir, id, '.png', png)] as const;
      }),
    ),
  );
  const sitePng = await image({
    title: 'International advisory for companies, families and investors',
    eyebrow: 'International Advisory Services',
    footer: `${site.headquarters} · Company formation, banking, licensing, residency, asset protection`,
  });
  return { site: writeHashed(publicDir, 'assets/og', 'site', '.png', sitePng), articles };
}
