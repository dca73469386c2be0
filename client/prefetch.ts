/**
 * Prefetch on intent, as instant.page does: a link hovered, focused, touched or pressed loads its target's chunk and
 * page data once, and links in view load their chunks at idle, so a click finds them loaded (decisions 018, 019).
 */
import { matchUrl, type View } from '../shared/match.js';
import { splitLang } from '../shared/i18n/locales.js';
import type { Loader } from '../shared/loader.js';
import { guardAhead, setAhead } from './ahead/store.js';

/** Hover time before a prefetch: long enough to skip a pointer passing over (instant.page). */
const HOVER_MS = 65;

/** Whether a URL is the current page's: the same path and query. */
const isCurrent = (url: URL): boolean =>
  url.pathname === window.location.pathname && url.search === window.location.search;

/** A link to another language loads another document, so nothing of it is prefetched. */
const documentLang = splitLang(window.location.pathname).lang;

/** The same-origin URL a link points to in the page's language, other than the current page; undefined otherwise. */
function targetOfLink(link: Element | null): URL | undefined {
  // A link with a media type (a feed) names a file, not a page to render.
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || link.type !== '') return undefined;
  if (link.target !== '' && link.target !== '_self') return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  if (isCurrent(url) || splitLang(url.pathname).lang !== documentLang) return undefined;
  return url;
}

/** The target (targetOfLink) of the link an event is on. */
const targetOf = (event: Event) =>
  targetOfLink(event.target instanceof Element ? event.target.closest('a[href]') : null);

/** Runs `task` when idle, within 2 s; after 200 ms without requestIdleCallback (WebKit). */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);

/** At idle, loads the language's head words and the chunk of each page module linked in view, later links included. */
function prefetchChunksInView(root: Element, loader: Loader): void {
  // Every navigation's head tags need the language's head words.
  whenIdle(() => void loader.headWords(documentLang).catch(() => undefined));
  const modules = new Set<string>();
  const inView = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      const url = isIntersecting ? targetOfLink(target) : undefined;
      if (url === undefined) continue;
      inView.unobserve(target);
      const { module } = matchUrl(url.pathname, url.search).route;
      if (!modules.has(module)) whenIdle(() => void loader.page(module, documentLang).catch(() => undefined));
      modules.add(module);
    }
  });
  let pending = false;
  const watch = () => {
    pending = false;
    for (const link of root.querySelectorAll('a[href]')) inView.observe(link);
  };
  watch();
  new MutationObserver(() => {
    if (!pending) whenIdle(watch);
    pending = true;
  }).observe(root, { childList: true, subtree: true });
}

/**
 * Listens for intent on links at the document; a hover or a keyboard focus also renders the target ahead once loaded
 * (client/ahead/store.ts). Nothing for Save-Data or 2G clients.
 * @param root #root, whose links in view are prefetched
 * @param loader loads what a target needs, once
 */
export function prefetchOnIntent(root: Element, loader: Loader): void {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };
  if (connection?.saveData === true || /2g$/u.test(connection?.effectiveType ?? '')) return;
  prefetchChunksInView(root, loader);
  const loads = new Map<string, { view: View; loaded: Promise<boolean> }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const prefetch = (url: URL, ahead: boolean, byPointer = false) => {
    const href = url.pathname + url.search;
    let load = loads.get(href);
    if (load === undefined) {
      const view = matchUrl(url.pathname, url.search);
      load = { view, loaded: loader.view(view) };
      loads.set(href, load);
    }
    if (ahead) {
      const { view, loaded } = load;
      // Not once a navigation to it has begun: that renders it already.
      void loaded.then((ok) => ok && !isCurrent(url) && setAhead(view, byPointer));
    }
  };
  const onPress = (event: Event) => {
    // The click follows a press at once: a hover's render ahead would be wasted.
    clearTimeout(timer);
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
      timer = setTimeout(() => prefetch(url, true, true), HOVER_MS);
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
  // In the capture phase: it runs, and React commits, before the key's default action.
  document.addEventListener('keydown', guardAhead, { capture: true });
  document.addEventListener('touchstart', onPress, options);
  document.addEventListener('pointerdown', onPress, options);
}
