/** The language of the page being rendered, provided once at the root from its URL's prefix. */
import { createContext, useContext } from 'react';
import type { Lang } from './locales.js';

/** @public the root provides it, from the URL's prefix. */
export const LangContext = createContext<Lang>('en');

/** The language of the page being rendered ('en' unless a provider above says otherwise). */
export const useLang = (): Lang => useContext(LangContext);
