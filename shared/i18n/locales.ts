/**
 * The site's languages: English at the root, the others under their own path prefix. The one
 * list that routing, head tags, the switcher, the build's translation checks and the tests read.
 */

/** A language of the site, as a BCP 47 tag. */
export type Lang = 'en' | 'ar' | 'zh-Hans';

/** What the site needs to know of one language. */
export interface Locale {
  lang: Lang;
  /** The path prefix ("" for English, "/ar"), lower-case as URLs are. */
  prefix: string;
  /** The folder of its translations beside the English files ("ar", "zh-hans"); "" for English. */
  folder: string;
  dir: 'ltr' | 'rtl';
  /** `<html lang>`, `Content-Language` and JSON-LD's `inLanguage`: British English for English. */
  htmlLang: string;
  /** The language's name in itself, as the switcher shows it. */
  name: string;
  /** Open Graph's locale (language_TERRITORY). */
  ogLocale: string;
  /** The locale `Intl` formats numbers and dates with; Arabic uses the digits 0–9 (`nu-latn`), as Gulf regulators do. */
  intl: string;
}

export const locales: Readonly<Record<Lang, Locale>> = {
  en: {
    lang: 'en',
    prefix: '',
    folder: '',
    dir: 'ltr',
    htmlLang: 'en-GB',
    name: 'English',
    ogLocale: 'en_GB',
    intl: 'en-GB',
  },
  ar: {
    lang: 'ar',
    prefix: '/ar',
    folder: 'ar',
    dir: 'rtl',
    htmlLang: 'ar',
    name: 'العربية',
    ogLocale: 'ar_AE',
    intl: 'ar-AE-u-nu-latn',
  },
  'zh-Hans': {
    lang: 'zh-Hans',
    prefix: '/zh-hans',
    folder: 'zh-hans',
    dir: 'ltr',
    htmlLang: 'zh-Hans',
    name: '简体中文',
    ogLocale: 'zh_CN',
    intl: 'zh-Hans-CN',
  },
};

/** The languages a page may be translated into: every language but English. */
export const translationLangs: readonly Exclude<Lang, 'en'>[] = ['ar', 'zh-Hans'];

/** Every language, English first: the order of the switcher and of hreflang sets. */
export const langs: readonly Lang[] = ['en', ...translationLangs];

/**
 * Splits a URL path into its language and the path below the language's prefix, as the router
 * sees it: "/ar/about" → ar, "/about"; "/ar" → ar, "/"; any other path is English as it is. The
 * prefix is read in any letter case, so that another spelling can be redirected to it.
 */
export function splitLang(pathname: string): { lang: Lang; path: string } {
  for (const lang of translationLangs) {
    const { prefix } = locales[lang];
    const head = pathname.slice(0, prefix.length).toLowerCase();
    const rest = pathname.slice(prefix.length);
    if (head === prefix && (rest === '' || rest.startsWith('/'))) return { lang, path: rest === '' ? '/' : rest };
  }
  return { lang: 'en', path: pathname };
}

/** A router path in a language: "/about" in ar → "/ar/about"; "/" in ar → "/ar". */
export const localePath = (lang: Lang, path: string): string => {
  const { prefix } = locales[lang];
  return prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`;
};
