/**
 * `npm run lighthouse`: Lighthouse scores and metrics for every route of the site (tests/helpers/
 * paths.ts `allPaths`, read from shared/routes.ts and the article catalogue) plus two 404s, on
 * the mobile preset (Lighthouse's default: Moto G Power, simulated slow 4G and 4x CPU) and the
 * desktop preset (lighthouse/core/config/desktop-config.js). Never part of the test suite.
 *
 * How: `npm run lighthouse` builds (node build.mjs), then this script starts the production
 * server (bench/harness/server.mjs startApp, free port) and audits one page at a time, each in a fresh
 * headless Debian Chromium (/usr/bin/chromium, or CHROMIUM_PATH or CHROME_PATH) launched by chrome-launcher, with
 * every host but localhost unresolvable. It runs on the project's Node 24 (npm scripts put
 * node_modules/.bin first on PATH) and installs lighthouse@LIGHTHOUSE into .tmp/lighthouse
 * (npm registry, --no-save, only when missing). Nothing downloads a browser.
 *
 * Writes bench/results/lighthouse.md (tables per form factor, then the failing audits of every
 * page below 100 in any category, with their items) and bench/results/lighthouse.json (the same
 * as data); each page's full report goes to .tmp/lighthouse/reports/ (open it in
 * https://googlechrome.github.io/lighthouse/viewer/).
 *
 * Usage: npm run lighthouse [-- /about /insights …] [--mobile-only | --desktop-only] [--runs=N]
 *          [--langs=ar,zh-hans] [--name=NAME] [--quiet=L] [--cpu-slowdown=X]
 *   paths       audit these paths only (default: every route and the two 404s)
 *   --runs=N    audit each page N times and keep the run with the median performance score
 *   --langs=…   audit the paths under each of these languages' prefixes, in this order (a
 *               locale's folder name; "en" is the root): /about → /ar/about, /zh-hans/about
 *   --name=NAME write bench/results/lighthouse-NAME.md and .json instead of lighthouse.md/.json
 *   --quiet=L   before each page, wait (up to QUIET_WAIT_MINUTES) for the 1-minute load average
 *               to fall to L or below: other work stretches the observed tasks, and so TBT
 *   --cpu-slowdown=X  the mobile preset's CPU multiplier instead of Lighthouse's 4: the
 *               calibration its docs/throttling.md describes for a host outside the bracket 4x is
 *               tuned for (benchmarkIndex 1500-2000); the report's heading names the multiplier
 *   `node bench/lighthouse.mjs …` does the same without building first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumVersion } from './harness/browser.mjs';
import { flag, list, number, operands, text } from './harness/options.mjs';
import { gitState, machine, resultsFile, table, writeReport } from './harness/report.mjs';
import { median } from './harness/stats.mjs';

const LIGHTHOUSE = '13.5.0';
const LH_PREFIX = '.tmp/lighthouse';

const npmInstall = (prefix, spec) =>
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, spec], {
    stdio: 'inherit',
  });

// Lighthouse runs on Node >= 22; the machine's own Node may be older than the project's.
if (Number(process.versions.node.split('.')[0]) < 22) {
  throw new Error(`Lighthouse needs Node 22 or later, this is ${process.version}: run it with npm run lighthouse`);
}
const lhPackage = `${LH_PREFIX}/node_modules/lighthouse/package.json`;
if (!existsSync(lhPackage) || JSON.parse(readFileSync(lhPackage, 'utf8')).version !== LIGHTHOUSE) {
  npmInstall(LH_PREFIX, `lighthouse@${LIGHTHOUSE}`);
}
const fromPrefix = (path) => import(pathToFileURL(`${LH_PREFIX}/node_modules/${path}`).href);
const { default: lighthouse } = await fromPrefix('lighthouse/core/index.js');
const { default: desktopConfig } = await fromPrefix('lighthouse/core/config/desktop-config.js');
const chromeLauncher = await fromPrefix('chrome-launcher/dist/index.js');
const { startApp, stop, useAllCores, waitIdle, waitReady } = await import('./harness/server.mjs');
// The server stays on CPU 0; the browser (started from this process) may use both cores, as on
// a phone: only the idle server stays pinned.
useAllCores();

const RUNS = number('runs', 1);
const QUIET = number('quiet', Infinity);
const QUIET_WAIT_MINUTES = 30;
const CPU_SLOWDOWN = number('cpu-slowdown', NaN);
/**
 * Lighthouse's own bound for a host too slow for its default 4x CPU throttling: its CLI warns
 * when the run's benchmarkIndex is at or below it (lighthouse docs/throttling.md). On a shared
 * VM the index drifts within minutes (340-1,600 here), and a run below it stretches every task.
 */
const SLOW_HOST_BENCHMARK_INDEX = 1000;
/** Runs per page at most, slow-host runs included, before the script settles for what it has. */
const MAX_ATTEMPTS = RUNS * 3;
const FORM_FACTORS = [
  ...(flag('desktop-only') ? [] : [['mobile', undefined]]),
  ...(flag('mobile-only') ? [] : [['desktop', desktopConfig]]),
];
const { tsImport } = await import('tsx/esm/api');
const { allPaths } = await tsImport('../tests/helpers/paths.ts', import.meta.url);
const { locales, localePath } = await tsImport('../shared/i18n/locales.ts', import.meta.url);
const chosen = operands().filter((a) => a.startsWith('/'));
const basePaths = chosen.length > 0 ? chosen : [...allPaths, '/no-such-page', '/insights/no-such-article'];
const folders = list('langs', ['en']);
const langOf = (folder) => {
  const lang = Object.keys(locales).find((code) => (locales[code].folder || 'en') === folder);
  if (!lang) throw new Error(`--langs: no language "${folder}"`);
  return lang;
};
const PATHS = folders.map(langOf).flatMap((lang) => basePaths.map((path) => localePath(lang, path)));
/**
 * The face this host draws Simplified Chinese with (fontconfig's best match for `zh-cn`), or
 * undefined when it has none. Chinese pages use the system's face, so without one Chromium lays
 * out every Han character by a failed fallback search and draws a box: a Chinese page's layout
 * then takes 14-80 % longer than on a reader's device (docs/decisions/035).
 */
function hanFace() {
  try {
    const out = execFileSync('fc-list', [':lang=zh-cn', 'family'], { encoding: 'utf8' });
    return out.includes('Noto Sans CJK SC') ? 'Noto Sans CJK SC' : out.split('\n').find(Boolean)?.split(',')[0];
  } catch {
    return undefined;
  }
}
const HAN_FACE = folders.includes('zh-hans') ? hanFace() : undefined;
if (folders.includes('zh-hans') && HAN_FACE === undefined) {
  throw new Error(
    'no Simplified Chinese face on this host: apt-get install fonts-noto-cjk before auditing Chinese pages',
  );
}
const NAME = text('name');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
  bytes: 'total-byte-weight',
};

/** One Lighthouse run in a fresh Chromium; the 404s are audited too (ignoreStatusCode). */
let chrome;
process.on('exit', () => chrome?.process?.kill()); // also on Ctrl-C (the harness exits)
async function audit(url, config) {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ignoreStatusCode: true,
      // Merged into the preset's throttling; the desktop preset runs unthrottled either way.
      ...(Number.isNaN(CPU_SLOWDOWN) || config !== undefined
        ? {}
        : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
    };
    return (await lighthouse(url, flags, config)).lhr;
  } finally {
    await chrome.kill();
  }
}

/** An audit table cell as text: bytes in KiB, times in ms, nodes and source locations. */
function cell(value, type) {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') {
    if (value.type === 'node') return `${value.selector ?? ''} ${value.snippet ?? ''}`.trim();
    if (value.type === 'source-location') return `${value.url}:${value.line + 1}:${value.column + 1}`;
    return value.value === undefined ? undefined : cell(value.value, type);
  }
  if (type === 'bytes') return `${(value / 1024).toFixed(1)} KiB`;
  if (type === 'ms' || type === 'timespanMs') return `${Math.round(value)} ms`;
  if (typeof value === 'number') return String(Math.round(value * 1000) / 1000);
  return String(value);
}

/** An audit's details as indented lines: table rows, nodes, request chains, unmet checks. */
function describe(details, depth = 1) {
  const pad = '  '.repeat(depth);
  switch (details?.type) {
    case 'table':
    case 'opportunity': {
      const rows = details.items.slice(0, 8).map((item) => {
        const cells = details.headings.filter((h) => h.key).map((h) => [h.label, cell(item[h.key], h.valueType)]);
        return `${pad}- ${cells
          .filter(([, v]) => v !== undefined)
          .map(([label, v]) => `${label}: ${v}`)
          .join('; ')}`;
      });
      return details.items.length > 8 ? [...rows, `${pad}- … ${details.items.length - 8} more`] : rows;
    }
    case 'list':
      return details.items.flatMap((item) => describe(item, depth));
    case 'list-section':
      return [...(details.title ? [`${pad}- ${details.title}:`] : []), ...describe(details.value, depth + 1)];
    case 'network-tree': {
      const chain = (node, d) => [
        `${'  '.repeat(d)}- ${node.url} (${Math.round(node.navStartToEndTime)} ms, ${(node.transferSize / 1024).toFixed(1)} KiB)${node.isLongest ? ' *' : ''}`,
        ...Object.values(node.children).flatMap((child) => chain(child, d + 1)),
      ];
      return [
        `${pad}- longest chain ${Math.round(details.longestChain.duration)} ms (*: on it); end time after navigation start:`,
        ...Object.values(details.chains).flatMap((node) => chain(node, depth + 1)),
      ];
    }
    case 'checklist':
      return Object.values(details.items)
        .filter((check) => !check.value)
        .map((check) => `${pad}- not met: ${check.label}`);
    case 'node':
      return [`${pad}- element: ${cell(details)} "${details.nodeLabel ?? ''}"`];
    case 'text':
      return [`${pad}- ${details.value}`];
    default:
      return [];
  }
}

/** The numbers and failing audits (score below 1, not hidden) of one report. */
/**
 * The main thread's busy time as observed, before the simulated CPU slowdown: the sum of
 * mainthread-work-breakdown's groups, which Lighthouse multiplies by the slowdown when it
 * simulates (core/audits/mainthread-work-breakdown.js). A reading of CPU time beside the
 * simulated wall times: what the page costs this machine, whatever the throttle makes of it.
 */
function mainThreadCpuMs(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items;
  if (!items) return null;
  const { throttlingMethod, throttling } = lhr.configSettings;
  const multiplier = throttlingMethod === 'simulate' ? throttling.cpuSlowdownMultiplier : 1;
  return items.reduce((total, item) => total + item.duration, 0) / multiplier;
}

function summarise(lhr, path, formFactor, origin) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null]),
  );
  const local = (text) => text.replaceAll(origin, '');
  const failing = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.group === 'hidden' || a.score === null || a.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode)) continue;
      if (failing.some((f) => f.id === a.id)) continue; // listed under an earlier category
      failing.push({
        category,
        id: a.id,
        title: a.title,
        score: a.score,
        displayValue: a.displayValue ?? '',
        details: describe(a.details).map(local),
      });
    }
  }
  // The LCP element and its timing subparts (the insight is informative, so never "failing").
  const lcp = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const parts = lcp.find((i) => i.type === 'table')?.items ?? [];
  const node = lcp.find((i) => i.type === 'node');
  const lcpElement = node && {
    element: `${cell(node)} "${node.nodeLabel ?? ''}"`,
    subparts: Object.fromEntries(parts.map((p) => [p.label, Math.round(p.duration)])),
  };
  const { benchmarkIndex } = lhr.environment;
  return {
    path,
    formFactor,
    scores,
    metrics,
    mainThreadMs: mainThreadCpuMs(lhr),
    lcpElement,
    failing,
    benchmarkIndex,
    runtimeError: lhr.runtimeError?.code,
    warnings: lhr.runWarnings,
  };
}

/**
 * The machine's CPU counters from /proc/stat (Linux; null elsewhere): total and steal jiffies.
 * Steal is time the hypervisor gave this VM's CPUs to other guests: it stretches every observed
 * main-thread task, and simulated throttling multiplies those by 4, so TBT swings with it.
 */
function cpuCounters() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/** Percentage of CPU time stolen between two cpuCounters() readings, or null. */
const stealPercent = (before, after) =>
  before && after && after.total > before.total
    ? Math.round((100 * (after.steal - before.steal)) / (after.total - before.total))
    : null;

/** Waits until the 1-minute load average is at most QUIET, or QUIET_WAIT_MINUTES have passed. */
async function waitQuiet() {
  const until = Date.now() + QUIET_WAIT_MINUTES * 60_000;
  while (loadavg()[0] > QUIET && Date.now() < until) await new Promise((r) => setTimeout(r, 10_000));
}

const slug = (path) => (path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9-]+/giu, '_'));
mkdirSync(`${LH_PREFIX}/reports`, { recursive: true });
const started = Date.now();
const loadBefore = loadavg()[0];
const cpuBefore = cpuCounters();
// What was built: the commit, and the tracked files changed since (others may be editing).
const { commit: head, changed: uncommitted } = gitState();
const commit = `${head}${uncommitted.length > 0 ? '-dirty' : ''}`;
const app = await startApp();
await waitReady(app.url);
const settledMs = await waitIdle(app.child.pid);
const origin = app.url.replace('127.0.0.1', 'localhost'); // the default PUBLIC_ORIGIN's host
const results = [];
let meta;
try {
  for (const [formFactor, config] of FORM_FACTORS) {
    for (const path of PATHS) {
      // A run on a host Lighthouse would call too slow, or one Lighthouse could not finish (a
      // runtime error such as NO_NAVSTART: no navigation in the trace, no metrics), is set aside
      // and made again, up to MAX_ATTEMPTS; if that does not yield RUNS good runs, the fastest
      // slow runs, then the failed ones, fill the gap.
      const runs = [];
      const slow = [];
      const failed = [];
      await waitQuiet();
      const pageCpu = cpuCounters();
      const pageLoad = loadavg()[0];
      for (let attempt = 0; runs.length < RUNS && attempt < MAX_ATTEMPTS; attempt++) {
        const run = await audit(`${origin}${path}`, config);
        if (run.runtimeError) failed.push(run);
        else (run.environment.benchmarkIndex > SLOW_HOST_BENCHMARK_INDEX ? runs : slow).push(run);
      }
      slow.sort((a, b) => b.environment.benchmarkIndex - a.environment.benchmarkIndex);
      const slowRuns = slow.length;
      // The error codes of the runs set aside, kept before any of them fills a gap below.
      const failedRuns = failed.map((run) => run.runtimeError.code);
      while (runs.length < RUNS) runs.push(slow.shift() ?? failed.shift());
      const steal = stealPercent(pageCpu, cpuCounters());
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)];
      const perfScores = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
      const cpuMs = runs.map(mainThreadCpuMs).filter((v) => v !== null);
      writeFileSync(`${LH_PREFIX}/reports/${formFactor}-${slug(path)}.json`, JSON.stringify(lhr));
      const load = [pageLoad, loadavg()[0]].map((l) => Math.round(l * 10) / 10);
      const summary = {
        ...summarise(lhr, path, formFactor, origin),
        perfRange: [perfScores[0], perfScores.at(-1)],
        cpuMedianMs: cpuMs.length ? median(cpuMs) : null,
        steal,
        load,
        slowRuns,
        failedRuns,
      };
      results.push(summary);
      meta ??= { lighthouse: lhr.lighthouseVersion, throttling: {} };
      meta.throttling[formFactor] = lhr.configSettings.throttling;
      const s = summary.scores;
      console.error(
        `${formFactor} ${path}: ${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
} finally {
  await stop(app.child);
}

Object.assign(meta, {
  date: new Date().toISOString(),
  node: process.version,
  chromium: chromiumVersion(),
  commit,
  uncommitted,
  machine: machine(),
  hanFace: HAN_FACE,
  minutes: Math.round((Date.now() - started) / 6000) / 10,
  settledSeconds: Math.round(settledMs / 100) / 10,
  // Other work on the machine lengthens the observed main-thread tasks (TBT above all).
  loadAverage: [loadBefore, loadavg()[0]].map((l) => Math.round(l * 100) / 100),
  steal: stealPercent(cpuBefore, cpuCounters()),
  benchmarkIndex: [
    Math.min(...results.map((r) => r.benchmarkIndex)),
    Math.max(...results.map((r) => r.benchmarkIndex)),
  ],
});

const ms = (v) => (v === null ? '–' : `${Math.round(v)}`);
/** "0", or the count with each runtime error code and how often, e.g. "3 (NO_NAVSTART ×2, NO_FCP)". */
const failedCell = (codes) => {
  if (codes.length === 0) return '0';
  const counts = Map.groupBy(codes, (code) => code);
  return `${codes.length} (${[...counts].map(([code, { length }]) => (length > 1 ? `${code} ×${length}` : code)).join(', ')})`;
};
const rows = (formFactor) =>
  results
    .filter((r) => r.formFactor === formFactor)
    .map(
      ({
        path,
        scores: s,
        metrics: m,
        perfRange,
        cpuMedianMs,
        steal,
        load,
        benchmarkIndex,
        slowRuns,
        failedRuns,
        runtimeError,
      }) => [
        path,
        s.performance ?? '–',
        perfRange.join('–'),
        ms(cpuMedianMs),
        s.accessibility ?? '–',
        s['best-practices'] ?? '–',
        s.seo ?? '–',
        ms(m.FCP),
        ms(m.LCP),
        ms(m.TBT),
        m.CLS === null ? '–' : m.CLS.toFixed(3),
        ms(m.SI),
        m.bytes === null ? '–' : (m.bytes / 1024).toFixed(1),
        steal ?? '–',
        load.join('–'),
        benchmarkIndex === undefined ? '–' : Math.round(benchmarkIndex),
        slowRuns,
        `${failedCell(failedRuns)}${runtimeError ? ` ${runtimeError}` : ''}`,
      ],
    );
const COLUMNS = [
  'path',
  'perf',
  'perf, all runs',
  'main-thread CPU ms',
  'a11y',
  'best practices',
  'SEO',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'CLS',
  'Speed Index ms',
  'transferred KiB',
  'CPU steal %',
  'load average',
  'benchmarkIndex',
  'slow-host runs set aside',
  'failed runs set aside',
];
const throttling = ({ rttMs, throughputKbps, cpuSlowdownMultiplier }) =>
  `simulated, ${rttMs} ms RTT, ${(throughputKbps / 1024).toFixed(1)} Mbit/s, ${cpuSlowdownMultiplier}x CPU`;
const tables = FORM_FACTORS.map(
  ([formFactor]) => `## ${formFactor} (${throttling(meta.throttling[formFactor])})

${table(COLUMNS, rows(formFactor))}
`,
);
const below = results.filter((r) => Object.values(r.scores).some((s) => s !== null && s < 100));
const failures = below.map((r) => {
  const lcp =
    r.lcpElement &&
    `- LCP element: ${r.lcpElement.element} (${Object.entries(r.lcpElement.subparts)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ')})`;
  const audits = r.failing.map((f) =>
    [
      `- ${f.id} — ${f.title}${f.displayValue ? ` — ${f.displayValue}` : ''} (${f.category}, score ${f.score})`,
      ...f.details,
    ].join('\n'),
  );
  return `### ${r.formFactor} ${r.path}\n\n${[...(lcp ? [lcp] : []), ...audits].join('\n')}\n`;
});
const report = `# Lighthouse ${meta.date}

Commit ${meta.commit}${uncommitted.length ? ` (built with uncommitted changes to ${uncommitted.join(', ')})` : ''}; Lighthouse ${meta.lighthouse} and the server on Node ${meta.node}; ${meta.chromium} (headless);${meta.hanFace ? ` Han characters drawn in the host's ${meta.hanFace};` : ''}
${meta.machine}; one page at a time, ${RUNS === 1 ? 'one run each' : `median of ${RUNS} runs by performance score`}; ${meta.minutes} min;
load average ${meta.loadAverage.join(' before, ')} after; CPU steal ${meta.steal ?? '–'} % over the run; Lighthouse benchmarkIndex ${meta.benchmarkIndex.join('–')}.
Scores 0–100; perf, all runs = the lowest and highest performance score of the page's runs; main-thread CPU =
the median over the page's runs of the main thread's busy time as observed, before the simulated slowdown (mainthread-work-breakdown's
sum divided by the multiplier); FCP, LCP, TBT and Speed Index in ms; transferred = total-byte-weight; CPU steal = share of the
machine's CPU time the hypervisor gave to other guests while the page's runs lasted; load average = the machine's
1-minute load average when the page's runs began and ended${Number.isFinite(QUIET) ? ` (each page waited for it to fall to ${QUIET}, at most ${QUIET_WAIT_MINUTES} min)` : ''}; benchmarkIndex = Lighthouse's
own measure of the machine's CPU speed in the median run (its 4x slowdown assumes about 1000-1500: below that the
observed tasks, and so TBT, are stretched). A run at an index of ${SLOW_HOST_BENCHMARK_INDEX} or less, which Lighthouse's
CLI flags as a host too slow for its throttling, is set aside and made again (up to ${MAX_ATTEMPTS} runs a page); a
page whose median run is still below it was measured on a slow host. A run Lighthouse could not finish (a runtime
error, such as NO_NAVSTART) is set aside and made again the same way.
The first audit started once the server was idle, ${meta.settledSeconds} s after /readyz answered (its background warm-up done).
Written by \`npm run lighthouse\` (bench/lighthouse.mjs); full reports in .tmp/lighthouse/reports/.

${tables.join('\n')}
## Failing audits (pages below 100 in any category)

${failures.join('\n') || 'None: every page scores 100 in every category.\n'}`;
writeReport(resultsFile(`lighthouse${NAME ? `-${NAME}` : ''}`), report, { ...meta, runs: RUNS, results });
