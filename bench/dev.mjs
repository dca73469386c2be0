/**
 * `npm run bench:dev`: how long an edit takes to reach an open page in `npm run dev`. In a
 * scratch copy of the project (scripts/dev/scratch.mjs), with the development loop running and
 * an article open in headless Chromium, each run writes one file and times from the write to
 * the page showing the change:
 *   - markdown: a word of the article's body (shared/content/articles/aml-kyc-2025.md);
 *   - frontmatter: a word of the same article's title, which the lists and cards show too;
 *   - component: a word of the article page (the "Related insights" heading, shared/pages/Article.tsx);
 *   - style: a colour of the design tokens (--ink-muted in client/styles/tokens.css).
 * A loop that reloads the page itself is watched without reloading (the poll reads the page);
 * one that does not (the loop before live preview) is polled by fetching the page's URL from
 * the browser until the change is served, then reloading it once, as its user would.
 * `--before=DIR` runs the same against another tree (a worktree of an older commit, e.g.
 * `git worktree add /tmp/dev-before 44238cd`), with this project's node_modules: both loops run
 * at once, idle but for the edit under way, and take turns run by run, so that the two meet the
 * same load on a shared machine.
 * Writes bench/results/dev-<ISO time>.md and prints it.
 * Options: --before=DIR  --runs=5  --kinds=markdown,frontmatter,component,style  --keep (leave the scratch copies)
 *   --logs (print each loop's output at the end)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { removeScratch, scratchCopy, startDev, waitForOk } from '../scripts/dev/scratch.mjs';
import { launchChromium } from './harness/browser.mjs';
import { flag, list, number, text } from './harness/options.mjs';
import { machine, resultsFile, stamp, table, writeReport } from './harness/report.mjs';
import { median } from './harness/stats.mjs';

/* global document, getComputedStyle, location -- the functions given to page.evaluate run in the page */

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = number('runs', 5);
const BEFORE = text('before');
const KEEP = flag('keep');
const LOGS = flag('logs');
const ONLY = list('kinds');
const ARTICLE = '/knowledge/aml-kyc-2025';
/** Quiet time after the page shows a change, so that one run's leftovers (a restart) do not slow the next. */
const SETTLE_MS = 2000;
/** A run that has not shown its change by then has failed. */
const RUN_TIMEOUT_MS = 30_000;
const log = (line) => process.stderr.write(`${line}\n`);

/**
 * The edits: each run replaces the file's current marker with a new one, so the file changes by
 * one word or one colour every time. `shown` runs in the page and says whether the marker is on it;
 * `served` says whether fetched HTML holds it.
 */
const KINDS = [
  {
    name: 'markdown',
    file: 'shared/content/articles/aml-kyc-2025.md',
    original: 'have never stood still',
    marker: (i) => `have never stood q${i}still`,
    word: (i) => `q${i}still`,
  },
  {
    name: 'frontmatter',
    file: 'shared/content/articles/aml-kyc-2025.md',
    original: 'title: "AML and KYC in 2025: The EU Package',
    marker: (i) => `title: "AML and KYC in 2025: The EU q${i}Package`,
    word: (i) => `q${i}Package`,
  },
  {
    name: 'component',
    file: 'shared/pages/Article.tsx',
    original: 'Related insights</h2>',
    marker: (i) => `Related q${i}insights</h2>`,
    word: (i) => `q${i}insights`,
  },
  {
    name: 'style',
    file: 'client/styles/tokens.css',
    original: '--ink-muted: #4a5565;',
    marker: (i) => `--ink-muted: #4a55${String(10 + i).padStart(2, '0')};`,
    colour: (i) => `#4a55${String(10 + i).padStart(2, '0')}`,
  },
];

/** Whether the open page shows run i's change of kind k (a word in the text, or the token's value). */
function shows(page, kind, i) {
  return page.evaluate(
    ({ word, colour }) =>
      word !== undefined
        ? document.body.innerText.includes(word)
        : getComputedStyle(document.documentElement).getPropertyValue('--ink-muted').trim() === colour,
    { word: kind.word?.(i), colour: kind.colour?.(i) },
  );
}

/** Whether HTML fetched from the page's URL (by the browser, past its cache) holds run i's change. */
function served(page, kind, i) {
  return page.evaluate(
    async (needle) => (await (await fetch(location.href, { cache: 'no-store' })).text()).includes(needle),
    kind.word?.(i) ?? kind.colour(i),
  );
}

/** Times one edit: from the write to the page showing it, in ms. */
async function timeEdit(page, root, kind, i, live) {
  const file = join(root, kind.file);
  const text = readFileSync(file, 'utf8');
  const previous = i === 0 ? kind.original : kind.marker(i - 1);
  if (!text.includes(previous)) throw new Error(`${kind.file}: "${previous}" not found`);
  const started = performance.now();
  writeFileSync(file, text.replace(previous, kind.marker(i)));
  const deadline = started + RUN_TIMEOUT_MS;
  for (;;) {
    if (performance.now() > deadline) throw new Error(`${kind.name} run ${i}: the page did not show the change`);
    try {
      if (live) {
        // The page reloads itself: read it (an evaluate during its navigation throws, and is retried).
        if (await shows(page, kind, i)) break;
      } else if (await served(page, kind, i)) {
        await page.reload({ waitUntil: 'load' });
        if (await shows(page, kind, i)) break;
      }
    } catch {
      // the page was navigating
    }
    await sleep(20);
  }
  return performance.now() - started;
}

/** Starts the loop in a scratch copy of `source` and opens the article; a variant to measure. */
async function open(browser, source, label) {
  const root = scratchCopy(source, join(ROOT, 'node_modules'));
  log(`${label}: scratch copy ${root}`);
  const dev = await startDev(root);
  const variant = { label, root, dev, times: Object.fromEntries(KINDS.map((k) => [k.name, []])) };
  try {
    await waitForOk(`${dev.url}${ARTICLE}`, 180_000, dev.alive);
    variant.page = await browser.newPage();
    await variant.page.goto(`${dev.url}${ARTICLE}`, { waitUntil: 'load' });
    variant.live = await variant.page.evaluate(
      () => document.querySelector('script[src^="/__dev/client.js"]') !== null,
    );
    log(`${label}: ${variant.live ? 'the page reloads itself' : 'the page is reloaded by the benchmark'}`);
    return variant;
  } catch (error) {
    log(dev.output());
    await close(variant);
    throw error;
  }
}

/** Stops a variant's loop and removes its copy. */
async function close({ dev, root }) {
  await dev.stop();
  if (!KEEP) removeScratch(root);
}

const loadAtStart = loadavg();
const browser = await launchChromium();
const variants = [];
try {
  if (BEFORE !== undefined) variants.push(await open(browser, BEFORE, `before (${BEFORE})`));
  variants.push(await open(browser, ROOT, 'after (this tree)'));
  await sleep(SETTLE_MS);
  // Run by run, one loop then the other, so that both meet the same load on a shared machine;
  // the idle one waits with its page open.
  for (const kind of KINDS) {
    if (ONLY !== undefined && !ONLY.includes(kind.name)) continue;
    for (let i = 0; i < RUNS; i++) {
      for (const variant of variants) {
        const ms = await timeEdit(variant.page, variant.root, kind, i, variant.live);
        variant.times[kind.name].push(ms);
        log(`${variant.label}: ${kind.name} run ${i + 1}: ${ms.toFixed(0)} ms`);
        await sleep(SETTLE_MS);
      }
    }
  }
} catch (error) {
  for (const { label, dev } of variants) log(`${label}:\n${dev.output()}`);
  throw error;
} finally {
  await browser.close();
  if (LOGS) for (const { label, dev } of variants) log(`${label}:\n${dev.output()}`);
  for (const variant of variants) await close(variant);
}

const started = new Date();
const rows = variants.flatMap(({ label, times, live }) =>
  KINDS.filter(({ name }) => times[name].length > 0).map(({ name }) => [
    label,
    name,
    live ? 'reloads itself' : 'reloaded by the bench',
    median(times[name]).toFixed(0),
    Math.max(...times[name]).toFixed(0),
    times[name].map((t) => t.toFixed(0)).join(', '),
  ]),
);
const report = `# npm run dev: from a saved file to the open page showing it

${started.toISOString()}; Node ${process.version}; ${machine()}; load average
(1, 5, 15 min) at the start ${loadAtStart.map((l) => l.toFixed(2)).join(', ')}, at the end ${loadavg()
  .map((l) => l.toFixed(2))
  .join(', ')}. ${RUNS} runs per kind, ${SETTLE_MS} ms apart, the loops taking turns run by run, each from
the file write to the open article (${ARTICLE}) showing the change in headless Chromium. Markdown: one word of the body;
frontmatter: one word of its title; component: one word of the article page's "Related insights"
heading; style: the --ink-muted colour.

${table(['loop', 'edit', 'page', 'median ms', 'worst ms', 'runs ms'], rows, { right: ['median ms', 'worst ms'] })}
`;
writeReport(resultsFile(`dev-${stamp(started)}`), report);
