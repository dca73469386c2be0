/**
 * Version skew during a rolling update: a page rendered by one version of the site may ask a
 * replica of another version for a hashed chunk or body file it does not have (404). The
 * browser then loads the target URL afresh, once: the server's HTML is complete, so the visitor
 * sees the page they asked for, from whichever version answers. A second failure for the same
 * URL is left to the route's error boundary rather than reloading in a loop.
 */
import { isFulfilled, markOutcome, type SettledPromise } from './promiseOutcome.js';

const MARKER = 'aldermere:reloaded-for';

/**
 * Passes `promise` through; in the browser, if it rejects, reloads the current URL (which the
 * router has already moved to the navigation's target) once and never settles, so the
 * previous page stays on screen until the new one arrives. On the server it is a no-op.
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

/**
 * A load as a render reads it with `use`: the promise itself once it has fulfilled (marked by
 * shared/promiseOutcome.ts: nothing can fail any more, and `use` reads it without suspending),
 * otherwise `reloadOnceOnFailure` of it, marked once it settles.
 */
export function forRender<T>(load: Promise<T>): SettledPromise<T> {
  return isFulfilled(load) ? load : markOutcome(reloadOnceOnFailure(load));
}

/** Forgets the reload marker once a page has hydrated: later skew may reload again. */
export function clearReloadMarker(): void {
  window.sessionStorage.removeItem(MARKER);
}
