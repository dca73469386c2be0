/**
 * The live-preview client, served by the development proxy at /__dev/client.js and added to
 * every page it serves (scripts/dev/proxy.mjs); never part of a production build. It listens to
 * /__dev/events and:
 *   - reloads the page after a change that affects it (a rebuild, or a change to its page data
 *     or to data it fetched since it loaded), keeping the reader's place: scrollY and the section
 *     heading (h2[id]) last passed, saved in sessionStorage and restored after the load;
 *   - refetches changed page data past the browser's cache, since in development the data folder
 *     keeps its name (a client navigation would otherwise show the copy fetched before the edit);
 *   - replaces the page with a panel listing the loop's problems (file, line, message) while
 *     there are any, styled by /__dev/client.css: the CSP allows no inline style or script.
 */
/* global document, window, location, history, EventSource, requestAnimationFrame */

const PLACE_KEY = 'dev:place';
const DATA_KEY = 'dev:data';
const PANEL_ID = 'dev-problems';

const script = document.querySelector('script[src="/__dev/client.js"]');
/**
 * The loop's generation when this page was served, then the last one it has applied: later
 * changes are the ones it may lack (a change that did not affect it stays applied, even if the
 * page later fetches the data it changed: that data was fetched afresh).
 */
let applied = Number(script?.dataset.generation ?? -1);
/** The dev process that served it: a page from an earlier `npm run dev` lacks everything since. */
const session = script?.dataset.session;
const root = document.getElementById('root');
const folder = root?.dataset.pageData;
/** This page's page data key, from the document's data block; null on a page without one. */
const pageKey = (() => {
  try {
    return JSON.parse(document.getElementById('page-data')?.textContent ?? 'null')?.key ?? null;
  } catch {
    return null;
  }
})();
const here = () => location.pathname + location.search;

/**
 * Page data keys this page has fetched since it loaded (client navigations and prefetches: it
 * may be showing one, or keep it in memory for the next navigation), and whether it fetched
 * search results; the page data it fetches again for the cache itself is not counted.
 */
const fetchedKeys = new Set();
let fetchedSearch = false;
const ownFetches = new Set();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (ownFetches.delete(entry.name)) continue;
    const { pathname } = new URL(entry.name, location.href);
    if (folder !== undefined && pathname.startsWith(`${folder}/`) && pathname.endsWith('.json'))
      fetchedKeys.add(pathname.slice(folder.length + 1, -'.json'.length));
    else if (pathname.startsWith('/api/search')) fetchedSearch = true;
  }
}).observe({ type: 'resource', buffered: true });

/**
 * Whether a change affects this page: any rebuild; its own page data or any it fetched; any
 * content change for search results and 404s (whose data is not a page data file).
 */
const affects = (change) =>
  change.all ||
  pageKey === null ||
  pageKey === '-' ||
  pageKey.startsWith('search') ||
  (change.keys.length > 0 &&
    (fetchedSearch || change.keys.includes(pageKey) || change.keys.some((key) => fetchedKeys.has(key))));

/** The last h2[id] at or above the viewport's top, with its distance from it, or null above the first. */
function headingPassed() {
  let passed = null;
  document.querySelectorAll('h2[id]').forEach((heading, index) => {
    const { top, width, height } = heading.getBoundingClientRect();
    // A page rendered ahead of a click is in the DOM, hidden (data-ahead); a heading that is not
    // displayed (a closed part of the page) has no box.
    if (top <= 1 && width + height > 0 && heading.closest('[data-ahead]') === null)
      passed = { id: heading.id, index, offset: top };
  });
  return passed;
}

function reloadKeepingPlace() {
  sessionStorage.setItem(PLACE_KEY, JSON.stringify({ url: here(), scrollY: window.scrollY, heading: headingPassed() }));
  // The browser's own restoration would fight ours (the sections' estimated heights move it).
  history.scrollRestoration = 'manual';
  location.reload();
}

/**
 * Puts the reader back where the reload found them: the heading they had passed at the same
 * distance above the viewport's top (found by id, or by position when the edit renamed it), or
 * else the same scrollY. Applied again as the page settles (fonts, sections laid out), until
 * the reader scrolls.
 */
function restorePlace() {
  const saved = sessionStorage.getItem(PLACE_KEY);
  sessionStorage.removeItem(PLACE_KEY);
  if (saved === null) return;
  const place = JSON.parse(saved);
  if (place.url !== here()) return;
  let stopped = false;
  const apply = () => {
    if (stopped) return;
    const { heading } = place;
    const element =
      heading === null
        ? null
        : (document.getElementById(heading.id) ?? document.querySelectorAll('h2[id]')[heading.index] ?? null);
    const y = element === null ? place.scrollY : element.getBoundingClientRect().top + window.scrollY - heading.offset;
    window.scrollTo(0, Math.max(0, y));
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
    window.addEventListener(type, () => (stopped = true), { once: true, passive: true });
  apply();
  requestAnimationFrame(apply);
  window.addEventListener('load', apply, { once: true });
  setTimeout(() => {
    apply();
    stopped = true;
    history.scrollRestoration = 'auto';
  }, 600);
}

/**
 * Fetches again, past the HTTP cache, each page data file changed since this browser last did
 * (versions: key → generation of its last change), so that a client navigation reads the new one.
 */
async function refreshData(stateFolder, versions) {
  if (folder === undefined || folder !== stateFolder) return;
  const stored = JSON.parse(localStorage.getItem(DATA_KEY) ?? 'null');
  const seen = stored?.folder === folder ? stored.seen : {};
  const stale = Object.entries(versions).filter(([key, version]) => seen[key] !== version);
  if (stale.length === 0) return;
  await Promise.all(
    stale.map(async ([key, version]) => {
      // Read to the end: a response the reload cut short would not be kept in the cache.
      const url = new URL(`${folder}/${key}.json`, location.href).href;
      ownFetches.add(url);
      await fetch(url, { cache: 'reload' })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
      seen[key] = version;
    }),
  );
  localStorage.setItem(DATA_KEY, JSON.stringify({ folder, seen }));
}

const TITLES = {
  content: 'Content check failed',
  code: 'Build failed',
  server: 'The server stopped',
};

/** An element with a class and text (textContent: a message is never parsed as HTML). */
function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className !== '') node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const WARNINGS_ID = 'dev-warnings';

/** Loads the panel's stylesheet once (same-origin: the site's CSP allows it). */
function loadStyles() {
  if (document.querySelector('link[href="/__dev/client.css"]') !== null) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/__dev/client.css';
  document.head.append(link);
}

/**
 * Says in a bar at the foot of the page, which stays usable under it, how many translations the
 * English has moved past ("2 translations now need updating"), linking to the status page; removes
 * it when there are none.
 */
function showTranslations({ stale, needsUpdate }) {
  let bar = document.getElementById(WARNINGS_ID);
  if (stale + needsUpdate === 0) {
    bar?.remove();
    return;
  }
  loadStyles();
  if (bar === null) {
    bar = element('aside', 'dev-warnings');
    bar.id = WARNINGS_ID;
    bar.setAttribute('role', 'status');
    bar.setAttribute('aria-label', 'Translations');
    document.body.append(bar);
  }
  const plural = (n, one, other) => `${n} ${n === 1 ? one : other}`;
  const parts = [];
  if (needsUpdate > 0)
    parts.push(
      `${plural(needsUpdate, 'translation now needs', 'translations now need')} updating (the English is served meanwhile)`,
    );
  if (stale > 0) parts.push(`${plural(stale, 'translation is', 'translations are')} stale but still served`);
  const link = element('a', 'dev-warnings__link', 'Translation status');
  link.href = '/__dev/translations';
  const text = element('p', 'dev-warnings__text', `${parts.join('; ')}. `);
  text.append(link);
  bar.replaceChildren(text);
}

/** Shows the problems in a panel over the page, or removes the panel when there are none. */
function showProblems(problems) {
  let panel = document.getElementById(PANEL_ID);
  if (problems.length === 0) {
    panel?.remove();
    document.documentElement.classList.remove('dev-problems-open');
    if (root !== null) root.inert = false;
    return;
  }
  loadStyles();
  if (panel === null) {
    panel = element('section', 'dev-problems');
    panel.id = PANEL_ID;
    panel.setAttribute('role', 'alertdialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', `${PANEL_ID}-title`);
    document.body.append(panel);
  }
  const kinds = [...new Set(problems.map((p) => p.kind))];
  const title = element('h1', 'dev-problems__title', kinds.map((kind) => TITLES[kind]).join(' · '));
  title.id = `${PANEL_ID}-title`;
  const list = element('ol', 'dev-problems__list');
  for (const problem of problems) {
    const item = element('li', 'dev-problems__item');
    const where = element('p', 'dev-problems__where');
    where.append(element('code', 'dev-problems__file', problem.file || '(no file)'));
    if (problem.line !== undefined) {
      where.append(
        element(
          'span',
          'dev-problems__line',
          problem.column === undefined ? `line ${problem.line}` : `line ${problem.line}, column ${problem.column}`,
        ),
      );
    }
    if (problem.field !== '' && !problem.field.startsWith('body, line'))
      where.append(element('span', 'dev-problems__field', problem.field));
    item.append(where, element('p', 'dev-problems__message', problem.message));
    if (problem.excerpt !== undefined) {
      const pre = element('pre', 'dev-problems__excerpt');
      pre.append(
        element('span', 'dev-problems__number', String(problem.line ?? '')),
        element('code', '', problem.excerpt),
      );
      item.append(pre);
    }
    list.append(item);
  }
  const hint = element(
    'p',
    'dev-problems__hint',
    'npm run dev is still running (the terminal shows the same). Fix the file and save: the page comes back by itself.',
  );
  panel.replaceChildren(title, list, hint);
  document.documentElement.classList.add('dev-problems-open');
  if (root !== null) root.inert = true;
}

/**
 * Applies the loop's state: a reload if this page lacks a change (the reloaded page refreshes
 * the changed page data when it connects), else fresh page data and the problems.
 */
async function apply(state) {
  // Decided before any refresh, whose own fetches must not count as the page's.
  if (state.session !== session || state.changes.some((change) => change.generation > applied && affects(change)))
    return reloadKeepingPlace();
  applied = Math.max(applied, state.generation);
  showProblems(state.problems);
  showTranslations(state.translations);
  await refreshData(state.folder, state.versions);
}

restorePlace();
const events = new EventSource('/__dev/events');
events.addEventListener('state', (event) => {
  void apply(JSON.parse(event.data));
});
// For tests and curious readers: whether the page is listening.
events.addEventListener('open', () => document.documentElement.setAttribute('data-dev-live', 'connected'));
events.addEventListener('error', () => document.documentElement.setAttribute('data-dev-live', 'reconnecting'));
