/**
 * Prefetch on intent, as instant.page and Remix's `prefetch="intent"` do: a link hovered for
 * 65 ms, focused, touched or pressed starts loading its target's page chunk and page data
 * (shared/preload.ts), once per target, so that the click finds them loaded or on the way.
 * Same-origin links only (never a mailto: or another site), and nothing at all for a client
 * that asks to save data or is on a 2G-class connection (`navigator.connection`).
 */
import { resolveView } from '../shared/view.js';
import { preloadView } from '../shared/preload.js';
import { setPrerenderTarget } from '../shared/prerender.js';

/** Hover time before a prefetch: long enough to skip a pointer passing over a link (instant.page). */
const HOVER_MS = 65;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The same-origin URL an event's link points to, other than the current page; undefined otherwise. */
function targetOf(event: Event): URL | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target !== '' && link.target !== '_self') return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return undefined;
  return url;
}

/**
 * Listens for intent on links, at the document (one set of listeners for every link). A hover
 * or a keyboard focus also renders the target ahead once it has loaded (shared/prerender.ts);
 * a touch or a press only loads it, as the click follows at once.
 */
export function prefetchOnIntent(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData === true || /2g$/u.test(connection?.effectiveType ?? '')) return;
  const loads = new Map<string, Promise<boolean>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const prefetch = (url: URL, ahead: boolean) => {
    const key = url.pathname + url.search;
    let loaded = loads.get(key);
    if (loaded === undefined) {
      loaded = preloadView(resolveView(url.pathname, url.search));
      loads.set(key, loaded);
    }
    if (ahead) {
      void loaded.then((ok) => ok && setPrerenderTarget({ pathname: url.pathname, search: url.search }));
    }
  };
  const now = (event: Event) => {
    const url = targetOf(event);
    if (url !== undefined) prefetch(url, false);
  };
  const options = { passive: true, capture: true };
  document.addEventListener(
    'pointerover',
    (event) => {
      const url = targetOf(event);
      if (url === undefined || event.pointerType === 'touch') return;
      clearTimeout(timer);
      timer = setTimeout(() => prefetch(url, true), HOVER_MS);
    },
    options,
  );
  document.addEventListener('pointerout', () => clearTimeout(timer), options);
  document.addEventListener(
    'focusin',
    (event) => {
      const url = targetOf(event);
      // A focus that a press gave (no focus ring) is followed by the click at once.
      if (url !== undefined) prefetch(url, event.target instanceof Element && event.target.matches(':focus-visible'));
    },
    options,
  );
  document.addEventListener('touchstart', now, options);
  document.addEventListener('pointerdown', now, options);
}
