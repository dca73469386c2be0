/**
 * The page ahead: the loaded view a link's hover or focus points to, rendered unseen so the click
 * only shows it (decision 019); inert once a keyboard could reach it (decision 022).
 */
import { useSyncExternalStore } from 'react';
import { isViewOf, type View } from '../../shared/match.js';

let ahead: View | null = null;
let rendered = false;
/** The page ahead, while a hover asked for it and no key has been pressed since. */
let pointerAhead: View | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Sets the page ahead (null: none); listeners hear only of a change.
 * @param byPointer a hover asked for it: not inert until a key is pressed
 */
export function setAhead(next: View | null, byPointer = false): void {
  if (next?.pathname === ahead?.pathname && next?.query === ahead?.query) return;
  ahead = next;
  rendered = false;
  pointerAhead = byPointer ? next : null;
  notify();
}

/** Makes the page ahead inert as a key is pressed; React commits a store update before the key acts. */
export function guardAhead(): void {
  if (pointerAhead === null) return;
  pointerAhead = null;
  notify();
}

/** Records that the page ahead at `at` has rendered to its end. */
export function markRenderedAhead(at: View): void {
  if (at === ahead) rendered = true;
}

/** Whether `location` is the page ahead, rendered to its end, so a navigation can show it at once. */
export function isRenderedAhead(location: { pathname: string; search: string }): boolean {
  return rendered && ahead !== null && isViewOf(ahead, location);
}

/** The page ahead's view when it is `location`'s, so that showing it matches nothing again. */
export function viewAheadOf(location: { pathname: string; search: string }): View | undefined {
  return ahead !== null && isViewOf(ahead, location) ? ahead : undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none = () => null;

/** The page ahead, or null. */
export const useAhead = (): View | null => useSyncExternalStore(subscribe, () => ahead, none);

/** The page ahead while only a pointer has asked for it, otherwise null. */
export const usePointerAhead = (): View | null => useSyncExternalStore(subscribe, () => pointerAhead, none);
