import { createContext, useContext } from 'react';
import { locales, type Lang } from './locales.js';

/** Provided once at the root, from the URL's prefix. */
export const LangContext = createContext<Lang>('en');

/** The language of the page being rendered ('en' unless a provider above says otherwise). */
export const useLang = (): Lang => useContext(LangContext);

/** `lang` and `dir` to spread on text in another language than the page's (`lang` set); none otherwise. */
export const textLang = ({ lang }: { lang?: Lang | undefined }) =>
  lang === undefined ? {} : { lang, dir: locales[lang].dir };
