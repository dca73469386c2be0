/**
 * Prefetch on intent, as instant.page and Remix's `prefetch="intent"` do: a link hovered for
 * 65 ms, focused, touched or pressed starts loading its target's page chunk and page data
 * (shared/preload.ts), once per target, so that the click finds them loaded or on the way.
 * Links in the viewport load their page chunks (not their data) when the browser is idle, as
 * Next.js's `<Link>` does, so that a tap waits for the page data alone. Same-origin links only
 * (never a mailto: or another site), and nothing at all for a client that asks to save data or
 * is on a 2G-class connection (`navigator.connection`).
 */
import { matchUrl, type View } from '../shared/match.js';
import { splitLang } from '../shared/i18n/locales.js';
import { preloadView } from '../shared/preload.js';
import { guardAhead, setAhead } from '../shared/ahead/store.js';
import { pageModules } from '../shared/pageModules.js';
import { loadHeadWords } from '../shared/documentHead.js';

/** Hover time before a prefetch: long enough to skip a pointer passing over a link (instant.page). */
const HOVER_MS = 65;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether a URL is the current page's: the same path and query. */
const isCurrent = (url: URL): boolean =>
  url.pathname === window.location.pathname && url.search === window.location.search;

/** The document's language: a link to another language loads another document, so nothing of it is loaded here. */
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

/** The same-origin URL an event's link points to, other than the current page; undefined otherwise. */
const targetOf = (event: Event) =>
  targetOfLink(event.target instanceof Element ? event.target.closest('a[href]') : null);

/** Runs `task` once the browser is idle, at most 2 s away; after 200 ms where there is no requestIdleCallback (WebKit). */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);

/**
 * Loads the page chunk of every link that comes into the viewport, once per page module, and
 * the language's head words, when the browser is idle. Links a render adds are watched once it has
 * settled (observing a link twice is a no-op).
 */
function prefetchChunksInView(root: Element): void {
  // Every navigation's head tags need the language's head words.
  whenIdle(() => void loadHeadWords(documentLang).catch(() => undefined));
  const modules = new Set<string>();
  const inView = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      const url = isIntersecting ? targetOfLink(target) : undefined;
      if (url === undefined) continue;
      inView.unobserve(target);
      const { module } = matchUrl(url.pathname, url.search).route;
      if (!modules.has(module)) whenIdle(() => void pageModules[module].prefetch(documentLang));
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
 * Listens for intent on links, at the document (one set of listeners for every link). A hover
 * or a keyboard focus also renders the target ahead once it has loaded (shared/ahead/store.ts);
 * a touch or a press only loads it, as the click follows at once. A key press makes a page
 * that a hover rendered ahead inert. Also loads the page chunks of the links in view
 * (`prefetchChunksInView`).
 * @param root the element React renders into (#root), whose links are watched
 */
export function prefetchOnIntent(root: Element): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData === true || /2g$/u.test(connection?.effectiveType ?? '')) return;
  prefetchChunksInView(root);
  const loads = new Map<string, { view: View; loaded: Promise<boolean> }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const prefetch = (url: URL, ahead: boolean, byPointer = false) => {
    const href = url.pathname + url.search;
    let load = loads.get(href);
    if (load === undefined) {
      const view = matchUrl(url.pathname, url.search);
      load = { view, loaded: preloadView(view) };
      loads.set(href, load);
    }
    if (ahead) {
      const { view, loaded } = load;
      // Not once a navigation to it has begun: that renders it already.
      void loaded.then((ok) => ok && !isCurrent(url) && setAhead(view, byPointer));
    }
  };
  const onPress = (event: Event) => {
    // A press or a touch is followed by the click at once: a hover's render ahead would be wasted.
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
