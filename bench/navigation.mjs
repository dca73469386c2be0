/**
 * `npm run bench:navigation`: how fast client-side navigation feels on a mid-range phone's CPU.
 * Builds (node build.mjs), starts the production server (bench/harness/server.mjs startApp), then drives
 * Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH, through playwright-core, with the
 * test suites' flags, headless) with its CPU slowed 4x through the DevTools protocol
 * (Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile). Never part of the test suite.
 *
 * Measures, each in a fresh tab of a fresh browser context per run, after a first load of the
 * same page (so that the HTTP cache holds the first-load assets, as for a visitor on their
 * second page) and once the page has hydrated and gone idle:
 *   hover then click  the pointer rests on a link for 300 ms, then presses it;
 *   cold click        the pointer moves onto the link and presses it at once (a tap: the site
 *                     prefetches on pointerdown, and that is part of what a tap gets);
 *   each to an article (home page card), the all-articles list (/insights) and a service page
 *   (home page), from the pointerdown event's timestamp to the frame that shows the target's h1
 *   having been painted (a MutationObserver sees it outside any hidden page, then
 *   requestAnimationFrame, then a message posted from it, which runs once that frame's rendering
 *   is done), in the page's clock; the report also gives that time from the click event,
 *   and, when the click's own task showed the page, the frame's presentation time (the click's
 *   event timing entry, to 8 ms: raster, compositing and display included);
 *   INP              the category filter of /insights/all-articles, the mobile menu button at
 *                     375 px, the Next link of a search with three pages of results and a card
 *                     link, clicked without a hover: as web-vitals measures it, the longest
 *                     'event' entry (PerformanceObserver, durationThreshold 16, buffered) of the
 *                     interaction; under 16 ms, no entry is reported and the table says < 16.
 * Each run is made twice, in fresh tabs: throttled, for the wall clock above, and not throttled
 * with a Chrome trace (browser.startTracing: top-level tasks and user timing marks), for the
 * renderer main thread's own CPU time over the same window (the thread time of its top-level
 * tasks from the pointerdown to the painted frame, or to the frame after an interaction's result),
 * multiplied by the throttle rate, as Lighthouse's simulated throttling scales what it observes
 * (a hover then click presses once the page has rendered ahead and the tab is idle). On a
 * machine other work shares, the wall clock measures that work too (the throttle stretches it:
 * docs/decisions/024-throttled-cpu-on-two-cores.md); thread time does not, so comparisons
 * between builds read the CPU time, and call a change beyond the spread when the two builds'
 * interquartile ranges do not overlap.
 * Reports the median and the worst of the runs against the budgets (hover then click 100 ms,
 * cold click 300 ms, INP 200 ms), where the navigation's time goes (resource timings of the
 * chunks and page data, long tasks), the machine's load average before and after, and the CPU
 * an idle throttled tab takes (the throttle busy-waits:
 * docs/decisions/024-throttled-cpu-on-two-cores.md). The server is warmed (every page fetched,
 * one unmeasured round of every measure) first. A measure whose start page or link a build
 * lacks (one from before the search page) is n/a for it.
 *
 * Usage: npm run bench:navigation [-- options]; `node bench/navigation.mjs` skips the build.
 *   --runs=10       runs per measure and build
 *   --throttle=4    CPU slowdown
 *   --dist=PATH     the build folder to measure (default dist); repeat it to compare builds:
 *                   their servers run side by side and every round measures each build in turn,
 *                   first one first in even rounds and last one first in odd ones, so that the
 *                   machine's drift falls on all of them alike (as bench/ab.mjs does)
 *   --root=PATH     the same as --dist=PATH/dist (a checkout or worktree of another commit)
 *   --label=NAME    a name for each build, in the order given (default: its folder)
 *   --only=a,b      only the measures whose names contain one of these words (a quick look)
 *   --json=PATH     also write every run's figures (resource timings, long tasks) to PATH
 *   --traces=DIR    keep each CPU run's Chrome trace in DIR (open it in chrome://tracing or Perfetto)
 *   --priority=N    the scheduling priority (nice value, -20 to 19) of this process, the servers
 *                   and the browser's renderers (Linux); on a machine others load, a negative one
 *                   (root or CAP_SYS_NICE) keeps their work from stretching the throttled CPU further
 * Writes bench/results/navigation-<ISO time>.md (with two builds or more and labels,
 * navigation-<label>-<label>-<ISO time>.md with a comparison table) and prints it.
 *
 * Example, this tree against an older commit:
 *   git worktree add /tmp/nav-before 44238cd && ln -s "$PWD/node_modules" /tmp/nav-before/
 *   (cd /tmp/nav-before && node build.mjs) && npm run build
 *   node bench/navigation.mjs --root=/tmp/nav-before --label=before --dist=dist --label=after
 */
/* global window, document, requestAnimationFrame, requestIdleCallback, MutationObserver */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, setPriority } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CHROMIUM_PATH, launchChromium, throttleCpu } from './harness/browser.mjs';
import { number, text, values } from './harness/options.mjs';
import { gitState, machine, resultsFile, stamp, table, writeReport } from './harness/report.mjs';
import { NODE_VERSION, PIN, startApp, stop, useAllCores, waitIdle, waitReady } from './harness/server.mjs';
import { median, quantile } from './harness/stats.mjs';

const RUNS = number('runs', 10);
const THROTTLE = number('throttle', 4);
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };
/** How long a navigation or an interaction may take before the run counts as failed. */
const TIMEOUT_MS = 30_000;
const BUDGETS = { hover: 100, cold: 300, inp: 200 };
/** Trace categories of a CPU run: top-level tasks (with thread time) and user timing marks. */
const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

/** The builds to measure: `--dist` and `--root` in the order given, labelled by `--label`. */
const builds = process.argv
  .filter((a) => a.startsWith('--dist=') || a.startsWith('--root='))
  .map((a) => (a.startsWith('--root=') ? join(a.slice('--root='.length), 'dist') : a.slice('--dist='.length)));
if (builds.length === 0) builds.push('dist');
const labels = values('label');
const ONLY = values('only').flatMap((v) => v.split(','));
const PRIORITY = text('priority');
const TRACES = text('traces');

/**
 * @typedef {object} Measure
 * @property {string} name row name in the report
 * @property {'hover' | 'cold' | 'inp'} kind which budget it answers to, and how the link is pressed
 * @property {string} from the page the run starts on
 * @property {string} link CSS selector of the element pressed (its first match)
 * @property {{ width: number, height: number }} viewport
 * @property {(h1: string | undefined) => boolean} [ready] runs in the page: true once an INP
 *   interaction is done (by default, once the h1 is the link target's)
 */
/** @type {Measure[]} */
const NAVIGATIONS = [
  { name: 'to an article (home page card)', from: '/', link: '.article-card a[href^="/insights/"]' },
  { name: 'to a list page (/insights → all articles)', from: '/insights', link: 'a[href="/insights/all-articles"]' },
  { name: 'to a service page (home page service link)', from: '/', link: 'a.link-arrow[href^="/services/"]' },
].map((m) => ({ ...m, viewport: DESKTOP }));
/** @type {Measure[]} */
const MEASURES = [
  ...NAVIGATIONS.map((m) => ({ ...m, kind: 'hover', name: `hover then click ${m.name}` })),
  ...NAVIGATIONS.map((m) => ({ ...m, kind: 'cold', name: `cold click ${m.name}` })),
  {
    kind: 'inp',
    name: 'INP category filter (/insights/all-articles → Banking)',
    from: '/insights/all-articles',
    link: 'a.button--filter[href$="?category=banking"]',
    viewport: DESKTOP,
    ready: () =>
      document.querySelector('.button--filter.is-selected')?.getAttribute('href').endsWith('category=banking'),
  },
  {
    kind: 'inp',
    name: 'INP mobile menu button (375 px)',
    from: '/',
    link: '.mobile-menu__button',
    viewport: PHONE,
    ready: () => document.querySelector('details.mobile-menu')?.open === true,
  },
  {
    kind: 'inp',
    name: 'INP pagination (/search?q=the → Next)',
    from: '/search?q=the',
    link: 'nav.pagination a[rel="next"]',
    viewport: DESKTOP,
    ready: () => document.querySelector('.pagination__status')?.textContent.startsWith('Page 2 '),
  },
  {
    kind: 'inp',
    name: 'INP link click (home page card)',
    from: '/',
    link: '.article-card a[href^="/insights/"]',
    viewport: DESKTOP,
  },
].filter((m) => ONLY.length === 0 || ONLY.some((word) => m.name.includes(word)));

// ---------------------------------------------------------------------------------------------
// In the page (these functions are serialised by playwright: they see the page's globals only).

/** Init script: records event timing entries of interactions and long tasks from the start. */
function instrument() {
  const bench = { events: [], longTasks: [] };
  Object.defineProperty(window, '__bench', { value: bench });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId > 0) {
        const { name, interactionId, startTime, duration, processingStart, processingEnd } = e;
        bench.events.push({ name, interactionId, startTime, duration, processingStart, processingEnd });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries()) bench.longTasks.push({ startTime, duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Resolves once the page has been idle twice, 300 ms apart (hydration and its effects done). */
async function settle() {
  const idle = () => new Promise((r) => requestIdleCallback(r, { timeout: 5000 }));
  await idle();
  await new Promise((r) => setTimeout(r, 300));
  await idle();
}

/**
 * Arms the navigation clock: the pointerdown's and click's timestamps, the moment the DOM shows
 * `h1` (a MutationObserver), the next animation frame after it and the task after that frame
 * (its rendering done). `window.__nav.done` resolves then. With `ready` (an interaction's own
 * test, run in the page), the clock stops at the frame after it first holds instead.
 */
function arm(h1, ready) {
  const nav = { armed: performance.now() };
  Object.defineProperty(window, '__nav', { value: nav, configurable: true });
  const first = (key) => (event) => {
    nav[key] ??= event.timeStamp;
    nav[`${key}Handler`] ??= performance.now();
  };
  const down = first('down');
  window.addEventListener(
    'pointerdown',
    (event) => {
      down(event);
      // Whether the target's page had rendered ahead (its h1 in a hidden page) when pressed.
      nav.ahead ??= [...document.querySelectorAll('[data-ahead] h1')].some((e) => e.textContent === h1);
    },
    { capture: true },
  );
  window.addEventListener('click', first('click'), { capture: true });
  Object.defineProperty(nav, 'done', {
    value: new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        // The target's h1 on screen: a page rendered ahead is in the DOM already, hidden (data-ahead;
        // in builds before 1bbaee1, React's inline display: none), and a page kept after it is left
        // may precede it. Read from attributes: a check of layout would force one here.
        const shown =
          ready !== undefined
            ? ready(h1)
            : [...document.querySelectorAll('h1')].some(
                (e) => e.textContent === h1 && e.closest('[style*="display: none"], [data-ahead]') === null,
              );
        if (nav.shown !== undefined || !shown) return;
        nav.shown = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          nav.frame = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            nav.painted = performance.now();
            resolve();
          };
          channel.port2.postMessage(null);
        });
      });
      // Revealing a page rendered ahead may change only attributes of its outermost element:
      // data-ahead (since 1bbaee1) or React's inline style (before it). An interaction's result
      // may be any attribute (a menu's open, a filter's class).
      observer.observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        ...(ready === undefined ? { attributeFilter: ['style', 'data-ahead'] } : {}),
      });
    }),
  });
}

/**
 * Marks the measured window in the page's user timing, so that a trace holds it in its own
 * clock: `bench:down` at the pointerdown's timestamp, `bench:painted` at the painted frame.
 * Returns whether the target's page had rendered ahead when pressed.
 */
function markWindow() {
  const nav = window.__nav;
  performance.mark('bench:down', { startTime: nav.down ?? nav.click });
  performance.mark('bench:painted', { startTime: nav.painted });
  return nav.ahead;
}

/** What a navigation run measured, relative to its pointerdown (resources from arming to the painted frame). */
function navigationResult() {
  const nav = window.__nav;
  const start = nav.down ?? nav.click;
  const resources = performance
    .getEntriesByType('resource')
    .filter((r) => r.startTime >= nav.armed && r.startTime < nav.painted)
    .map((r) => ({
      url: new URL(r.name).pathname + new URL(r.name).search,
      start: r.startTime - start,
      end: r.responseEnd - start,
      bytes: r.transferSize,
    }));
  const longTasks = window.__bench.longTasks
    .filter((t) => t.startTime + t.duration > start && t.startTime < nav.painted)
    .map((t) => ({ start: t.startTime - start, duration: t.duration }));
  // When the click's own task showed the page, the click's event timing entry ends at the
  // presentation of the frame that holds it: the time it reached the screen (to 8 ms), as the
  // Event Timing API and INP count it, beyond the main thread's part of that frame.
  const clickEntry = window.__bench.events.find((e) => e.name === 'click' && Math.abs(e.startTime - nav.click) < 1);
  const presented =
    clickEntry !== undefined && nav.shown <= clickEntry.processingEnd
      ? clickEntry.startTime + clickEntry.duration - start
      : undefined;
  return {
    total: nav.painted - start,
    ahead: nav.ahead,
    presented,
    inputDelay: nav.downHandler - start,
    click: nav.click - start,
    shown: nav.shown - start,
    frame: nav.frame - start,
    resources,
    longTasks,
  };
}

/** Waits two frames and 300 ms (event timing entries are reported after the next paint). */
async function afterPaint() {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await new Promise((r) => setTimeout(r, 300));
}

/** The interactions since `since`: each one's longest event entry, as web-vitals keeps it. */
function interactionsSince(since) {
  const byId = new Map();
  for (const e of window.__bench.events) {
    if (e.startTime < since) continue;
    const kept = byId.get(e.interactionId);
    if (kept === undefined || e.duration > kept.duration) byId.set(e.interactionId, e);
  }
  return [...byId.values()];
}

// ---------------------------------------------------------------------------------------------
// In Node.

/**
 * The browser's renderer processes, from the DevTools protocol (SystemInfo.getProcessInfo).
 * @returns {Promise<{ id: number, cpuTime: number }[]>} process ids and CPU time used (s)
 */
async function renderers(browserSession) {
  const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === 'renderer');
}

/**
 * With --priority, gives every thread of the browser's renderer processes that nice value:
 * Chromium sets its renderers' priorities itself (a new one starts at 0), so the value this
 * process passes on to the browser never reaches them. Their ids come from the DevTools protocol
 * (SystemInfo.getProcessInfo); a load may move a page to a new renderer, so this runs after each.
 */
async function prioritiseRenderers(browserSession) {
  if (PRIORITY === undefined) return;
  for (const { id } of await renderers(browserSession)) {
    try {
      for (const thread of readdirSync(`/proc/${id}/task`)) setPriority(Number(thread), Number(PRIORITY));
    } catch {
      // The renderer (or one of its threads) ended meanwhile.
    }
  }
}

/**
 * What the CPU throttle itself costs the machine: the CPU time, in cores, that an idle tab
 * (about:blank) takes while throttled, over 3 s. Chromium throttles by interrupting the
 * renderer's main thread every 200 µs and having it busy-wait (rate − 1) times the wall time
 * since it last ran (ThreadCPUThrottler), so the throttled renderer holds a core even when idle,
 * and the time any other process takes from it is stretched by the same rate.
 * @returns {Promise<number>} cores (CPU seconds per second)
 */
async function throttleCost(browser, browserSession) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttleCpu(page, THROTTLE);
    await page.waitForTimeout(1000);
    const cpuTime = async () => (await renderers(browserSession)).reduce((sum, p) => sum + p.cpuTime, 0);
    const [before, t0] = [await cpuTime(), performance.now()];
    await page.waitForTimeout(3000);
    return ((await cpuTime()) - before) / ((performance.now() - t0) / 1000);
  } finally {
    await context.close();
  }
}

/**
 * A fresh context and tab with `path` loaded twice (the first fills the HTTP cache), its CPU
 * slowed `rate` times (1: not throttled).
 */
async function openPage(browser, origin, path, viewport, rate) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  if (rate !== 1) await throttleCpu(page, rate);
  for (let load = 0; load < 2; load++) {
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: TIMEOUT_MS });
    await prioritiseRenderers(browserSession);
    await page.evaluate(settle);
  }
  return { context, page };
}

/** Scrolls the first match of `selector` to the middle of the viewport, settles, and gives its centre. */
async function aim(page, selector) {
  const target = page.locator(selector).first();
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.evaluate(settle);
  const box = await target.boundingBox();
  if (box === null) throw new Error(`${selector} is not displayed`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses the pointer at `point`: after resting on it for 300 ms (hover), or at once. */
async function press(page, point, hover) {
  await page.mouse.move(point.x, point.y);
  if (hover) await page.waitForTimeout(300);
  await page.mouse.down();
  await page.mouse.up();
}

/**
 * One run of one measure on one build, throttled: a navigation's timings, or an interaction's
 * INP entry.
 * @returns {Promise<{ value: number } & Record<string, unknown>>} value in ms
 */
async function run(browser, build, measure) {
  const { context, page } = await openPage(browser, build.url, measure.from, measure.viewport, THROTTLE);
  try {
    const point = await aim(page, measure.link);
    const h1 = build.targets.get(measure.link + measure.from);
    if (measure.kind !== 'inp') {
      await page.evaluate(arm, h1);
      await press(page, point, measure.kind === 'hover');
      await page.evaluate(() => window.__nav.done, undefined, { timeout: TIMEOUT_MS });
      await page.evaluate(afterPaint);
      const result = await page.evaluate(navigationResult);
      return { value: result.total, ...result };
    }
    const since = await page.evaluate(() => performance.now());
    await press(page, point, false);
    const ready = measure.ready ?? ((text) => document.querySelector('h1')?.textContent === text);
    await page.waitForFunction(ready, h1, { polling: 50, timeout: TIMEOUT_MS });
    await page.evaluate(afterPaint);
    const interactions = await page.evaluate(interactionsSince, since);
    const worst = interactions.sort((a, b) => b.duration - a.duration)[0];
    if (worst === undefined) return { value: 0, interactions: 0 };
    return {
      value: worst.duration,
      interactions: interactions.length,
      event: worst.name,
      inputDelay: worst.processingStart - worst.startTime,
      processing: worst.processingEnd - worst.processingStart,
      presentation: worst.startTime + worst.duration - worst.processingEnd,
    };
  } finally {
    await context.close();
  }
}

/**
 * The renderer main thread's CPU time in a window of a Chrome trace (JSON trace event format):
 * the thread time (`tdur`) of its top-level tasks (category `toplevel`, complete events, the
 * outermost only) between the page's `bench:down` and `bench:painted` marks, whose thread is
 * that main thread (CrRendererMain). A task that straddles an end counts in proportion to its
 * wall time inside the window. Thread time is the time the thread ran on a core, so time other
 * processes take from that core does not count.
 * @param {{ traceEvents: object[] }} trace
 * @returns {{ cpu: number, wall: number, tasks: number }} CPU ms, the window's wall ms, tasks in it
 * @throws when the trace lacks either mark
 */
function mainThreadCpu({ traceEvents }) {
  const mark = (name) => traceEvents.findLast((e) => e.name === name && e.cat === 'blink.user_timing');
  const [from, to] = [mark('bench:down'), mark('bench:painted')];
  if (from === undefined || to === undefined) throw new Error('the trace lacks the bench:down and bench:painted marks');
  const tasks = traceEvents
    .filter((e) => e.pid === from.pid && e.tid === from.tid && e.ph === 'X' && e.cat.split(',').includes('toplevel'))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let cpu = 0;
  let counted = 0;
  let outerEnd = -Infinity;
  for (const task of tasks) {
    if (task.ts < outerEnd) continue; // nested in the task before
    outerEnd = task.ts + task.dur;
    const inside = Math.min(outerEnd, to.ts) - Math.max(task.ts, from.ts);
    if (inside < 0 || (inside === 0 && task.dur > 0) || task.tdur === undefined) continue;
    cpu += task.dur === 0 ? task.tdur : (task.tdur * inside) / task.dur;
    counted++;
  }
  return { cpu: cpu / 1000, wall: (to.ts - from.ts) / 1000, tasks: counted };
}

/**
 * One run of one measure on one build, not throttled and traced: the renderer main thread's own
 * CPU time from the pointerdown to the painted frame (for an interaction, the frame after its
 * result shows), multiplied by the throttle rate. The throttle itself busy-waits on that thread
 * (docs/decisions/024-throttled-cpu-on-two-cores.md), so it is measured at 1x and scaled, as
 * Lighthouse's simulated throttling scales what it observes. A hover then click presses once the
 * page has rendered ahead and the tab is idle, so that every run measures the same work.
 * @returns {Promise<{ value: number, cpu: number, wall: number, tasks: number, ahead: boolean }>}
 *   value: CPU ms at the throttle rate; cpu: CPU ms measured; wall: the window's wall ms at 1x;
 *   tasks: top-level tasks in it; ahead: the target's page had rendered ahead when pressed
 */
async function cpuRun(browser, build, measure) {
  const { context, page } = await openPage(browser, build.url, measure.from, measure.viewport, 1);
  let tracing = false;
  try {
    const point = await aim(page, measure.link);
    const h1 = build.targets.get(measure.link + measure.from);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    tracing = true;
    // As a string, so that an interaction's own test travels with it (DevTools evaluation, outside the CSP).
    await page.evaluate(`(${arm})(${JSON.stringify(h1 ?? null)}, ${measure.ready ?? 'undefined'})`);
    if (measure.kind === 'hover') {
      // Every run measures the same work: the page rendered ahead before the press, which a
      // loaded machine can hold back past the 300 ms (a build that renders nothing ahead goes on).
      await page.mouse.move(point.x, point.y);
      await page.waitForTimeout(300);
      await page
        .waitForFunction(
          (text) => [...document.querySelectorAll('[data-ahead] h1')].some((e) => e.textContent === text),
          h1,
          { polling: 50, timeout: 5000 },
        )
        .catch(() => undefined);
      await page.evaluate(settle);
    }
    await press(page, point, false);
    await page.evaluate(() => window.__nav.done, undefined, { timeout: TIMEOUT_MS });
    const ahead = await page.evaluate(markWindow);
    tracing = false;
    const trace = await browser.stopTracing();
    if (TRACES !== undefined) {
      mkdirSync(TRACES, { recursive: true });
      const name = `${build.label}-${measure.name.replace(/[^a-z0-9]+/giu, '_')}-${Date.now()}.json`;
      writeFileSync(join(TRACES, name), trace);
    }
    const window = mainThreadCpu(JSON.parse(trace.toString('utf8')));
    return { value: window.cpu * THROTTLE, ahead, ...window };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/** The commit of the checkout a build folder belongs to, and how many files differ from it. */
function describeBuild(dist) {
  const { commit, changed, untracked } = gitState(dirname(resolve(dist)));
  const dirty =
    changed.length + untracked > 0 ? ` (${changed.length} tracked files changed, ${untracked} untracked)` : '';
  return `${commit}${dirty}`;
}

/**
 * Warms a build's server and learns each measure's target: fetches every start page three
 * times, opens each one to find its link, then the link's target to read its h1. A measure
 * whose page or link the build lacks (an older build without search) is marked unavailable.
 */
async function prepare(browser, build) {
  const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  for (let i = 0; i < 3; i++) {
    for (const { from } of MEASURES) await (await fetch(`${build.url}${from}`, { headers })).arrayBuffer();
  }
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  try {
    for (const measure of MEASURES) {
      const key = measure.link + measure.from;
      if (build.targets.has(key) || build.unavailable.has(key)) continue;
      const response = await page.goto(`${build.url}${measure.from}`, { waitUntil: 'load' });
      const href = await page
        .locator(measure.link)
        .first()
        .getAttribute('href', { timeout: 10_000 })
        .catch(() => null);
      if (response?.status() !== 200 || (href === null && measure.link.startsWith('a'))) {
        build.unavailable.set(key, `${measure.from} answers ${response?.status()}${href === null ? ', no link' : ''}`);
        continue;
      }
      if (href === null) continue; // not a link (the menu button): nothing to read
      await page.goto(`${build.url}${href}`, { waitUntil: 'load' });
      build.targets.set(key, await page.locator('h1').first().textContent());
      await (await fetch(`${build.url}${href}`, { headers })).arrayBuffer();
    }
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

const started = new Date();
const loadBefore = loadavg();
// The servers stay on CPU 0; the browser started from here may use both cores, as on a phone.
useAllCores();

if (PRIORITY !== undefined) setPriority(Number(PRIORITY));

const servers = [];
let stopping = false;
for (const [i, dist] of builds.entries()) {
  const app = await startApp({ dist });
  app.child.on('exit', (code, signal) => {
    if (!stopping) console.error(`the server of ${dist} exited early (${signal ?? `code ${code}`})`);
  });
  await waitReady(app.url);
  await waitIdle(app.child.pid);
  servers.push({
    dist,
    label: labels[i] ?? dist,
    commit: describeBuild(dist),
    ...app,
    targets: new Map(),
    unavailable: new Map(),
    runs: new Map(MEASURES.map((m) => [m.name, []])),
    failures: new Map(MEASURES.map((m) => [m.name, []])),
    cpuRuns: new Map(MEASURES.map((m) => [m.name, []])),
    cpuFailures: new Map(MEASURES.map((m) => [m.name, []])),
  });
}
// On SIGTERM, exit: the harness then stops the servers, playwright the browser.
process.on('SIGTERM', () => process.exit(143));
const browser = await launchChromium({ handleSIGTERM: false });
const browserSession = await browser.newBrowserCDPSession();
const chromiumVersion = browser.version();
const available = (build, measure) => !build.unavailable.has(measure.link + measure.from);
let idleThrottledCores = NaN;
try {
  idleThrottledCores = await throttleCost(browser, browserSession);
  for (const build of servers) await prepare(browser, build);
  // Round -1 warms the servers, the browser and the measures themselves; it is not counted.
  for (let round = -1; round < RUNS; round++) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const measure of MEASURES) {
      // Each build throttled (wall clock), then each build traced at 1x (CPU time), in the same order.
      for (const [measured, failed, measure1] of [
        ['runs', 'failures', run],
        ['cpuRuns', 'cpuFailures', cpuRun],
      ]) {
        for (const build of order.filter((b) => available(b, measure))) {
          try {
            const result = await measure1(browser, build, measure);
            if (round >= 0) build[measured].get(measure.name).push({ round, ...result });
          } catch (error) {
            if (round >= 0) build[failed].get(measure.name).push(String(error.message).split('\n')[0]);
          }
        }
      }
    }
    console.error(`round ${round + 1} of ${RUNS} done (${Math.round((Date.now() - started) / 1000)} s)`);
  }
} finally {
  stopping = true;
  await browser.close();
  for (const build of servers) await stop(build.child);
}
const loadAfter = loadavg();

// ---------------------------------------------------------------------------------------------
// The report.

const ms = (v) => (v === undefined ? '–' : `${Math.round(v)}`);
/** An INP value: event entries exist from 16 ms; a run without one was quicker than that. */
const inpMs = (v) => (v === undefined ? '–' : v < 16 ? '< 16' : `${Math.round(v)}`);
const show = (measure, v) => (measure.kind === 'inp' ? inpMs(v) : ms(v));
const worst = (vs) => (vs.length === 0 ? undefined : Math.max(...vs));
const mid = (vs) => (vs.length === 0 ? undefined : median(vs));
const verdict = (measure, vs) => {
  if (vs.length === 0) return '–';
  const budget = BUDGETS[measure.kind];
  if (worst(vs) <= budget) return 'pass';
  return mid(vs) <= budget ? 'median only' : 'fail';
};
const valuesOf = (build, measure) => build.runs.get(measure.name).map((r) => r.value);
const cpuOf = (build, measure) => build.cpuRuns.get(measure.name).map((r) => r.value);
const round2 = (l) => l.map((v) => v.toFixed(2)).join(' / ');
/** Interquartile range and full range of values, as "q1–q3" and "min–max" ms. */
const iqr = (vs) => (vs.length < 2 ? '–' : `${ms(quantile(vs, 0.25))}–${ms(quantile(vs, 0.75))}`);
const range = (vs) => (vs.length === 0 ? '–' : `${ms(Math.min(...vs))}–${ms(Math.max(...vs))}`);
/** A note of the runs that failed, or nothing. */
const failedNote = (failed) => (failed.length > 0 ? ` (${failed.length} failed: ${failed[0]})` : '');

/** Each measure's CPU time and wall clock against its budget. */
function budgetTable(build) {
  const rows = MEASURES.map((m) => {
    if (!available(build, m))
      return [
        m.name,
        'n/a',
        'n/a',
        'n/a',
        'n/a',
        'n/a',
        BUDGETS[m.kind],
        `n/a: ${build.unavailable.get(m.link + m.from)}`,
      ];
    const [vs, cpu] = [valuesOf(build, m), cpuOf(build, m)];
    const note = failedNote(build.failures.get(m.name)) + failedNote(build.cpuFailures.get(m.name));
    return [
      m.name,
      ms(mid(cpu)),
      iqr(cpu),
      range(cpu),
      show(m, mid(vs)),
      show(m, worst(vs)),
      BUDGETS[m.kind],
      `${verdict(m, vs)}${note}`,
    ];
  });
  return table(
    [
      'measure',
      `CPU ms at ${THROTTLE}×: median`,
      'CPU: IQR',
      'CPU: range',
      'wall ms: median',
      'wall: worst',
      'budget ms',
      'within budget (wall clock)',
    ],
    rows,
  );
}

/** The CPU runs themselves (at 1×): the main thread's CPU time against the window's wall time. */
function cpuBreakdown(build) {
  const rows = MEASURES.filter((m) => available(build, m)).map((m) => {
    const runs = build.cpuRuns.get(m.name);
    const of = (f) => (runs.length === 0 ? '–' : median(runs.map(f)).toFixed(1));
    const ahead = m.kind === 'inp' ? '–' : `${runs.filter((r) => r.ahead).length} of ${runs.length}`;
    return [
      m.name,
      runs.length,
      of((r) => r.cpu),
      of((r) => r.wall),
      of((r) => r.cpu / r.wall),
      of((r) => r.tasks),
      ahead,
    ];
  });
  return table(
    [
      'measure',
      'runs',
      'main thread CPU ms at 1×',
      'window wall ms at 1×',
      'CPU / wall',
      'top-level tasks',
      'rendered ahead when pressed',
    ],
    rows,
  );
}

/** Medians of where a navigation's time went: input delay, chunks and data, DOM, paint, long tasks. */
function breakdown(build) {
  const rows = MEASURES.filter((m) => m.kind !== 'inp' && available(build, m)).map((m) => {
    const runs = build.runs.get(m.name);
    const lastEnd = (r, test) => {
      const ends = r.resources.filter((x) => test(x.url)).map((x) => x.end);
      return ends.length === 0 ? undefined : Math.max(...ends);
    };
    const of = (f) => {
      const vs = runs.map(f).filter((v) => v !== undefined);
      return vs.length === 0 ? '–' : ms(median(vs));
    };
    const isData = (url) => url.startsWith('/assets/data/') || url.startsWith('/api/');
    const isCode = (url) => url.endsWith('.js');
    return [
      m.name,
      of((r) => r.inputDelay),
      of((r) => r.click),
      of((r) => r.resources.filter((x) => isCode(x.url)).length),
      of((r) => lastEnd(r, isCode)),
      of((r) => lastEnd(r, isData)),
      of((r) => r.shown),
      of((r) => r.total),
      `${of((r) => r.total - r.click)} / ${ms(worst(runs.map((r) => r.total - r.click)))}`,
      `${of((r) => r.presented)} / ${ms(worst(runs.map((r) => r.presented).filter((v) => v !== undefined)))}`,
      of((r) => r.longTasks.reduce((sum, t) => sum + t.duration, 0)),
      of((r) => worst(r.longTasks.map((t) => t.duration)) ?? 0),
      m.kind === 'hover' ? `${runs.filter((r) => r.ahead).length} of ${runs.length}` : '–',
    ];
  });
  const inpRows = MEASURES.filter((m) => m.kind === 'inp' && available(build, m)).map((m) => {
    const runs = build.runs.get(m.name).filter((r) => r.value > 0);
    const of = (f) => (runs.length === 0 ? '–' : ms(median(runs.map(f))));
    return [
      m.name,
      `${runs.length} of ${build.runs.get(m.name).length}`,
      of((r) => r.inputDelay),
      of((r) => r.processing),
      of((r) => r.presentation),
    ];
  });
  return `Navigations, medians in ms from the pointerdown (negative: before it, i.e. prefetched on hover), and the
painted frame's time from the click event instead (the budget counts from the pointerdown, the stricter start).
Presented: from the pointerdown to the presentation of the frame after the click, from the click's event timing entry
(to 8 ms), when the click's own task showed the page (a page rendered ahead); – otherwise:

${table(
  [
    'measure',
    'input delay',
    'click event',
    'JS files fetched',
    'last JS file in',
    'page data in',
    'DOM shows h1',
    'painted',
    'painted, from the click (median / worst)',
    'presented (median / worst)',
    'long tasks (sum)',
    'longest task',
    'rendered ahead when pressed',
  ],
  rows,
)}

Interactions (INP), medians in ms of the runs with an event entry of 16 ms or more, of its parts:

${table(['measure', 'runs with an entry', 'input delay', 'processing', 'presentation delay'], inpRows)}`;
}

/**
 * Whether two samples differ beyond their spread: their interquartile ranges do not overlap
 * ("IQRs apart"), and also their full ranges ("ranges apart").
 */
function apart(base, other) {
  if (base.length < 2 || other.length < 2) return '–';
  const [lo, hi] = [(vs) => quantile(vs, 0.25), (vs) => quantile(vs, 0.75)];
  const direction = median(other) < median(base) ? 'lower' : 'higher';
  if (Math.max(...other) < Math.min(...base) || Math.min(...other) > Math.max(...base))
    return `${direction}: ranges apart`;
  if (hi(other) < lo(base) || lo(other) > hi(base)) return `${direction}: IQRs apart`;
  return 'no: IQRs overlap';
}

function comparison() {
  const [base, ...others] = servers;
  const rows = MEASURES.map((m) => {
    const cells = servers.map((b) => (available(b, m) ? `${ms(mid(cpuOf(b, m)))} (${iqr(cpuOf(b, m))})` : 'n/a'));
    const wall = servers.map((b) =>
      available(b, m) ? `${show(m, mid(valuesOf(b, m)))} / ${show(m, worst(valuesOf(b, m)))}` : 'n/a',
    );
    const changes = others.map((b) => {
      if (!available(b, m) || !available(base, m)) return ['–', '–', '–'];
      const [from, to] = [mid(cpuOf(base, m)), mid(cpuOf(b, m))];
      if (from === undefined || to === undefined) return ['–', '–', '–'];
      // Runs of the same round share the machine's state of that moment: their ratios drift less.
      const theirs = new Map(b.cpuRuns.get(m.name).map((r) => [r.round, r.value]));
      const ratios = base.cpuRuns
        .get(m.name)
        .filter((r) => r.value > 0 && theirs.get(r.round) > 0)
        .map((r) => theirs.get(r.round) / r.value);
      const ratio = ratios.length === 0 ? '–' : `${median(ratios).toFixed(2)}×`;
      return [`${to - from > 0 ? '+' : ''}${Math.round(to - from)}`, ratio, apart(cpuOf(base, m), cpuOf(b, m))];
    });
    const verdicts = servers.map((b) => (available(b, m) ? verdict(m, valuesOf(b, m)) : 'n/a'));
    return [m.name, ...cells, ...changes.flat(), ...wall, verdicts.join(' / ')];
  });
  const header = [
    'measure',
    ...servers.map((b) => `${b.label} CPU median (IQR)`),
    ...others.flatMap((b) => [
      `CPU median ${b.label} − ${base.label}`,
      `median of per-round CPU ratios ${b.label} / ${base.label}`,
      'beyond the spread',
    ]),
    ...servers.map((b) => `${b.label} wall median / worst`),
    `within budget, wall (${servers.map((b) => b.label).join(' / ')})`,
  ];
  return `CPU ms at ${THROTTLE}× (the renderer main thread's, measured at 1× and multiplied by ${THROTTLE}); a change is beyond the spread when
the two builds' interquartile ranges of CPU time do not overlap ("ranges apart": not even their full ranges do).
Wall clock (throttled) beside it, in ms; the budgets are read on it.

${table(header, rows)}`;
}

const name =
  servers.length > 1 && labels.length >= servers.length
    ? `navigation-${labels.map((l) => l.replace(/[^a-z0-9]+/giu, '_')).join('-')}-${stamp(started)}`
    : `navigation-${stamp(started)}`;
const report = `# Client navigation and INP, ${started.toISOString()}

${servers.map((b) => `- **${b.label}**: ${resolve(b.dist)}, commit ${b.commit}`).join('\n')}

Node ${process.version} runs this script, the servers run on Node ${NODE_VERSION}${PIN ? ' pinned to CPU 0' : ''}; ${chromiumVersion} (${CHROMIUM_PATH}, headless) on both cores;
CPU throttled ${THROTTLE}× (Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile), no network throttling (localhost);
the throttle busy-waits: an idle throttled tab's renderer takes ${idleThrottledCores.toFixed(2)} of the ${cpus().length} cores, and the time other processes
take from its core costs the page ${THROTTLE}× that time (docs/decisions/024-throttled-cpu-on-two-cores.md);
${PRIORITY === undefined ? 'servers and browser at the default scheduling priority' : `servers and the browser's renderers at nice ${PRIORITY}, ahead of other work on the machine`};
${machine()}; load average (1/5/15 min) ${round2(loadBefore)} before, ${round2(loadAfter)} after;
${RUNS} runs per measure and build${servers.length > 1 ? ', builds alternated within each round (first build first in even rounds, last first in odd ones)' : ''}, after one uncounted warm-up round; ${Math.round((Date.now() - started) / 60_000)} min.

Each run: a fresh browser context (empty HTTP cache) and tab at ${DESKTOP.width}×${DESKTOP.height} (${PHONE.width}×${PHONE.height} for the mobile menu), the start page loaded
twice (the first load fills the HTTP cache with the first-load assets, as for a visitor's second page), hydrated and idle,
the link scrolled to the middle of the viewport. Hover then click: the pointer rests on the link 300 ms, then presses it;
cold click: it moves onto the link and presses at once (the site prefetches on pointerdown: part of what a tap gets). Time
from the pointerdown event's timestamp to the task after the first animation frame that follows the DOM showing the target's
h1 (that frame's rendering done), in the page's clock. INP: the longest 'event' entry of the interaction (a
PerformanceObserver with durationThreshold 16, as web-vitals), the element clicked without a hover; < 16 means no entry.
Within budget: pass when the worst run is within it, "median only" when the median is and the worst is not.

CPU ms: each run again in its own fresh tab, not throttled and traced (${TRACE_CATEGORIES.join(', ')}): the renderer main
thread's (CrRendererMain) own CPU time, the thread time of its top-level tasks between the pointerdown and the same painted
frame (for an interaction, the frame after its result shows), multiplied by ${THROTTLE}, as Lighthouse's simulated throttling scales
what it observes. Other processes do not inflate it, where they stretch the wall clock; it leaves out the compositor, raster,
GPU and browser processes, and the network. A hover then click presses once the page has rendered ahead (up to 5 s) and the
tab is idle, beyond the 300 ms, so that every run measures the same work. Medians of the runs, the interquartile range (linear
interpolation) and the range.

${servers.map((b) => `## ${b.label}\n\n${budgetTable(b)}\n\n### Where the time goes (${b.label})\n\n${breakdown(b)}\n\n### CPU runs at 1× (${b.label})\n\n${cpuBreakdown(b)}\n`).join('\n')}
${servers.length > 1 ? `## Comparison\n\n${comparison()}\n` : ''}
Written by \`npm run bench:navigation\` (bench/navigation.mjs${process.argv.length > 2 ? ` ${process.argv.slice(2).join(' ')}` : ''}).
`;
writeReport(resultsFile(name), report);
const json = text('json');
if (json !== undefined) {
  const raw = servers.map((b) => ({
    label: b.label,
    dist: b.dist,
    commit: b.commit,
    unavailable: Object.fromEntries(b.unavailable),
    failures: Object.fromEntries(b.failures),
    runs: Object.fromEntries(b.runs),
    cpuFailures: Object.fromEntries(b.cpuFailures),
    cpuRuns: Object.fromEntries(b.cpuRuns),
  }));
  writeFileSync(json, `${JSON.stringify(raw, null, 2)}\n`);
}
