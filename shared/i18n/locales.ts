/** The site's languages: English at the root, the others under their own path prefix. */

/** A BCP 47 tag. */
export type Lang = 'en' | 'ar' | 'zh-Hans';

export interface Locale {
  lang: Lang;
  /** The path prefix, lower-case: "" for English, "/ar". */
  prefix: string;
  /** Its translations' folder beside the English files: "" for English, "ar". */
  folder: string;
  dir: 'ltr' | 'rtl';
  /** `<html lang>`, `Content-Language` and JSON-LD's `inLanguage`. */
  htmlLang: string;
  /** Its name in itself, for the switcher. */
  name: string;
  ogLocale: string;
  /** `Intl`'s locale; Arabic uses the digits 0–9 (`nu-latn`), as Gulf regulators do. */
  intl: string;
}

/** A locale whose path prefix is its folder's name. */
const locale = (
  lang: Lang,
  folder: string,
  dir: Locale['dir'],
  [htmlLang, name, ogLocale, intl]: [string, string, string, string],
): Locale => ({ lang, prefix: folder === '' ? '' : `/${folder}`, folder, dir, htmlLang, name, ogLocale, intl });

export const locales: Readonly<Record<Lang, Locale>> = {
  en: locale('en', '', 'ltr', ['en-GB', 'English', 'en_GB', 'en-GB']),
  ar: locale('ar', 'ar', 'rtl', ['ar', 'العربية', 'ar_AE', 'ar-AE-u-nu-latn']),
  'zh-Hans': locale('zh-Hans', 'zh-hans', 'ltr', ['zh-Hans', '简体中文', 'zh_CN', 'zh-Hans-CN']),
};

/** A language's message catalogue name: "en" for English, else its folder ("ar", "zh-hans"). */
export const catalogueName = (lang: Lang): string => (lang === 'en' ? 'en' : locales[lang].folder);

export const translationLangs: readonly Exclude<Lang, 'en'>[] = ['ar', 'zh-Hans'];

/** Every language, English first: the order of the switcher and of hreflang sets. */
export const langs: readonly Lang[] = ['en', ...translationLangs];

/** "/ar/about" → ar, "/about"; "/ar" → ar, "/"; otherwise English. The prefix is read in any case, so other spellings can redirect. */
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
