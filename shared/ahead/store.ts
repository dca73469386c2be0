/**
 * The page ahead: the view (shared/match.ts) a link's intent (a hover or a focus) points to,
 * once its page chunk and page data have loaded, rendered laid out but invisible so that the
 * click which usually follows only shows it (decisions 018, 019 and 022). One at a time: a new
 * intent replaces it. The server never sets one.
 *
 * It is inert whenever a keyboard could reach it: when a focus asked for it, and from the first
 * key pressed after a hover asked for it. Dropping `inert` restyles the whole page, so a page
 * only a pointer asked for (which no pointer can reach) is left without it.
 */
import { useSyncExternalStore } from 'react';
import { isViewOf, type View } from '../match.js';

let ahead: View | null = null;
/** Whether the page ahead has rendered to its end. */
let rendered = false;
/** The page ahead, while a hover asked for it and no key has been pressed since. */
let pointerAhead: View | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Sets the page ahead (null: none); listeners hear only of a change.
 * @param byPointer whether a hover asked for it (then not inert until a key is pressed)
 */
export function setAhead(next: View | null, byPointer = false): void {
  if (next?.pathname === ahead?.pathname && next?.query === ahead?.query) return;
  ahead = next;
  rendered = false;
  pointerAhead = byPointer ? next : null;
  notify();
}

/**
 * Makes the page ahead inert as a key is pressed: a store update is synchronous, so React
 * commits it before the key's default action (a Tab's focus move, find in page) can reach it.
 */
export function guardAhead(): void {
  if (pointerAhead === null) return;
  pointerAhead = null;
  notify();
}

/** Records that the page ahead at `at` has rendered to its end, so showing it cannot suspend. */
export function markRenderedAhead(at: View): void {
  if (at === ahead) rendered = true;
}

/** Whether a navigation to `location` can show its page in the same task: it is the page ahead, rendered to its end. */
export function isRenderedAhead(location: { pathname: string; search: string }): boolean {
  return rendered && ahead !== null && isViewOf(ahead, location);
}

/** The page ahead's view when it is a location's, so that showing it matches nothing again. */
export function viewAheadOf(location: { pathname: string; search: string }): View | undefined {
  return ahead !== null && isViewOf(ahead, location) ? ahead : undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page ahead, or null (always null while rendering on the server). */
export function useAhead(): View | null {
  return useSyncExternalStore(
    subscribe,
    () => ahead,
    () => null,
  );
}

/** The page ahead while only a pointer has asked for it (so it need not be inert), otherwise null. */
export function usePointerAhead(): View | null {
  return useSyncExternalStore(
    subscribe,
    () => pointerAhead,
    () => null,
  );
}
