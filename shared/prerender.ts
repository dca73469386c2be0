/**
 * The prerender target: the URL a link's intent (a hover or a focus) points to, once its page
 * chunk and page data have loaded. The app renders that page ahead, laid out but invisible and
 * inert (shared/App.tsx), so that the click which usually follows only shows it. One target at
 * a time: a new intent replaces it. The server never sets one.
 */
import { useSyncExternalStore } from 'react';

/** A same-origin location to render ahead: its path and query (with "?" or empty). */
export interface PrerenderTarget {
  pathname: string;
  search: string;
}

let target: PrerenderTarget | null = null;
/** Whether the target's page has rendered to its end, in the hidden slot. */
let rendered = false;
const listeners = new Set<() => void>();

const same = (a: PrerenderTarget | null, b: PrerenderTarget | null) =>
  a?.pathname === b?.pathname && a?.search === b?.search;

/** Sets the page to render ahead (null: none); listeners hear only of a change. */
export function setPrerenderTarget(next: PrerenderTarget | null): void {
  if (same(next, target)) return;
  target = next;
  rendered = false;
  for (const listener of listeners) listener();
}

/**
 * Records that the page rendered ahead at `at` has rendered to its end: every chunk and piece
 * of data it reads has loaded and React has read them, so rendering it again cannot suspend.
 * Called once the hidden slot has committed, from an element after the page's subtree.
 */
export function markRenderedAhead(at: PrerenderTarget): void {
  if (same(at, target)) rendered = true;
}

/**
 * Whether a navigation to `location` can show its page at once, in the same task: it is the
 * target, and its page has rendered ahead to its end (`markRenderedAhead`).
 */
export function isRenderedAhead(location: PrerenderTarget): boolean {
  return rendered && same(location, target);
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
