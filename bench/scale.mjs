/**
 * `npm run bench:scale`: how the build and the server grow with the number of articles. For each
 * count N, in a scratch copy of the project holding N articles (scripts/generate-articles.mjs):
 *   1. a cold build (`node build.mjs`, no cache): wall time, CPU time and peak memory;
 *   2. the size of dist/public and the first-load JavaScript of each route, gzip as sent (the
 *      files tests/build/budget.test.ts counts: boot script, entry, the entry's imports, the
 *      page's chunk and its imports, read from dist/manifest.json and dist/build-report.json);
 *   3. the server started with LOG_LEVEL=warn: spawn to the first 200 on /readyz, the HTML size
 *      (identity and gzip) of /, /insights/all-articles, its ?page=2, one article, the feed (and
 *      its entries) and the sitemap (and its URLs), then one request for every URL of the
 *      sitemap and the server's resident memory (VmRSS) after that crawl;
 *   4. search: a seeded mix of 500 queries per language (English, Arabic, Chinese; drawn as
 *      bench/search.mjs draws them, from the first count's indexes) run once against the tree's
 *      built index, the engine alone and through the server's worker: p50, p95, and CPU time;
 *   5. one translation more (addTranslation, Arabic) and a build: wall time, CPU time and peak memory;
 *   6. one article more (addArticle) and a build: the same.
 * A tree of N articles holds translations of --translations of them into each language (default
 * a tenth of N, and never fewer than the real translations its real articles have).
 * Peak memory comes from GNU time (`/usr/bin/time -v`: the largest process of the build's tree)
 * when it is installed, otherwise from sampling the tree's summed VmRSS in /proc every 100 ms.
 * The largest count's figures are set against the budgets at 1,000 articles (BUDGETS).
 * Writes a Markdown report to bench/results/scale-<ISO time>.md and prints it.
 * Options: --counts=12,1000  --translations=N (per language, every count)  --node=PATH (runs
 *   builds, servers and the search runs; default this Node)  --concurrency=4 (requests in
 *   flight during the crawl)  --keep (leave the scratch trees)
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { PROJECT_ROOT, addArticle, addTranslation, generateSite } from '../scripts/generate-articles.mjs';
import { LANGUAGES, bundleSearch, fromBundleDir, queryMix } from './searchQueries.mjs';
import { BROWSER_ENCODING, crawl, rawGet } from './harness/http.mjs';
import { flag, list, number } from './harness/options.mjs';
import { rssMb, treeRssKb } from './harness/proc.mjs';
import { machine, resultsFile, stamp, table, writeReport } from './harness/report.mjs';
import { NODE, NODE_VERSION, PIN, serverCommand, spawnTracked, startApp, stop } from './harness/server.mjs';
import { sitemapPaths } from './harness/site.mjs';

const COUNTS = list('counts', ['12', '1000']).map(Number);
if (COUNTS.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error('--counts: whole numbers from 1, comma-separated');
const TRANSLATIONS = number('translations');
if (TRANSLATIONS !== undefined && (!Number.isInteger(TRANSLATIONS) || TRANSLATIONS < 0))
  throw new Error('--translations: a whole number, 0 or more');
const CONCURRENCY = number('concurrency', 4);
const KEEP = flag('keep');
const GNU_TIME = '/usr/bin/time';
const HAS_GNU_TIME = (() => {
  try {
    execFileSync(GNU_TIME, ['-v', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const log = (line) => process.stderr.write(`${line}\n`);

/** Slug of the first real article by file name: the article page measured (kept at every count). */
const SAMPLE_SLUG = readdirSync(join(PROJECT_ROOT, 'shared/content/articles'))
  .filter((f) => f.endsWith('.md'))
  .sort()[0]
  .slice(0, -'.md'.length);

/**
 * The budgets at 1,000 articles with 100 translated into each language: cold build 120 s and
 * 1 GB, a build after one more translation 30 s, the server ready within 2 s and at most
 * 250 MB after the sitemap's crawl, search p95 within 10 ms (docs/decisions/010-build-at-scale.md,
 * 016-search-engine.md; docs/performance.md lists them).
 */
const BUDGETS = { buildS: 120, buildMb: 1024, rebuildS: 30, readyMs: 2000, rssMb: 250, searchP95Ms: 10 };
/** Queries per language in the search mix, as bench/search.mjs runs them. */
const QUERIES = 500;
const { locales } = await tsImport('../shared/i18n/locales.ts', import.meta.url);
const { SEARCH_INDEX_FILE, languageIndexFile } = await tsImport('../searchIndex/schema.ts', import.meta.url);

/** Default translations per language for `count` articles: a tenth, and never fewer than the real ones kept. */
function defaultTranslations(count) {
  const articles = join(PROJECT_ROOT, 'shared/content/articles');
  const kept = readdirSync(articles)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .slice(0, count);
  const real = Math.max(
    ...LANGUAGES.map(([lang]) => kept.filter((f) => existsSync(join(articles, locales[lang].folder, f))).length),
  );
  return Math.max(Math.round(count / 10), real);
}

/**
 * Runs `node build.mjs` in a tree on NODE, on every CPU (this process may be pinned to one, and a
 * child inherits its affinity), and measures it.
 * @returns {Promise<{ wallS: number, cpuS?: number, peakMb: number, phases: [string, number][] }>} phases: each build phase and its ms
 * @throws Error with the end of the build's output when the build fails
 */
async function measureBuild(dir) {
  let [command, args] = [NODE, ['build.mjs']];
  if (HAS_GNU_TIME) [command, args] = [GNU_TIME, ['-v', command, ...args]];
  if (PIN) [command, args] = ['taskset', ['-c', `0-${cpus().length - 1}`, command, ...args]];
  const started = process.hrtime.bigint();
  const child = spawnTracked(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout = (stdout + chunk.toString('utf8')).slice(-64 * 1024)));
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString('utf8')).slice(-64 * 1024)));
  let sampledKb = 0;
  const sampler = HAS_GNU_TIME
    ? undefined
    : setInterval(() => (sampledKb = Math.max(sampledKb, treeRssKb(child.pid))), 100);
  const [code] = await once(child, 'exit');
  const wallS = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  if (code !== 0)
    throw new Error(`build in ${dir} failed (exit ${code}):\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`);
  const timed = (name) => Number(new RegExp(`${name}: ([\\d.:]+)`, 'u').exec(stderr)?.[1]);
  // build.mjs ends with its phases: "content: 14837 ms; page data: 1324 ms; …; total: 108438 ms".
  const phaseLine = stdout.split('\n').findLast((line) => line.includes('total: ')) ?? '';
  const phases = [...phaseLine.matchAll(/([^;]+): (\d+) ms/gu)].map((m) => [m[1].trim(), Number(m[2])]);
  return {
    wallS,
    cpuS: HAS_GNU_TIME ? timed('User time \\(seconds\\)') + timed('System time \\(seconds\\)') : undefined,
    peakMb: (HAS_GNU_TIME ? timed('Maximum resident set size \\(kbytes\\)') : sampledKb) / 1024,
    phases: phases.filter(([name]) => name !== 'total'),
  };
}

/** Files and bytes under a folder, recursively. */
function folderSize(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/**
 * First-load JavaScript, gzip bytes, of each page module of the route table, as
 * tests/build/budget.test.ts counts it: boot script, entry, and modulePreloads(manifest, [page])
 * (server/manifest.ts: the entry's imports, the page's chunk and its imports, less the entry).
 * @returns {Promise<Map<string, { paths: string[], gzip: number }>>} keyed by page module
 */
async function firstLoadJs(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'dist/manifest.json'), 'utf8'));
  const gzip = new Map(
    JSON.parse(readFileSync(join(dir, 'dist/build-report.json'), 'utf8')).map((r) => [r.file, r.gzip]),
  );
  const { routes } = await tsImport(pathToFileURL(join(dir, 'shared/routes.ts')).href, import.meta.url);
  const byModule = new Map();
  for (const route of routes) {
    const module = route.module;
    const preloads = new Set(manifest.entry.imports);
    const mod = manifest.modules[module];
    if (mod !== undefined) for (const url of [mod.file, ...mod.imports]) preloads.add(url);
    preloads.delete(manifest.entry.file);
    const files = [manifest.boot, manifest.entry.file, ...preloads];
    const entry = byModule.get(module) ?? {
      paths: [],
      gzip: files.reduce((sum, f) => sum + (gzip.get(f) ?? Number.NaN), 0),
    };
    entry.paths.push(route.path);
    byModule.set(module, entry);
  }
  return byModule;
}

/** GET over keep-alive with an Accept-Encoding: status and the bytes as sent (not decoded). */
const get = (agent, url, encoding) => rawGet(url, { agent, headers: { 'accept-encoding': encoding } });

/** The article measured: its canonical path, from its frontmatter's route. */
function samplePath(dir) {
  const source = readFileSync(join(dir, 'shared/content/articles', `${SAMPLE_SLUG}.md`), 'utf8');
  return `/${/^route:\s*(\w+)/mu.exec(source)?.[1] ?? 'insights'}/${SAMPLE_SLUG}`;
}

/**
 * Starts the built server of a tree on NODE (pinned to CPU 0 when this process is pinned to
 * CPU 1, as in the other benchmarks), times spawn to /readyz 200, measures the pages, crawls
 * the sitemap and reads VmRSS; stops the server.
 * @throws Error when the server exits before it is ready
 */
async function measureServer(dir) {
  const {
    child,
    url,
    startMs: readyMs,
  } = await startApp({
    cwd: dir,
    env: { LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
    until: '/readyz',
  });
  const rssReadyMb = rssMb(child.pid);

  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const pages = {};
  const sample = samplePath(dir);
  for (const path of ['/', '/insights/all-articles', '/insights/all-articles?page=2', sample]) {
    const identity = await get(agent, `${url}${path}`, 'identity');
    const gzip = await get(agent, `${url}${path}`, 'gzip');
    pages[path === sample ? 'article' : path] = {
      path,
      status: identity.status,
      bytes: identity.body.length,
      gzip: gzip.body.length,
    };
  }
  const feed = await get(agent, `${url}/insights/feed.xml`, 'identity');
  const feedEntries = feed.body.toString('utf8').split('<entry>').length - 1;
  const sitemap = await get(agent, `${url}/sitemap.xml`, 'identity');
  const locs = sitemapPaths(sitemap.body.toString('utf8'));
  agent.destroy();

  const crawlStarted = process.hrtime.bigint();
  const statuses = await crawl(url, locs, CONCURRENCY);
  const crawlS = Number(process.hrtime.bigint() - crawlStarted) / 1e9;
  await sleep(100); // responses are written before their bookkeeping ends
  const rssCrawlMb = rssMb(child.pid);
  await stop(child);
  return {
    readyMs,
    rssReadyMb,
    rssCrawlMb,
    pages,
    feed: { status: feed.status, bytes: feed.body.length, entries: feedEntries },
    sitemap: { status: sitemap.status, bytes: sitemap.body.length, urls: locs.length },
    crawl: { urls: locs.length, seconds: crawlS, statuses: Object.entries(statuses) },
  };
}

/** The engine bundled once for every count (the same source as each tree's), and the query mixes. */
const searchScratch = mkdtempSync(join(tmpdir(), 'scale-search-'));
const searchBundle = join(searchScratch, 'bundle');
await bundleSearch(searchBundle);
/** Each language's mix file, drawn from the first count's index. */
const mixFiles = new Map();

/**
 * Times each language's query mix against a built tree's index, in a process of its own on NODE
 * (pinned as the servers are), one language after the other.
 * @returns {Promise<Record<string, { opened: number, engine: object, service: object }>>} by language
 * @throws Error when a run fails
 */
async function measureSearch(dir) {
  const index = join(dir, 'dist', SEARCH_INDEX_FILE);
  const text = await fromBundleDir(searchBundle, 'text');
  const out = {};
  for (const [lang, script] of [['en', undefined], ...LANGUAGES]) {
    if (!mixFiles.has(lang)) {
      const file = join(searchScratch, `mix-${lang}.json`);
      writeFileSync(file, JSON.stringify(queryMix(languageIndexFile(index, lang), QUERIES, script, text)));
      mixFiles.set(lang, file);
    }
    const [command, args] = serverCommand([
      join(PROJECT_ROOT, 'bench/searchQueries.mjs'),
      `--bundle=${searchBundle}`,
      `--index=${index}`,
      `--mix=${mixFiles.get(lang)}`,
      `--lang=${lang}`,
    ]);
    const child = spawnTracked(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const [code] = await once(child, 'exit');
    if (code !== 0) throw new Error(`search run (${lang}) in ${dir} exited ${code}`);
    out[lang] = JSON.parse(stdout.trim().split('\n').at(-1));
  }
  return out;
}

/** Every measurement for one count. */
async function measure(count) {
  const dir = mkdtempSync(join(tmpdir(), `scale-${count}-`));
  try {
    const generated = await generateSite({ count, dir, translations: TRANSLATIONS ?? defaultTranslations(count) });
    log(`${count}: scratch tree ${dir}; cold build…`);
    // Other work on the machine slows a build down: the report shows how busy it was.
    const load = loadavg()[0];
    const build = await measureBuild(dir);
    log(`${count}: cold build ${build.wallS.toFixed(1)} s, peak ${build.peakMb.toFixed(0)} MB; server…`);
    const dist = folderSize(join(dir, 'dist/public'));
    const js = await firstLoadJs(dir);
    const server = await measureServer(dir);
    log(`${count}: /readyz after ${server.readyMs.toFixed(0)} ms, RSS after crawl ${server.rssCrawlMb.toFixed(1)} MB`);
    const search = await measureSearch(dir);
    log(
      `${count}: search engine p95 ${Object.entries(search)
        .map(([lang, r]) => `${lang} ${r.engine.all.p95.toFixed(1)} ms`)
        .join(', ')}; one more translation…`,
    );
    const translationLoad = loadavg()[0];
    // A tree with no synthetic article left to translate (12 articles: none) skips this build.
    const translated = await addTranslation(dir, 'ar');
    const retranslate = translated === undefined ? undefined : await measureBuild(dir);
    log(`${count}: rebuild with one more translation ${retranslate?.wallS.toFixed(1) ?? '(none to add)'} s`);
    const rebuildLoad = loadavg()[0];
    await addArticle(dir, generated.nextIndex);
    const rebuild = await measureBuild(dir);
    log(`${count}: rebuild with one more article ${rebuild.wallS.toFixed(1)} s`);
    const endLoad = loadavg()[0];
    return {
      count,
      translations: generated.translations,
      load,
      translationLoad,
      rebuildLoad,
      endLoad,
      build,
      retranslate,
      rebuild,
      dist,
      js,
      server,
      search,
    };
  } finally {
    if (KEEP) log(`${count}: kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
try {
  for (const count of COUNTS) results.push(await measure(count));
} finally {
  rmSync(searchScratch, { recursive: true, force: true });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** A page's cell: identity / gzip KiB, and its status when not 200. */
const pageCell = (p) => `${kb(p.bytes)} / ${kb(p.gzip)}${p.status === 200 ? '' : ` (status ${p.status})`}`;
/** The build's phases as "content 14.8, page data 1.3, …" (seconds). */
const phasesCell = (phases) => phases.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)}`).join(', ') || '–';
const opt = (value, digits) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits));
const rows = [
  ['articles', (r) => String(r.count)],
  [
    'articles translated into each language',
    (r) =>
      Object.entries(r.translations)
        .map(([lang, n]) => `${lang} ${n}`)
        .join(', '),
  ],
  [
    'machine load average (1 min): cold build, translation rebuild, article rebuild, end',
    (r) => [r.load, r.translationLoad, r.rebuildLoad, r.endLoad].map((l) => l.toFixed(2)).join(', '),
  ],
  ['cold build: wall s', (r) => r.build.wallS.toFixed(1)],
  ['cold build: CPU s (user + sys)', (r) => opt(r.build.cpuS, 1)],
  ['cold build: peak RSS MB', (r) => r.build.peakMb.toFixed(0)],
  ['cold build: phases s', (r) => phasesCell(r.build.phases)],
  ['rebuild after one more translation (ar): wall s', (r) => opt(r.retranslate?.wallS, 1)],
  ['… CPU s (user + sys)', (r) => opt(r.retranslate?.cpuS, 1)],
  ['… peak RSS MB', (r) => opt(r.retranslate?.peakMb, 0)],
  ['… phases s', (r) => phasesCell(r.retranslate?.phases ?? [])],
  ['rebuild after one more article: wall s', (r) => r.rebuild.wallS.toFixed(1)],
  ['rebuild: CPU s (user + sys)', (r) => opt(r.rebuild.cpuS, 1)],
  ['rebuild: peak RSS MB', (r) => r.rebuild.peakMb.toFixed(0)],
  ['rebuild: phases s', (r) => phasesCell(r.rebuild.phases)],
  ['dist/public: files, MB', (r) => `${r.dist.files}, ${(r.dist.bytes / 1024 ** 2).toFixed(1)}`],
  ['HTML KiB, identity / gzip: /', (r) => pageCell(r.server.pages['/'])],
  ['… /insights/all-articles', (r) => pageCell(r.server.pages['/insights/all-articles'])],
  ['… /insights/all-articles?page=2', (r) => pageCell(r.server.pages['/insights/all-articles?page=2'])],
  [`… ${results[0].server.pages.article.path}`, (r) => pageCell(r.server.pages.article)],
  ['/insights/feed.xml: KiB, entries', (r) => `${kb(r.server.feed.bytes)}, ${r.server.feed.entries}`],
  ['/sitemap.xml: KiB, URLs', (r) => `${kb(r.server.sitemap.bytes)}, ${r.server.sitemap.urls}`],
  ['server: spawn to /readyz 200 ms', (r) => r.server.readyMs.toFixed(0)],
  ['server: RSS MB at ready', (r) => r.server.rssReadyMb.toFixed(1)],
  [
    'crawl of the sitemap: s (statuses)',
    (r) =>
      `${r.server.crawl.seconds.toFixed(1)} (${r.server.crawl.statuses.map(([s, n]) => `${n} × ${s}`).join(', ')})`,
  ],
  ['server: RSS MB after the crawl', (r) => r.server.rssCrawlMb.toFixed(1)],
  ...[['en'], ...LANGUAGES].flatMap(([lang]) => [
    [
      `search ${lang}: engine p50 / p95 / p99 ms (CPU p95)`,
      (r) =>
        `${['p50', 'p95', 'p99'].map((k) => r.search[lang].engine.all[k].toFixed(1)).join(' / ')} (${r.search[lang].engine.cpu.p95.toFixed(1)})`,
    ],
    [
      `search ${lang}: via the worker p50 / p95 / p99 ms`,
      (r) => ['p50', 'p95', 'p99'].map((k) => r.search[lang].service.all[k].toFixed(1)).join(' / '),
    ],
  ]),
];
/** The largest count's figures against BUDGETS: [measure, figure, budget, within]. */
const largest = results.at(-1);
const budgetRows = [
  ['cold build, wall s', largest.build.wallS, BUDGETS.buildS],
  ['cold build, peak RSS MB', largest.build.peakMb, BUDGETS.buildMb],
  ['build after one more translation, wall s', largest.retranslate?.wallS ?? Number.NaN, BUDGETS.rebuildS],
  ['build after one more article, wall s', largest.rebuild.wallS, BUDGETS.rebuildS],
  ['server: spawn to /readyz 200, ms', largest.server.readyMs, BUDGETS.readyMs],
  ['server: RSS after the sitemap crawl, MB', largest.server.rssCrawlMb, BUDGETS.rssMb],
  ...[['en'], ...LANGUAGES].map(([lang]) => [
    `search ${lang}: engine p95, ms (CPU p95 ${largest.search[lang].engine.cpu.p95.toFixed(1)})`,
    largest.search[lang].engine.all.p95,
    BUDGETS.searchP95Ms,
  ]),
].map(([name, value, budget]) => [
  name,
  opt(value, 1),
  String(budget),
  Number.isNaN(value) ? '–' : value <= budget ? 'yes' : '**no**',
]);
const jsRows = [...results[0].js].map(([module, { paths }]) => [
  `${module.replace(/^shared\/pages\//u, '')} (${paths.length > 2 ? `${paths[0]} and ${paths.length - 1} more` : paths.join(', ')})`,
  (r) => opt((r.js.get(module)?.gzip ?? Number.NaN) / 1024, 1),
]);
/** A table of one column per count: each row a label and the function that gives a count's cell. */
const countTable = (header, body) =>
  table(
    [header, ...results.map((r) => `${r.count} articles`)],
    body.map(([label, cell]) => [label, ...results.map(cell)]),
  );

const when = new Date();
const report = `# Scale ${when.toISOString()}

Machine: ${machine()}; builds and servers on Node ${NODE_VERSION}.
Each count is a scratch copy of the project (scripts/generate-articles.mjs: the real articles and synthetic copies of them, bodies unchanged, and translations of some made the same way from the real translations). Builds run on every CPU; the cold build starts from a fresh tree with no artefact cache; peak RSS is ${HAS_GNU_TIME ? "GNU time's maximum resident set size (the largest single process of the build)" : "the build's process tree, VmRSS summed, sampled every 100 ms"}. The rebuilds add one Arabic translation of a synthetic article, then one synthetic article, to the built tree and run \`node build.mjs\` again each time, with the artefact cache (.cache/build) the builds before filled.
Server: LOG_LEVEL=warn, default PAGE_CACHE_MB${PIN ? ', pinned to CPU 0 (this process on CPU 1)' : ''}; the crawl requests every sitemap URL once, ${CONCURRENCY} at a time, with Accept-Encoding: ${BROWSER_ENCODING}; RSS is VmRSS.

${countTable('measure', rows)}

Budgets at ${largest.count} articles (${Object.entries(largest.translations)
  .map(([lang, n]) => `${n} translated into ${lang}`)
  .join(', ')}); the budgets are set for 1,000 articles with 100 translated into each language:

${table(['measure', 'figure', 'budget', 'within'], budgetRows)}

Search: ${QUERIES} queries per language (common words, rare words, phrases, typos, prefixes; seeded as in bench/search.mjs), drawn from the ${results[0].count}-article tree's index of each language, run once after a warm-up of 50 in a process of its own${PIN ? ' pinned to CPU 0' : ''}: the engine alone (wall time, and the process's CPU time) and through openSearch's worker thread (the server's path, cache of one entry). Wall times wait for a core when the machine is busy; CPU time does not.

First-load JavaScript, KiB gzip as sent (boot script, entry, its imports, the page chunk and its imports; as tests/build/budget.test.ts counts it):

${countTable('page module (routes)', jsRows)}
`;
writeReport(resultsFile(`scale-${stamp(when)}`), report);
