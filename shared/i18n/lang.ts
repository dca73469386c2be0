import { createContext, useContext } from 'react';
import type { Lang } from './locales.js';

/** Provided once at the root, from the URL's prefix. */
export const LangContext = createContext<Lang>('en');

/** The language of the page being rendered ('en' unless a provider above says otherwise). */
export const useLang = (): Lang => useContext(LangContext);
