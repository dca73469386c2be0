/** Version skew in a rolling update: a hashed file another replica lacks reloads the URL, once (no loop). */
const MARKER = 'aldermere:reloaded-for';

/**
 * Passes `promise` through; a rejection reloads the current URL (the navigation's target) once and never settles, so
 * the previous page stays on screen meanwhile. A second failure at the same URL rejects (the route's error boundary).
 */
export function reloadOnceOnFailure<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    const href = window.location.href;
    if (window.sessionStorage.getItem(MARKER) === href) throw error;
    window.sessionStorage.setItem(MARKER, href);
    window.location.reload();
    return new Promise<T>(() => undefined);
  });
}

/** Forgets the reload marker once a page has hydrated: later skew may reload again. */
export function clearReloadMarker(): void {
  window.sessionStorage.removeItem(MARKER);
}
