/** Version skew in a rolling update: a hashed file another replica lacks reloads the URL, once (no loop). */
import { isFulfilled, markOutcome, type SettledPromise } from './promiseOutcome.js';

const MARKER = 'aldermere:reloaded-for';

/**
 * Passes `promise` through; in the browser a rejection reloads the current URL (the navigation's
 * target) once and never settles, so the previous page stays on screen meanwhile.
 */
export function reloadOnceOnFailure<T>(promise: Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return promise;
  return promise.catch((error: unknown) => {
    const href = window.location.href;
    if (window.sessionStorage.getItem(MARKER) === href) throw error;
    window.sessionStorage.setItem(MARKER, href);
    window.location.reload();
    return new Promise<T>(() => undefined);
  });
}

/** A load for `use`: itself once fulfilled (read without suspending), otherwise `reloadOnceOnFailure`'s, marked. */
export function forRender<T>(load: Promise<T>): SettledPromise<T> {
  return isFulfilled(load) ? load : markOutcome(reloadOnceOnFailure(load));
}

/** Forgets the reload marker once a page has hydrated: later skew may reload again. */
export function clearReloadMarker(): void {
  window.sessionStorage.removeItem(MARKER);
}
