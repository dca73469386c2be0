/**
 * What the Open Graph steps hand each other: a card to render (builder/ogImage.ts, on workers
 * by builder/ogPool.ts) and the URLs of the images written (builder/emitOgImages.ts), which the
 * page data names (builder/derivePageData.ts).
 */
import type { Lang } from '../shared/i18n/locales.js';

/** What an Open Graph card shows. */
export interface OgCard {
  /** Headline, e.g. an article title (up to ~110 characters; longer text is clamped with an ellipsis, never overflowing). */
  title: string;
  /** Small label above the title, e.g. a category ("Company Formation") or "International Advisory Services". */
  eyebrow: string;
  /** One line at the bottom, e.g. "15 min read · 11 September 2025"; may be empty. */
  footer: string;
  /**
   * The language of the words (absent: English): its face (shared/i18n/serverLocales.ts) and
   * direction, falling back to the Latin faces for Latin text.
   */
  lang?: Lang;
}

/** Open Graph image URLs: the site's, and each article's by slug ("<slug>"), a translation's by its folder and slug ("<folder>/<slug>"). */
export interface OgImages {
  site: string;
  articles: Record<string, string>;
}
