/**
 * The site's languages, one entry each: English at the root, the others under their own path
 * prefix. This is all the browser is told of a language; what only the build and the server
 * need (search, fonts, Open Graph faces, length windows, plural rules) hangs off the same key in
 * ./serverLocales.ts. A language is added by one entry here and one there, and its catalogue.
 */

/** What the browser knows of a language. */
export interface Locale {
  /** The path prefix, lower-case: "" for English, "/<folder>" for another language. */
  prefix: string;
  /** Its translations' folder beside the English files, and its catalogue's name: "" for English. */
  folder: string;
  dir: 'ltr' | 'rtl';
  /** `<html lang>`, `Content-Language` and JSON-LD's `inLanguage`. */
  htmlLang: string;
  /** Its name in itself, for the switcher. */
  name: string;
  ogLocale: string;
  /** `Intl`'s locale: a language whose readers expect the digits 0–9 says so (`nu-latn`), as Gulf regulators do. */
  intl: string;
}

/**
 * A locale whose path prefix is its folder's name.
 * @param folder its folder and path prefix, lower-case; "" for English
 * @param dir its writing direction
 * @returns the locale
 */
const locale = (
  folder: string,
  dir: Locale['dir'],
  [htmlLang, name, ogLocale, intl]: [string, string, string, string],
): Locale => ({ prefix: folder === '' ? '' : `/${folder}`, folder, dir, htmlLang, name, ogLocale, intl });

/** Each language's locale by its BCP 47 tag, English first: their order is the switcher's and the hreflang sets'. */
export const locales = {
  en: locale('', 'ltr', ['en-GB', 'English', 'en_GB', 'en-GB']),
  ar: locale('ar', 'rtl', ['ar', 'العربية', 'ar_AE', 'ar-AE-u-nu-latn']),
  'zh-Hans': locale('zh-hans', 'ltr', ['zh-Hans', '简体中文', 'zh_CN', 'zh-Hans-CN']),
} as const;

/** A BCP 47 tag of a language of the site: a key of the record. */
export type Lang = keyof typeof locales;

/**
 * A language's message catalogue name (shared/content/messages/<name>.json).
 * @param lang the language
 * @returns "en" for English, else its folder
 */
export const catalogueName = (lang: Lang): string => (lang === 'en' ? 'en' : locales[lang].folder);

/** Every language, English first: the order of the switcher and of hreflang sets. */
export const langs = Object.keys(locales) as readonly Lang[];

/** The languages English is translated into. */
export const translationLangs = langs.slice(1) as readonly Exclude<Lang, 'en'>[];

/**
 * The language of a URL path and the path within it: "/<prefix>/about" → that language and
 * "/about"; "/<prefix>" → that language and "/"; any other path → English, as it is. The prefix
 * is read in any letter case, so that other spellings can redirect.
 * @param pathname a URL path, starting with "/"
 * @returns the language and the router path
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

/**
 * A router path in a language: "/about" → "/<prefix>/about", "/" → "/<prefix>"; English's as it is.
 * @param lang the language
 * @param path a router path, starting with "/"
 * @returns the URL path
 */
export const localePath = (lang: Lang, path: string): string => {
  const { prefix } = locales[lang];
  return prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`;
};
