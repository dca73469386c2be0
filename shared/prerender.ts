/**
 * The prerender target: the URL a link's intent (a hover or a focus) points to, once its page
 * chunk and page data have loaded. The app renders that page ahead, hidden inside React's
 * `<Activity mode="hidden">` at the lowest priority, so that the click which usually follows
 * only reveals it. One target at a time: a new intent replaces it. The server never sets one.
 */
import { useSyncExternalStore } from 'react';

/** A same-origin location to render ahead: its path and query (with "?" or empty). */
export interface PrerenderTarget {
  pathname: string;
  search: string;
}

let target: PrerenderTarget | null = null;
const listeners = new Set<() => void>();

/** Sets the page to render ahead (null: none); listeners hear only of a change. */
export function setPrerenderTarget(next: PrerenderTarget | null): void {
  if (next?.pathname === target?.pathname && next?.search === target?.search) return;
  target = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page to render ahead, or null (always null while rendering on the server). */
export function usePrerenderTarget(): PrerenderTarget | null {
  return useSyncExternalStore(
    subscribe,
    () => target,
    () => null,
  );
}
