/**
 * Search queries as the benchmarks time them (bench/search.mjs, bench/scale.mjs): the engine
 * bundled as the server runs it, the seeded query mixes drawn from an index's own words, and
 * one pass of a mix through the engine alone and through the worker service, per language.
 *
 * Run as a script, it times one mix against one index and prints the result as JSON:
 *   node bench/searchQueries.mjs --bundle=DIR --index=dist/search/index.sqlite --mix=FILE [--lang=ar]
 */
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { text } from './harness/options.mjs';
import { summary } from './harness/stats.mjs';

const PROJECT_ROOT = resolve(fileURLToPath(import.meta.url), '../..');

/**
 * Bundles the search engine of a project as the server runs it (builder/bundles.mjs: the worker
 * beside its opener), so that a measuring process's memory is the engine's, not a TypeScript
 * loader's. Writes index.js, search-worker.js, engine.js, schema.js, text.js and query.js.
 * @param {string} outdir the folder written
 * @param {string} [root] the project bundled, default this one
 */
export async function bundleSearch(outdir, root = PROJECT_ROOT) {
  await esbuild.build({
    entryPoints: {
      index: 'server/search/index.ts',
      'search-worker': 'server/search/worker.ts',
      engine: 'server/search/engine.ts',
      schema: 'searchIndex/schema.ts',
      text: 'searchIndex/text.ts',
      query: 'shared/search.ts',
    },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outdir,
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
}

/** A module of a bundleSearch folder. */
export const fromBundleDir = (dir, name) => import(pathToFileURL(resolve(dir, `${name}.js`)).href);

// ---------------------------------------------------------------------------------------------
// The query mix: fixed seed, drawn from an index's vocabulary and headings.

/** mulberry32: a small seeded generator, so the mix is the same on every run. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * ≥ `size` queries in five kinds, and 2,000 distinct ones for the memory run. For a language
 * other than English (`script` its letters), the words and headings of its own pages: its
 * words as the index holds them (Arabic without the article, Chinese cut into words), headings
 * as written, the prefixes one or two letters of its frequent words. `text` is the bundle's
 * searchIndex/text.ts (the index's own word cutting and function words).
 * @returns {{ mix: [string, string][], distinct: string[] }} [kind, query] pairs, and the distinct queries
 */
export function queryMix(indexFile, size, script, { STOPWORDS, wordsOf }) {
  const db = new DatabaseSync(indexFile, { readOnly: true });
  if (script !== undefined) return languageMix(db, size, script, STOPWORDS);
  const next = random(20261125);
  const pick = (list, n) => {
    const copy = [...list];
    const out = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  const words = db
    .prepare('SELECT word, freq FROM vocab WHERE alpha = 1 AND len >= 4 ORDER BY freq DESC, word')
    .all()
    .filter((r) => !STOPWORDS.has(r.word));
  const headings = db
    .prepare('SELECT headings FROM search')
    .all()
    .flatMap((r) => r.headings.split(' · '));
  db.close();
  const per = Math.ceil(size / 5);
  const common = words.slice(0, per).map((r) => r.word);
  const rare = pick(
    words.filter((r) => r.freq <= 2 && r.word.length >= 5).map((r) => r.word),
    per,
  );
  const phrases = pick(headings, per * 3)
    .map((h) => {
      const w = wordsOf(h);
      const start = Math.floor(next() * Math.max(1, w.length - 2));
      return w.slice(start, start + 2 + Math.floor(next() * 2)).join(' ');
    })
    .filter((p) => p.includes(' '))
    .slice(0, per);
  const typo = (w) => {
    const i = 1 + Math.floor(next() * (w.length - 2));
    const kind = Math.floor(next() * 3);
    if (kind === 0) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2); // transposition
    if (kind === 1) return w.slice(0, i) + w.slice(i + 1); // deletion
    return w.slice(0, i) + 'etaoinsr'[Math.floor(next() * 8)] + w.slice(i + 1); // substitution
  };
  const typos = pick(
    words.filter((r) => r.word.length >= 6 && r.freq >= 3).map((r) => r.word),
    per,
  ).map(typo);
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  const prefixes = [
    ...letters,
    ...pick(common, per - letters.length).map((w) => w.slice(0, 2 + Math.floor(next() * 2))),
  ];
  const mix = [
    ...common.map((q) => ['common', q]),
    ...rare.map((q) => ['rare', q]),
    ...phrases.map((q) => ['phrase', q]),
    ...typos.map((q) => ['typo', q]),
    ...prefixes.map((q) => ['prefix', q]),
  ];
  const distinct = new Set(mix.map(([, q]) => q));
  while (distinct.size < 2000) distinct.add(`${pick(common, 1)[0]} ${pick(words, 1)[0].word}`);
  return { mix, distinct: [...distinct].slice(0, 2000) };
}

/** The mix of queryMix for a language's own words (`script`, a Unicode script property value). */
function languageMix(db, size, script, stopwords) {
  const next = random(20261127);
  const pick = (list, n) => {
    const copy = [...list];
    const out = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  const own = new RegExp(`^\\p{Script=${script}}+$`, 'u');
  const words = db
    .prepare('SELECT word, freq FROM vocab ORDER BY freq DESC, word')
    .all()
    .filter((r) => own.test(r.word) && !stopwords.has(r.word) && r.word.length >= 2);
  const headings = db
    .prepare('SELECT headings FROM originals')
    .all()
    .flatMap((r) => r.headings.split(' · '));
  db.close();
  const per = Math.ceil(size / 5);
  const common = words.slice(0, per).map((r) => r.word);
  const rare = pick(
    words.filter((r) => r.freq <= 2).map((r) => r.word),
    per,
  );
  // Phrases: a heading's first 6 to 14 characters, cut at a space where it has one.
  const phrases = pick(headings, per).map((h) => {
    const cut = h.slice(0, 6 + Math.floor(next() * 9));
    return cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  });
  // Typos: a letter dropped or two swapped; never corrected in these scripts, searched as typed.
  const typos = pick(
    words.filter((r) => r.word.length >= 3).map((r) => r.word),
    per,
  ).map((w) => {
    const i = 1 + Math.floor(next() * (w.length - 2));
    return next() < 0.5 ? w.slice(0, i) + w.slice(i + 1) : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  });
  const prefixes = pick(common, per).map((w) => w.slice(0, 1 + Math.floor(next() * 2)));
  const mix = [
    ...common.map((q) => ['common', q]),
    ...rare.map((q) => ['rare', q]),
    ...phrases.map((q) => ['phrase', q]),
    ...typos.map((q) => ['typo', q]),
    ...prefixes.map((q) => ['prefix', q]),
  ];
  return { mix, distinct: [...new Set(mix.map(([, q]) => q))] };
}

/** The languages measured beside English: their code, the script their mix is drawn from. */
export const LANGUAGES = [
  ['ar', 'Arabic'],
  ['zh-Hans', 'Han'],
];

/**
 * Runs a mix once (after a warm-up of its first 50) through `search`, one query at a time.
 * @param {[string, string][]} mix [kind, query] pairs
 * @param {(q: string) => unknown} search one search; awaited
 * @param {(q: string) => string} normaliseQuery the query's normal form (shared/search.ts)
 * @returns {Promise<{ all: object, cpu: object, byKind: Record<string, object> }>} summaries of
 *   the wall time, the process's CPU time (every thread) and the wall time by kind, in ms
 */
export async function timeMix(mix, search, normaliseQuery) {
  for (const [, q] of mix.slice(0, 50)) await search(normaliseQuery(q)); // warm-up
  const byKind = {};
  const all = [];
  const cpu = [];
  for (const [kind, q] of mix) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await search(normaliseQuery(q));
    const used = process.cpuUsage(cpuStarted);
    const ms = performance.now() - started;
    all.push(ms);
    // CPU time (this process, every thread): what other work on the machine cannot inflate.
    cpu.push((used.user + used.system) / 1000);
    (byKind[kind] ??= []).push(ms);
  }
  return {
    all: summary(all),
    cpu: summary(cpu),
    byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, summary(v)])),
  };
}

/**
 * Times a mix against the FTS5 index of one language: the engine alone (its own connection)
 * and openSearch's service (the worker thread, the server's path, cache of one entry).
 * @param {{ bundle: string, index: string, mix: [string, string][], lang?: string }} options the
 *   bundleSearch folder, the English index file (the others lie beside it), the mix, the language
 * @returns {Promise<{ opened: number, engine: object, service: object }>} ms to open, timeMix of each
 */
export async function timeFts({ bundle, index, mix, lang = 'en' }) {
  const { normaliseQuery } = await fromBundleDir(bundle, 'query');
  const { SearchEngine } = await fromBundleDir(bundle, 'engine');
  const { openSearch } = await fromBundleDir(bundle, 'index');
  const { languageIndexFile } = await fromBundleDir(bundle, 'schema');
  const started = performance.now();
  const engine = new SearchEngine(new DatabaseSync(languageIndexFile(index, lang), { readOnly: true }));
  const opened = performance.now() - started;
  const service = openSearch(index, { cacheEntries: 1 });
  const alone = await timeMix(mix, (q) => engine.search({ q, category: 'all', page: 1 }), normaliseQuery);
  const through = await timeMix(mix, (q) => service.search({ lang, q, category: 'all', page: 1 }), normaliseQuery);
  return { opened, engine: alone, service: through };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { mix } = JSON.parse(readFileSync(text('mix'), 'utf8'));
  const result = await timeFts({ bundle: text('bundle'), index: text('index'), mix, lang: text('lang', 'en') });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}
