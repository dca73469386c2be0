/**
 * The prerender target: the view (shared/match.ts) a link's intent (a hover or a focus) points
 * to, once its page chunk and page data have loaded. The app renders that page ahead, laid out but invisible
 * (shared/App.tsx), so that the click which usually follows only shows it. One target at a time:
 * a new intent replaces it. The server never sets one.
 *
 * A page ahead is inert whenever a keyboard could reach it: when a focus asked for it, and from
 * the first key pressed after a hover asked for it. A page only a pointer asked for is not: no
 * pointer can reach it (it takes no room and no pointer), and dropping `inert` restyles every
 * element of the page, work that would otherwise fall in the click's own task.
 */
import { useSyncExternalStore } from 'react';
import { isViewOf, type View } from './match.js';

let target: View | null = null;
/** Whether the target's page has rendered to its end, in the hidden slot. */
let rendered = false;
/** The target, when a pointer's hover asked for it and no key has been pressed since. */
let pointerTarget: View | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Sets the page to render ahead (null: none); listeners hear only of a change.
 * @param byPointer whether a pointer's hover asked for it (its page is then not inert until a
 *   key is pressed); otherwise a focus did, and its page is inert
 */
export function setPrerenderTarget(next: View | null, byPointer = false): void {
  if (next?.pathname === target?.pathname && next?.query === target?.query) return;
  target = next;
  rendered = false;
  pointerTarget = byPointer ? next : null;
  notify();
}

/**
 * Makes the page rendered ahead inert, as a key is pressed: a store update is synchronous, so
 * React commits it in a microtask after the keydown listener that calls this, before the key's
 * default action (a Tab's focus move, find in page) can reach the page.
 */
export function guardPrerenderTarget(): void {
  if (pointerTarget === null) return;
  pointerTarget = null;
  notify();
}

/**
 * Records that the page rendered ahead at `at` has rendered to its end: every chunk and piece
 * of data it reads has loaded and React has read them, so rendering it again cannot suspend.
 * Called once the hidden slot has committed, from an element after the page's subtree.
 */
export function markRenderedAhead(at: View): void {
  if (at === target) rendered = true;
}

/**
 * Whether a navigation to `location` can show its page at once, in the same task: it is the
 * target, and its page has rendered ahead to its end (`markRenderedAhead`).
 */
export function isRenderedAhead(location: { pathname: string; search: string }): boolean {
  return rendered && target !== null && isViewOf(target, location);
}

/** The view rendered ahead when it is a location's, so that showing it matches nothing again. */
export function viewAheadOf(location: { pathname: string; search: string }): View | undefined {
  return target !== null && isViewOf(target, location) ? target : undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The page rendered ahead that need not be inert: the target while only a pointer has asked for
 * it, otherwise null (always null while rendering on the server).
 */
export function usePointerTarget(): View | null {
  return useSyncExternalStore(
    subscribe,
    () => pointerTarget,
    () => null,
  );
}

/** The page to render ahead, or null (always null while rendering on the server). */
export function usePrerenderTarget(): View | null {
  return useSyncExternalStore(
    subscribe,
    () => target,
    () => null,
  );
}
