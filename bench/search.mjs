/**
 * `npm run bench:search`: the search engine at 12, 1,000 and 10,000 articles, and the two
 * candidates it was chosen from (docs/decisions/016-search-engine.md), on the same documents
 * and the same queries:
 *   - FTS5 through node:sqlite, as built by builder/searchIndex.ts and run by server/search/;
 *   - MiniSearch (the devDependency), an in-memory index of the same fields and weights.
 * For each count N, a scratch copy of the project with N articles (scripts/generate-articles.mjs);
 * its content is loaded from the generated Markdown (synthetic articles copy the real bodies, so
 * each body is compiled once by builder/content.ts and copied, as distinct strings, per article:
 * a cold compile of 10,000 files would take minutes and measure the compiler, not search).
 * Each measure runs in a child process of its own, one at a time:
 *   1. index build: wall time, peak RSS (with the content loaded, as in a build) and its growth
 *      over the content alone, index size; no artefact cache, so every extraction is made;
 *   2. query time over a fixed mix of ≥ 500 queries (common words, rare words, phrases, typos,
 *      one- to three-letter prefixes; drawn with a fixed seed from the 12-article vocabulary),
 *      each run once after a warm-up, p50/p95/p99/max: the engine alone, and for FTS5 also
 *      through openSearch's worker (the server's path, message passing included);
 *   3. opening time, and resident memory of a process that opened the index after 2,000
 *      distinct queries through the service (LRU cache included), run with the server's flags;
 *   4. at the largest count, FTS5 only: a flood of distinct uncached queries over HTTP (32
 *      loops for 5 s, from a child process at nice 10) while a hashed asset is fetched every 25 ms
 *      from the same server, for the worker thread with a bounded queue (the server's path) and
 *      for the engine on the main thread: asset latency, queries answered or shed;
 *   5. with --full-build (default at 1,000): `node build.mjs` cold, then after one more article;
 *   6. the Arabic and Chinese indexes (docs/decisions/028-search-per-language.md): each one's
 *      build time, and query times over a mix drawn the same way from its own words (its
 *      translated pages' Arabic or Chinese), engine alone and through the worker.
 * Writes bench/results/search-<ISO time>.md and prints it.
 * Options: --counts=12,1000,10000  --queries=500  --no-full-build  --no-minisearch  --keep
 *   --flood=<index file> (only the flood, against an index already built)
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { loadavg, setPriority, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, bundleSearch, fromBundleDir, queryMix, timeFts, timeMix } from './searchQueries.mjs';
import { flag, list, number, text } from './harness/options.mjs';
import { machine, resultsFile, stamp, table, writeReport } from './harness/report.mjs';
import { summary } from './harness/stats.mjs';

const SELF = fileURLToPath(import.meta.url);
const PROJECT_ROOT = resolve(dirname(SELF), '..');
const log = (line) => process.stderr.write(`${line}\n`);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const load1 = () => loadavg()[0].toFixed(2);
/** Clients flooding at once: twice the worker's queue bound, so a bounded queue has to shed. */
const FLOOD_LOOPS = 32;
/** The flags the server runs with (package.json `start`, the Dockerfile): memory is measured as it runs. */
const SERVER_FLAGS = ['--max-semi-space-size=4'];

/**
 * What the measuring processes run: the engine as the server runs it, bundled by esbuild into
 * <scratch>/bundle/ with its worker beside it (bench/searchQueries.mjs), so their memory is
 * the engine's, not a TypeScript loader's. Built once by the main process.
 */
const scratch = join(tmpdir(), 'search-bench');
const bundleDir = join(scratch, 'bundle');
const fromBundle = (name) => fromBundleDir(bundleDir, name);
const bundle = () => bundleSearch(bundleDir);
/** The build-side TypeScript modules, for the index and the main process only. */
const builder = async () => {
  const { tsImport } = await import('tsx/esm/api');
  const load = (module) => tsImport(module, import.meta.url);
  return {
    ...(await load('../builder/content.ts')),
    ...(await load('../builder/searchIndex.ts')),
    ...(await load('../builder/searchDocuments.ts')),
    ...(await load('../builder/searchExtract.ts')),
    ...(await import('../scripts/generate-articles.mjs')),
    parseYaml: (await import('yaml')).parse,
  };
};

// ---------------------------------------------------------------------------------------------
// Content of a generated site, loaded fast.

const ARTICLES = 'shared/content/articles';

/**
 * The CompiledContent of a generated site: each distinct body compiled once (the project's own
 * articles, by builder/content.ts), every article's HTML a distinct copy, as a build holds it.
 */
async function loadSite(dir) {
  const { compileContent, parseYaml } = await builder();
  const split = (source) => {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/u.exec(source);
    if (match === null) throw new Error('no frontmatter');
    return { frontmatter: parseYaml(match[1]), body: match[2] };
  };
  const real = await compileContent(PROJECT_ROOT);
  const byBody = new Map();
  for (const file of readdirSync(join(PROJECT_ROOT, ARTICLES)).filter((f) => f.endsWith('.md'))) {
    const { body } = split(readFileSync(join(PROJECT_ROOT, ARTICLES, file), 'utf8'));
    const compiled = real.articles.find((a) => a.id === file.slice(0, -3));
    if (compiled !== undefined) byBody.set(body, compiled.body);
  }
  const articles = [];
  for (const file of readdirSync(join(dir, ARTICLES)).filter((f) => f.endsWith('.md'))) {
    const { frontmatter: fm, body } = split(readFileSync(join(dir, ARTICLES, file), 'utf8'));
    const compiled = byBody.get(body);
    if (compiled === undefined) return compileContent(dir); // a body the project lacks: compile all
    articles.push({
      id: file.slice(0, -3),
      ...fm,
      published: String(fm.published instanceof Date ? fm.published.toISOString().slice(0, 10) : fm.published),
      words: 0,
      body: { html: Buffer.from(compiled.html).toString(), toc: compiled.toc },
    });
  }
  return { articles, legal: real.legal, translations: real.translations };
}

// ---------------------------------------------------------------------------------------------
// MiniSearch, the other candidate: the same documents, fields and weights, in memory.

/** MiniSearch's options: the engine's own word cutting and function words, the same weights. */
async function miniOptions() {
  const { STOPWORDS, wordsOf } = await fromBundle('text');
  const { default: MiniSearch } = await import('minisearch');
  return {
    MiniSearch,
    options: {
      fields: ['title', 'headings', 'excerpt', 'body', 'label'],
      storeFields: ['url', 'title', 'kind', 'category', 'published'],
      tokenize: (s) => wordsOf(s),
      processTerm: (term) => (STOPWORDS.has(term) ? null : term),
    },
    search: {
      combineWith: 'AND',
      boost: { title: 10, headings: 5, excerpt: 3, label: 2 },
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    },
  };
}

/** The index's documents as MiniSearch takes them (the same extraction as the FTS5 build). */
async function miniDocuments(content) {
  const { searchDocuments, extractText } = await builder();
  const docs = [];
  let id = 0;
  for await (const d of searchDocuments(content, (html) => Promise.resolve(extractText(html))))
    docs.push({ id: ++id, ...d, headings: d.headings.join(' · ') });
  return docs;
}

// The query mix, drawn with a fixed seed from the 12-article index's vocabulary and headings,
// and its timing: bench/searchQueries.mjs.

// ---------------------------------------------------------------------------------------------
// Child processes: one measure each.

const children = {
  /** Builds the index of a site; prints time, memory and size. */
  async index() {
    const { buildSearchIndex } = await builder();
    const content = await loadSite(text('dir'));
    const mini = text('engine') === 'minisearch' ? await miniOptions() : undefined;
    globalThis.gc?.();
    const baseRss = process.memoryUsage().rss;
    const started = performance.now();
    let bytes;
    let languages;
    if (mini === undefined) {
      ({ bytes, languages } = await buildSearchIndex(content, text('out')));
    } else {
      const index = new mini.MiniSearch(mini.options);
      index.addAll(await miniDocuments(content));
      const json = JSON.stringify(index);
      writeFileSync(text('out'), json);
      bytes = Buffer.byteLength(json);
    }
    const ms = performance.now() - started;
    return {
      ms,
      baseRss,
      peakRss: process.resourceUsage().maxRSS * 1024,
      bytes,
      languages,
      articles: content.articles.length,
    };
  },

  /** Runs the query mix once against the engine alone (and the FTS5 service); prints times. */
  async query() {
    const { mix } = JSON.parse(readFileSync(text('mix'), 'utf8'));
    if (text('engine') === 'fts5') return timeFts({ bundle: bundleDir, index: text('index'), mix, lang: text('lang') });
    const { normaliseQuery } = await fromBundle('query');
    const mini = await miniOptions();
    const started = performance.now();
    const index = mini.MiniSearch.loadJSON(readFileSync(text('index'), 'utf8'), mini.options);
    const opened = performance.now() - started;
    return { opened, engine: await timeMix(mix, (q) => index.search(q, mini.search).slice(0, 10), normaliseQuery) };
  },

  /** 2,000 distinct queries through the service; prints the process's resident memory. */
  async rss() {
    const { distinct } = JSON.parse(readFileSync(text('mix'), 'utf8'));
    const { normaliseQuery } = await fromBundle('query');
    let search;
    const before = process.memoryUsage().rss;
    if (text('engine') === 'fts5') {
      const { openSearch } = await fromBundle('index');
      const service = openSearch(text('index'));
      search = (q) => service.search({ q, category: 'all', page: 1 });
    } else {
      const mini = await miniOptions();
      const index = mini.MiniSearch.loadJSON(readFileSync(text('index'), 'utf8'), mini.options);
      search = (q) => Promise.resolve(index.search(q, mini.search).slice(0, 10));
    }
    const opened = process.memoryUsage().rss;
    for (const q of distinct) await search(normaliseQuery(q));
    return { before, opened, after: process.memoryUsage().rss };
  },

  /** The flood's load: FLOOD_LOOPS loops of distinct queries for --seconds; prints the counts. */
  async flooder() {
    const queries = JSON.parse(readFileSync(text('queries'), 'utf8'));
    const port = Number(text('port'));
    const agent = new Agent({ keepAlive: true, maxSockets: FLOOD_LOOPS });
    const until = performance.now() + Number(text('seconds')) * 1000;
    let next = 0;
    const counts = { answered: 0, shed: 0, failed: 0 };
    await Promise.all(
      Array.from({ length: FLOOD_LOOPS }, async () => {
        while (performance.now() < until) {
          const q = `${queries[next++ % queries.length]} ${next}`; // distinct: never cached
          const { status } = await get(agent, port, `/search?q=${encodeURIComponent(q)}`);
          if (status === 200) counts.answered += 1;
          else if (status === 503) counts.shed += 1;
          else counts.failed += 1;
        }
      }),
    );
    agent.destroy();
    return counts;
  },

  /** An HTTP server with /asset and /search for the flood; prints its port. */
  async serve() {
    const { normaliseQuery } = await fromBundle('query');
    const { openSearch, SearchBusy } = await fromBundle('index');
    const { SearchEngine } = await fromBundle('engine');
    let search;
    if (text('mode') === 'unbounded') {
      const engine = new SearchEngine(new DatabaseSync(text('index'), { readOnly: true }));
      search = (params) => Promise.resolve(engine.search(params));
    } else {
      const service = openSearch(text('index'), { cacheEntries: 1 });
      search = (params) => service.search(params);
    }
    const asset = Buffer.alloc(2048, 'x');
    const server = createServer((req, res) => {
      if (req.url === '/asset') return res.end(asset);
      const q = normaliseQuery(new URL(req.url, 'http://x').searchParams.get('q') ?? '');
      search({ q, category: 'all', page: 1 }).then(
        (r) => res.end(String(r.total)),
        (error) => {
          res.statusCode = error instanceof SearchBusy ? 503 : 500;
          res.end();
        },
      );
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
    await new Promise(() => undefined); // until killed
  },
};

if (text('child') !== undefined) {
  const result = await children[text('child')]();
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

/** Runs one child measure and returns what it printed. */
async function child(name, args, execArgv = []) {
  const proc = spawn(process.execPath, [...execArgv, SELF, `--child=${name}`, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  const [code] = await once(proc, 'exit');
  if (code !== 0) throw new Error(`child ${name} exited ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1));
}

// ---------------------------------------------------------------------------------------------
// The flood: distinct queries over HTTP while an asset is timed.

function get(agent, port, path) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

/**
 * Distinct queries from FLOOD_LOOPS loops for `seconds` (a child process at nice 10, so that on
 * this 2-core machine the load generator, which would be remote, does not take the server's
 * CPU), while this process fetches the asset every 25 ms on its own connection.
 */
async function flood(index, mode, queries, seconds = 5) {
  const server = spawn(
    process.execPath,
    [...SERVER_FLAGS, SELF, '--child=serve', `--index=${index}`, `--mode=${mode}`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [line] = await once(server.stdout, 'data');
  const { port } = JSON.parse(String(line));
  const queryFile = join(scratch, 'flood-queries.json');
  writeFileSync(queryFile, JSON.stringify(queries));
  // 'idle': the same server and probe with no flood, the control for what the machine itself costs.
  const flooder =
    mode === 'idle'
      ? undefined
      : spawn(
          process.execPath,
          [SELF, '--child=flooder', `--port=${port}`, `--queries=${queryFile}`, `--seconds=${seconds}`],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
  if (flooder !== undefined) setPriority(flooder.pid, 10);
  let out = `${JSON.stringify({ answered: 0, shed: 0, failed: 0 })}\n`;
  flooder?.stdout.on('data', (d) => (out += d));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const until = performance.now() + seconds * 1000;
  const asset = [];
  while (performance.now() < until) {
    asset.push((await get(agent, port, '/asset')).ms);
    await new Promise((r) => setTimeout(r, 25));
  }
  if (flooder !== undefined) await once(flooder, 'exit');
  server.kill('SIGTERM');
  agent.destroy();
  return { mode, ...JSON.parse(out.trim().split('\n').at(-1)), asset: summary(asset) };
}

// ---------------------------------------------------------------------------------------------
// The full build at one count: cold, then one more article.

async function timedBuild(dir) {
  const started = performance.now();
  const proc = spawn(process.execPath, ['build.mjs'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  const [code] = await once(proc, 'exit');
  if (code !== 0) throw new Error(`build in ${dir} exited ${code}`);
  const phase = /search index: (\d+) ms/u.exec(out)?.[1];
  return { s: (performance.now() - started) / 1000, searchPhaseMs: phase === undefined ? NaN : Number(phase) };
}

// ---------------------------------------------------------------------------------------------
// Main.

const COUNTS = list('counts', ['12', '1000', '10000']).map(Number);
const QUERIES = number('queries', 500);
const MINI = !flag('no-minisearch');
mkdirSync(scratch, { recursive: true });
await bundle();

// --flood=<index file>: the flood alone, against an index already built (for experiments).
if (text('flood') !== undefined) {
  const queries = [...new Set(['aml kyc', 'family office', 'regulation', 'crypto licence', 'residency', 'tax'])];
  for (const mode of ['idle', 'worker', 'unbounded']) {
    const f = await flood(text('flood'), mode, queries);
    log(
      `${mode}: ${f.answered} answered, ${f.shed} shed; asset p50 ${f.asset.p50.toFixed(1)} p99 ${f.asset.p99.toFixed(1)} max ${f.asset.max.toFixed(1)} ms (load ${load1()})`,
    );
  }
  process.exit(0);
}
const { generateSite, addArticle } = await builder();
const { SEARCH_INDEX_FILE, languageIndexFile } = await fromBundle('schema');
const results = [];
let mixFile;
/** Each language's mix file, drawn from the first count's index. */
const languageMixFiles = new Map();

for (const count of COUNTS) {
  const dir = join(scratch, `site-${count}`);
  log(`${count} articles: generating the site (load ${load1()})`);
  await generateSite({ count, dir });
  const row = { count };
  const fts = join(dir, 'dist', SEARCH_INDEX_FILE);
  mkdirSync(join(dir, 'dist', 'search'), { recursive: true });
  log(`${count}: FTS5 index build (load ${load1()})`);
  row.ftsBuild = await child('index', [`--dir=${dir}`, `--out=${fts}`, '--engine=fts5'], ['--expose-gc']);
  if (mixFile === undefined) {
    const mix = await queryMix(fts, QUERIES, undefined, await fromBundle('text'));
    mixFile = join(scratch, 'mix.json');
    writeFileSync(mixFile, JSON.stringify(mix));
    row.mixKinds = Object.entries(Object.groupBy(mix.mix, ([kind]) => kind)).map(([k, v]) => `${k} ${v.length}`);
  }
  log(`${count}: FTS5 queries (load ${load1()})`);
  row.ftsQuery = await child('query', [`--index=${fts}`, `--mix=${mixFile}`, '--engine=fts5']);
  row.languages = {};
  for (const [lang, script] of LANGUAGES) {
    if (!languageMixFiles.has(lang)) {
      const file = join(scratch, `mix-${lang}.json`);
      writeFileSync(
        file,
        JSON.stringify(await queryMix(languageIndexFile(fts, lang), QUERIES, script, await fromBundle('text'))),
      );
      languageMixFiles.set(lang, file);
    }
    log(`${count}: FTS5 queries in ${lang} (load ${load1()})`);
    row.languages[lang] = await child('query', [
      `--index=${fts}`,
      `--mix=${languageMixFiles.get(lang)}`,
      '--engine=fts5',
      `--lang=${lang}`,
    ]);
  }
  log(`${count}: FTS5 memory after 2,000 queries (load ${load1()})`);
  row.ftsRss = await child('rss', [`--index=${fts}`, `--mix=${mixFile}`, '--engine=fts5'], SERVER_FLAGS);
  if (MINI && count >= 1000) {
    const mini = join(dir, 'dist', 'search', 'minisearch.json');
    try {
      log(`${count}: MiniSearch index build (load ${load1()})`);
      row.miniBuild = await child(
        'index',
        [`--dir=${dir}`, `--out=${mini}`, '--engine=minisearch'],
        ['--expose-gc', '--max-old-space-size=6144'],
      );
      log(`${count}: MiniSearch queries (load ${load1()})`);
      row.miniQuery = await child(
        'query',
        [`--index=${mini}`, `--mix=${mixFile}`, '--engine=minisearch'],
        ['--max-old-space-size=6144'],
      );
      log(`${count}: MiniSearch memory after 2,000 queries (load ${load1()})`);
      row.miniRss = await child(
        'rss',
        [`--index=${mini}`, `--mix=${mixFile}`, '--engine=minisearch'],
        [...SERVER_FLAGS, '--max-old-space-size=6144'],
      );
    } catch (error) {
      row.miniError = error.message;
    }
  }
  if (count === Math.max(...COUNTS)) {
    const { distinct } = JSON.parse(readFileSync(mixFile, 'utf8'));
    row.flood = [];
    for (const mode of ['idle', 'worker', 'unbounded']) {
      log(`${count}: flood, ${mode} (load ${load1()})`);
      row.flood.push(await flood(fts, mode, distinct));
    }
  }
  if (count === 1000 && !flag('no-full-build')) {
    log(`${count}: full build, cold (load ${load1()})`);
    row.fullCold = await timedBuild(dir);
    await addArticle(dir, count - 12);
    log(`${count}: full build after one more article (load ${load1()})`);
    row.fullRebuild = await timedBuild(dir);
  }
  row.load = load1();
  results.push(row);
  if (!flag('keep')) rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Report.

const f1 = (n) => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(1));
const lines = [];
const when = new Date();
lines.push(`# Search engine ${when.toISOString()}`, '');
lines.push(
  `Machine: ${machine()}; Node ${process.version} (node:sqlite, SQLite ${process.versions.sqlite}); MiniSearch ${JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules/minisearch/package.json'), 'utf8')).version}.`,
  `Query mix: ${results[0]?.mixKinds?.join(', ')} (seeded; the same for every count and engine). Times in ms, memory in MB; "load" is the 1-minute load average when the count finished (other work on the machine inflates times).`,
  '',
);
const cell = (row, get) => {
  try {
    return get(row);
  } catch {
    return '–';
  }
};
const measures = [
  ['FTS5 index build, all languages, s', (r) => f1(r.ftsBuild.ms / 1000)],
  [
    'of which en / ar / zh-Hans, s',
    (r) => ['en', 'ar', 'zh-Hans'].map((l) => f1(r.ftsBuild.languages[l].ms / 1000)).join(' / '),
  ],
  [
    'FTS5 build: peak RSS with the content loaded / growth over the content, MB',
    (r) => `${mb(r.ftsBuild.peakRss)} / ${mb(r.ftsBuild.peakRss - r.ftsBuild.baseRss)}`,
  ],
  [
    'FTS5 index size, MB (en / ar / zh-Hans)',
    (r) => ['en', 'ar', 'zh-Hans'].map((l) => mb(r.ftsBuild.languages[l].bytes)).join(' / '),
  ],
  ['FTS5 open, ms', (r) => f1(r.ftsQuery.opened)],
  [
    'FTS5 engine p50 / p95 / p99 / max',
    (r) => ['p50', 'p95', 'p99', 'max'].map((k) => f1(r.ftsQuery.engine.all[k])).join(' / '),
  ],
  [
    'FTS5 engine CPU time p50 / p95 / p99 / max',
    (r) => ['p50', 'p95', 'p99', 'max'].map((k) => f1(r.ftsQuery.engine.cpu[k])).join(' / '),
  ],
  [
    'FTS5 via worker p50 / p95 / p99 / max',
    (r) => ['p50', 'p95', 'p99', 'max'].map((k) => f1(r.ftsQuery.service.all[k])).join(' / '),
  ],
  ...LANGUAGES.flatMap(([lang]) => [
    [
      `FTS5 engine p50 / p95 / p99 / max, ${lang}`,
      (r) => ['p50', 'p95', 'p99', 'max'].map((k) => f1(r.languages[lang].engine.all[k])).join(' / '),
    ],
    [
      `FTS5 engine CPU time p50 / p95 / p99 / max, ${lang}`,
      (r) => ['p50', 'p95', 'p99', 'max'].map((k) => f1(r.languages[lang].engine.cpu[k])).join(' / '),
    ],
    [
      `FTS5 via worker p50 / p95 / p99 / max, ${lang}`,
      (r) => ['p50', 'p95', 'p99', 'max'].map((k) => f1(r.languages[lang].service.all[k])).join(' / '),
    ],
  ]),
  [
    'FTS5 RSS: before open / opened / after 2,000 queries',
    (r) => `${mb(r.ftsRss.before)} / ${mb(r.ftsRss.opened)} / ${mb(r.ftsRss.after)}`,
  ],
  ['MiniSearch index build, s', (r) => f1(r.miniBuild.ms / 1000)],
  [
    'MiniSearch build: peak RSS / growth, MB',
    (r) => `${mb(r.miniBuild.peakRss)} / ${mb(r.miniBuild.peakRss - r.miniBuild.baseRss)}`,
  ],
  ['MiniSearch index (JSON) size, MB', (r) => mb(r.miniBuild.bytes)],
  ['MiniSearch load, ms', (r) => f1(r.miniQuery.opened)],
  [
    'MiniSearch p50 / p95 / p99 / max (no snippets)',
    (r) => ['p50', 'p95', 'p99', 'max'].map((k) => f1(r.miniQuery.engine.all[k])).join(' / '),
  ],
  [
    'MiniSearch CPU time p50 / p95 / p99 / max',
    (r) => ['p50', 'p95', 'p99', 'max'].map((k) => f1(r.miniQuery.engine.cpu[k])).join(' / '),
  ],
  [
    'MiniSearch RSS: before / loaded / after 2,000 queries',
    (r) => `${mb(r.miniRss.before)} / ${mb(r.miniRss.opened)} / ${mb(r.miniRss.after)}`,
  ],
  [
    'full `node build.mjs`: cold, s (search index phase, ms)',
    (r) => `${f1(r.fullCold.s)} (${r.fullCold.searchPhaseMs})`,
  ],
  [
    'full build after one more article, s (search index phase, ms)',
    (r) => `${f1(r.fullRebuild.s)} (${r.fullRebuild.searchPhaseMs})`,
  ],
  ['load average when done', (r) => r.load],
];
lines.push(
  table(
    ['measure', ...results.map((r) => `${r.count} articles`)],
    measures.map(([name, get]) => [name, ...results.map((r) => cell(r, get))]),
  ),
);
const kinds = Object.keys(results[0]?.ftsQuery.engine.byKind ?? {});
/** p50 / p95 of each kind of query, by count, of one engine run's byKind. */
const byKind = (pick) =>
  table(
    ['kind', ...results.map((r) => `${r.count}`)],
    kinds.map((kind) => [
      kind,
      ...results.map((r) => cell(r, (x) => `${f1(pick(x).byKind[kind].p50)} / ${f1(pick(x).byKind[kind].p95)}`)),
    ]),
  );
lines.push(
  '',
  'FTS5 engine p95 by kind of query (ms):',
  '',
  byKind((x) => x.ftsQuery.engine),
);
for (const [lang] of LANGUAGES)
  lines.push(
    '',
    `FTS5 engine p50 / p95 by kind of query, ${lang} (ms):`,
    '',
    byKind((x) => x.languages[lang].engine),
  );
const flooded = results.find((r) => r.flood !== undefined);
if (flooded !== undefined) {
  lines.push(
    '',
    `Flood at ${flooded.count} articles: ${FLOOD_LOOPS} loops of distinct queries for 5 s, an asset fetched every 25 ms (ms):`,
    '',
  );
  lines.push(
    table(
      ['mode', 'queries answered', 'shed (503)', 'failed', 'asset p50', 'asset p99', 'asset max'],
      flooded.flood.map((f) => [
        f.mode,
        f.answered,
        f.shed,
        f.failed,
        f1(f.asset.p50),
        f1(f.asset.p99),
        f1(f.asset.max),
      ]),
    ),
  );
}
for (const r of results) if (r.miniError) lines.push('', `MiniSearch at ${r.count}: ${r.miniError}`);
writeReport(resultsFile(`search-${stamp(when)}`), `${lines.join('\n')}\n`);
