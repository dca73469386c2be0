/** The interface's words by namespace, one JSON file each, read through the loader (shared/loader.ts). */
import { use } from 'react';
import type { Messages } from '../content/generated/messages.js';
import { useLoader } from '../loader.js';
import { useLang } from './lang.js';
import { catalogueName, type Lang } from './locales.js';

/** A namespace of the catalogue: the chrome's (`common`) or a page group's. */
export type Namespace = keyof Messages;

/** A namespace's file in the build's messages folder: "ar/common.json". */
export const messagesFile = (lang: Lang, namespace: Namespace): string => `${catalogueName(lang)}/${namespace}.json`;

/** The messages of `namespace` in the page's language, each a function of its ICU arguments; suspends until loaded. */
export function useMessages<N extends Namespace>(namespace: N): Messages[N] {
  return use(useLoader().messages(useLang(), namespace) as Promise<Messages[N]>);
}
