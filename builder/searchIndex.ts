/**
 * The build's search indexes, one per language: every public page with words of its own
 * (builder/searchDocuments.ts) written into one SQLite database with FTS5 (searchIndex/schema.ts),
 * plus the vocabulary the engine corrects typos and spelling variants from. The English index is
 * built whole; another language's starts as a copy of it, whose translated documents are replaced
 * by their translations in index form (searchIndex/languages.ts), so English-only articles are
 * indexed once whatever the number of languages. Each file is written to a temporary name and
 * renamed into place, so a server never opens a half-written index. Each body's HTML-to-text
 * extraction is kept in the artefact cache; the databases are rebuilt whole (seconds at 1,000
 * articles), on this thread or, for the build, on a worker thread (builder/searchIndexWorker.mjs)
 * while this one goes on with the page data and bundles.
 */
import { copyFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseSync } from 'node:sqlite';
import { BLOCK_SEPARATOR, INDEX_FORMAT, SCHEMA_SQL, TOKENIZE, languageIndexFile } from '../searchIndex/schema.js';
import { MAX_WORD_CHARS, countRuns, spellingKey, wordCounts, wordsOf } from '../searchIndex/text.js';
import { indexForm, rewrittenWords } from '../searchIndex/languages.js';
import { langs, type Lang } from '../shared/i18n/locales.js';
import { keyOf, stepInputs, type ArtefactCache } from './artefactCache.js';
import type { CompiledContent } from './contentTypes.js';
import { revisedUrls, searchDocuments, translatedDocuments, type SearchDocument } from './searchDocuments.js';
import { extractText, type ExtractedText } from './searchExtract.js';

/** What an extraction depends on besides the HTML: the extractor and its decoder. */
const EXTRACTOR = stepInputs(['builder/searchExtract.ts'], ['entities']);

/** How buildSearchIndex runs. */
export interface SearchIndexOptions {
  /** Where extractions are kept across builds; none, extract every body. */
  cache?: ArtefactCache;
  /**
   * Write the databases on a worker thread: this thread only reads the documents (and the
   * cache) and posts them, so it stays free for other work. Default false.
   */
  thread?: boolean;
}

/** What buildSearchIndex wrote: the English index's figures, and each language's. */
export interface SearchIndexStats {
  documents: number;
  /** Distinct words in the vocabulary. */
  words: number;
  /** Size of the index file in bytes. */
  bytes: number;
  /** Every index's figures, by language, English included, with the milliseconds each took. */
  languages: Record<Lang, { documents: number; words: number; bytes: number; ms: number }>;
}

/**
 * A body's extraction, from the cache when it holds one for this HTML. Bodies with the same HTML
 * extracted at once share one cache call, so each distinct body is extracted once: two misses of
 * one key at once would each extract it and write the entry.
 */
function extractor(cache: ArtefactCache | undefined): (html: string) => Promise<ExtractedText> {
  if (cache === undefined) return (html) => Promise.resolve(extractText(html));
  const pending = new Map<string, Promise<Buffer>>();
  return async (html) => {
    const key = keyOf(EXTRACTOR, html);
    let bytes = pending.get(key);
    if (bytes === undefined) {
      bytes = cache.get('search-text', key, () => Promise.resolve(Buffer.from(JSON.stringify(extractText(html)))));
      pending.set(key, bytes);
      void bytes.finally(() => pending.delete(key)).catch(() => undefined);
    }
    return JSON.parse((await bytes).toString('utf8')) as ExtractedText;
  };
}

/** Adds the words of a document's fields to the vocabulary's run counts. */
function countWords(runs: Map<string, number>, doc: SearchDocument): void {
  for (const field of [doc.title, doc.excerpt, doc.body, doc.label, ...doc.headings]) countRuns(field, runs);
}

/** A document's fields in a language's index form (the document itself for English). */
function inIndexForm(doc: SearchDocument, lang: Lang): SearchDocument {
  if (lang === 'en') return doc;
  const form = (text: string) => indexForm(text, lang);
  return {
    ...doc,
    title: form(doc.title),
    headings: doc.headings.map(form),
    excerpt: form(doc.excerpt),
    body: form(doc.body),
    label: form(doc.label),
  };
}

/** Runs of letters, marks and digits as written: the words a snippet marks. */
const WRITTEN_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Adds to `surfaces` each written word of a text whose index form is one other word
 * ("word\0surface"), such as a word with its prefixes and marks; a language whose words are
 * indexed as written adds none (letter case aside, which a snippet ignores).
 */
function collectSurfaces(surfaces: Set<string>, text: string, lang: Lang): void {
  const rewritten = rewrittenWords(lang);
  if (rewritten === undefined) return;
  for (const [written] of text.matchAll(WRITTEN_WORD)) {
    if (!rewritten(written)) continue;
    const surface = written.toLowerCase();
    const words = wordsOf(indexForm(written, lang));
    if (words.length === 1 && words[0] !== surface && surface.length <= MAX_WORD_CHARS * 2)
      surfaces.add(`${words[0]}\u0000${surface}`);
  }
}

/**
 * Each word's porter stem as FTS5 itself makes it: the words go through a scratch FTS5 table
 * with the index's tokenizer, and fts5vocab's `instance` table reads each row's term back.
 */
function stemsOf(db: DatabaseSync, words: readonly string[]): string[] {
  db.exec(`CREATE VIRTUAL TABLE temp.stems USING fts5(word, tokenize = '${TOKENIZE}')`);
  db.exec(`CREATE VIRTUAL TABLE temp.stem_terms USING fts5vocab(temp, stems, instance)`);
  const insert = db.prepare('INSERT INTO temp.stems (rowid, word) VALUES (?, ?)');
  words.forEach((word, i) => insert.run(i, word));
  const stems = [...words];
  for (const row of db.prepare('SELECT doc, term FROM temp.stem_terms WHERE offset = 0').iterate()) {
    stems[Number(row.doc)] = String(row.term);
  }
  db.exec('DROP TABLE temp.stem_terms; DROP TABLE temp.stems');
  return stems;
}

/**
 * Writes the vocabulary: word, stem, spelling key, frequency, length, and whether the word is
 * Latin letters only (the words typos are corrected to: a correction never crosses scripts).
 */
function writeVocabulary(db: DatabaseSync, counts: Map<string, number>): void {
  const words = [...counts.keys()].filter((w) => w.length <= MAX_WORD_CHARS);
  const stems = stemsOf(db, words);
  const insert = db.prepare('INSERT INTO vocab (word, stem, spelling, freq, len, alpha) VALUES (?, ?, ?, ?, ?, ?)');
  words.forEach((word, i) => {
    insert.run(
      word,
      stems[i] ?? word,
      spellingKey(word),
      counts.get(word) ?? 0,
      word.length,
      /^\p{Script=Latin}+$/u.test(word) ? 1 : 0,
    );
  });
}

/**
 * Changes the vocabulary by word counts added and removed: frequencies updated, words no page
 * uses any more deleted, new words written with their stems.
 */
function mergeVocabulary(db: DatabaseSync, added: Map<string, number>, removed: Map<string, number>): void {
  const freqOf = db.prepare('SELECT freq FROM vocab WHERE word = ?');
  const update = db.prepare('UPDATE vocab SET freq = ? WHERE word = ?');
  const remove = db.prepare('DELETE FROM vocab WHERE word = ?');
  const fresh = new Map<string, number>();
  for (const word of new Set([...added.keys(), ...removed.keys()])) {
    const change = (added.get(word) ?? 0) - (removed.get(word) ?? 0);
    if (change === 0) continue;
    const row = freqOf.get(word) as { freq: number } | undefined;
    if (row === undefined) {
      if (change > 0) fresh.set(word, change);
    } else if (row.freq + change > 0) update.run(row.freq + change, word);
    else remove.run(word);
  }
  writeVocabulary(db, fresh);
}

/**
 * Builds the search index of each language of the site into `file` and its language siblings
 * (languageIndexFile; the folder is created).
 * @param content compileContent's result: articles (drafts only when the build keeps them),
 *   legal documents and their translations; the service and other pages are read from their
 *   content modules
 * @param file where to write the English SQLite database, e.g. dist/search/index.sqlite
 * @returns `{ documents, words, bytes }` of the English index (documents indexed, vocabulary
 *   size, file size in bytes), and the same for every language in `languages`
 * @throws Error when SQLite cannot write a file (its temporary file is removed)
 */
export async function buildSearchIndex(
  content: CompiledContent,
  file: string,
  options: SearchIndexOptions = {},
): Promise<SearchIndexStats> {
  const extract = extractor(options.cache);
  const sink = options.thread === true ? threadSink() : localSink();
  try {
    const languages = {} as SearchIndexStats['languages'];
    for (const lang of langs) {
      const started = performance.now();
      sink.open(lang, file, lang === 'en' ? [] : revisedUrls(content, lang));
      const documents = lang === 'en' ? searchDocuments(content, extract) : translatedDocuments(content, extract, lang);
      let batch: SearchDocument[] = [];
      for await (const doc of documents) {
        batch.push(doc);
        if (batch.length === POST_BATCH) {
          await sink.add(batch);
          batch = [];
        }
      }
      if (batch.length > 0) await sink.add(batch);
      languages[lang] = { ...(await sink.finish()), ms: performance.now() - started };
    }
    const { documents, words, bytes } = languages.en;
    return { documents, words, bytes, languages };
  } finally {
    await sink.close();
  }
}

/** Documents handed to a sink at once. */
const POST_BATCH = 64;
/** Batches a worker may have queued before the reader waits: bounds the text held in flight. */
const BATCHES_IN_FLIGHT = 4;

/** Where buildSearchIndex sends each index's documents, in order: one index open at a time. */
interface IndexSink {
  /**
   * Starts the index of `lang` (the English one first: the others are copies of it), leaving out
   * the English pages at `dropped` (a translation being revised: out of its language's search).
   */
  open(lang: Lang, englishFile: string, dropped: readonly string[]): void;
  /** Adds documents to the open index; resolves when more may be sent. */
  add(docs: SearchDocument[]): Promise<void>;
  /** Writes the open index into place; rejects with the writer's error (its file removed). */
  finish(): Promise<IndexFigures>;
  /** Releases the sink, and removes an index left open by an error. */
  close(): Promise<void>;
}

/** A sink that writes on this thread. */
function localSink(): IndexSink {
  let writer: IndexWriter | undefined;
  return {
    open(lang, englishFile, dropped) {
      writer = openWriter(lang, englishFile, dropped);
    },
    add(docs) {
      for (const doc of docs) writer!.add(doc);
      return Promise.resolve();
    },
    finish() {
      const figures = writer!.finish();
      writer = undefined;
      return Promise.resolve(figures);
    },
    close() {
      writer?.abort();
      return Promise.resolve();
    },
  };
}

/** A message from builder/searchIndexWorker.mjs: an ack of a batch, an index's figures, or its error. */
interface WorkerReply {
  ack?: true;
  figures?: IndexFigures;
  error?: string;
}

/**
 * A sink that writes on a worker thread (builder/searchIndexWorker.mjs). Documents are posted
 * in batches with at most BATCHES_IN_FLIGHT unacknowledged; the worker answers each, and each
 * finish with the index's figures. A worker's error rejects what is waiting and every later call.
 */
function threadSink(): IndexSink {
  const worker = new Worker(new URL('./searchIndexWorker.mjs', import.meta.url));
  let inFlight = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  let finished: { resolve: (f: IndexFigures) => void; reject: (e: Error) => void } | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    finished?.reject(failure);
    finished = undefined;
    wake?.();
  };
  worker.on('message', (reply: WorkerReply) => {
    if (reply.error !== undefined) return fail(new Error(reply.error));
    if (reply.ack === true) {
      inFlight -= 1;
      wake?.();
    } else if (reply.figures !== undefined) {
      finished?.resolve(reply.figures);
      finished = undefined;
    }
  });
  worker.on('error', fail);
  /** Throws the worker's error, if it has failed. */
  const check = (): void => {
    if (failure !== undefined) throw failure;
  };
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      fail(new Error(`the search index worker stopped (exit code ${code})`));
      resolve();
    }),
  );
  return {
    open(lang, englishFile, dropped) {
      worker.postMessage({ open: { lang, englishFile, dropped } });
    },
    async add(docs) {
      check();
      inFlight += 1;
      worker.postMessage({ docs });
      while (inFlight > BATCHES_IN_FLIGHT && failure === undefined) {
        await new Promise<void>((resolve) => (wake = resolve));
      }
      check();
    },
    finish() {
      if (failure) return Promise.reject(failure);
      return new Promise<IndexFigures>((resolve, reject) => {
        finished = { resolve, reject };
        worker.postMessage({ finish: true });
      });
    },
    async close() {
      // The worker aborts an open index (removing its temporary file) before it stops.
      worker.postMessage({ close: true });
      await exited;
    },
  };
}

/** Figures of one index file. */
export interface IndexFigures {
  documents: number;
  words: number;
  bytes: number;
}

/** One index being written: documents added in order, then written into place or abandoned. */
export interface IndexWriter {
  add(doc: SearchDocument): void;
  /** Finishes the database and renames it into place; its figures. Removes it on failure. */
  finish(): IndexFigures;
  /** Removes the unfinished database. */
  abort(): void;
}

/**
 * The writer of `lang`'s index: the English one at `englishFile`, another language's beside it
 * (languageIndexFile) as a copy of the English one without the pages at `dropped`. Throws when
 * SQLite cannot open the file.
 */
export function openWriter(lang: Lang, englishFile: string, dropped: readonly string[] = []): IndexWriter {
  return lang === 'en' ? englishWriter(englishFile) : languageWriter(englishFile, lang, dropped);
}

/**
 * A writer over a database in a temporary file (a new one, or a copy of `from`), renamed to
 * `target` when finished: a reader never sees a half-written index. `open` prepares the
 * database and returns how a document is added and how the index is finished (its last writes,
 * returning its document and word counts); any failure removes the file.
 */
function scratchWriter(
  target: string,
  from: string | undefined,
  open: (db: DatabaseSync) => { add: (doc: SearchDocument) => void; last: () => Omit<IndexFigures, 'bytes'> },
): IndexWriter {
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  if (from !== undefined) copyFileSync(from, temporary);
  const db = new DatabaseSync(temporary);
  const abort = () => {
    if (db.isOpen) db.close();
    rmSync(temporary, { force: true });
  };
  const guarded = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      abort();
      throw error;
    }
  };
  const { add, last } = guarded(() => {
    // A scratch file renamed at the end: no journal or sync is worth paying for.
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -65536');
    return open(db);
  });
  return {
    add: (doc) => guarded(() => add(doc)),
    finish: () =>
      guarded(() => {
        const figures = last();
        db.close();
        renameSync(temporary, target);
        return { ...figures, bytes: statSync(target).size };
      }),
    abort,
  };
}

/** The statements that add a document to an index. */
function documentWriter(db: DatabaseSync, lang: Lang) {
  const insertDoc = db.prepare(
    'INSERT INTO docs (id, url, title, kind, category, published) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertText = db.prepare(
    'INSERT INTO search (rowid, title, headings, excerpt, body, label) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertTitle = db.prepare('INSERT INTO titles (rowid, title) VALUES (?, ?)');
  const insertOriginal = db.prepare('INSERT INTO originals (id, headings, excerpt, body) VALUES (?, ?, ?, ?)');
  /** Adds `doc` (as written) under `id`, counting its words in index form into `runs`. */
  return (id: number, doc: SearchDocument, runs: Map<string, number>, surfaces: Set<string>): void => {
    const indexed = inIndexForm(doc, lang);
    insertDoc.run(id, doc.url, doc.title, doc.kind, doc.category ?? null, doc.published ?? null);
    insertText.run(
      id,
      indexed.title,
      indexed.headings.join(BLOCK_SEPARATOR),
      indexed.excerpt,
      indexed.body,
      indexed.label,
    );
    insertTitle.run(id, indexed.title);
    if (indexed !== doc) {
      insertOriginal.run(id, doc.headings.join(BLOCK_SEPARATOR), doc.excerpt, doc.body);
      for (const field of [doc.title, doc.excerpt, doc.body, ...doc.headings]) collectSurfaces(surfaces, field, lang);
    }
    countWords(runs, indexed);
  };
}

/** Writes the collected surfaces ("word\0surface"). */
function writeSurfaces(db: DatabaseSync, surfaces: Set<string>): void {
  const insert = db.prepare('INSERT OR IGNORE INTO surfaces (word, surface) VALUES (?, ?)');
  for (const pair of surfaces) {
    const [word = '', surface = ''] = pair.split('\u0000');
    insert.run(word, surface);
  }
}

/** Merges each FTS5 index into one b-tree segment: a query reads one doclist per term instead of merging several. */
const OPTIMIZE = "INSERT INTO search (search) VALUES ('optimize'); INSERT INTO titles (titles) VALUES ('optimize')";

/** The English index, built whole. */
function englishWriter(file: string): IndexWriter {
  return scratchWriter(file, undefined, (db) => {
    db.exec(SCHEMA_SQL);
    const setMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('format', INDEX_FORMAT);
    setMeta.run('lang', 'en');
    const add = documentWriter(db, 'en');
    const runs = new Map<string, number>();
    const surfaces = new Set<string>();
    let id = 0;
    db.exec('BEGIN');
    return {
      add: (doc) => add(++id, doc, runs, surfaces),
      last() {
        const counts = wordCounts(runs);
        writeVocabulary(db, counts);
        setMeta.run('documents', String(id));
        db.exec('COMMIT');
        db.exec(OPTIMIZE);
        return { documents: id, words: counts.size };
      },
    };
  });
}

/**
 * A language's index: a copy of the English one in which each translated document replaces its
 * English original (the same URL), in the language's index form, with the vocabulary changed to
 * match. English-only pages stay as the English index has them, marked `lang` "en", but those at
 * `dropped`, whose translation is being revised.
 */
function languageWriter(englishFile: string, lang: Lang, dropped: readonly string[]): IndexWriter {
  return scratchWriter(languageIndexFile(englishFile, lang), englishFile, (db) => {
    const byUrl = db.prepare('SELECT id FROM docs WHERE url = ?');
    const fields = db.prepare('SELECT title, headings, excerpt, body, label FROM search WHERE rowid = ?');
    const deleteText = db.prepare('DELETE FROM search WHERE rowid = ?');
    // A contentless table deletes a row given the values it indexed.
    const deleteTitle = db.prepare("INSERT INTO titles (titles, rowid, title) VALUES ('delete', ?, ?)");
    const deleteDoc = db.prepare('DELETE FROM docs WHERE id = ?');
    const add = documentWriter(db, lang);
    const removed = new Map<string, number>();
    const added = new Map<string, number>();
    const surfaces = new Set<string>();
    let id = Number((db.prepare('SELECT max(id) AS n FROM docs').get() as { n: number | null }).n ?? 0);
    db.exec('BEGIN');
    db.prepare("UPDATE meta SET value = ? WHERE key = 'lang'").run(lang);
    // Every copied page is English until its translation replaces it (a new row, `lang` NULL).
    db.exec("UPDATE docs SET lang = 'en'");
    /** Removes the page at `url`, if the copy has it, its words from the vocabulary with it. */
    const remove = (url: string) => {
      const old = byUrl.get(url) as { id: number } | undefined;
      if (old === undefined) return;
      const row = fields.get(BigInt(old.id)) as Record<string, string>;
      for (const field of Object.values(row)) countRuns(field, removed);
      deleteText.run(BigInt(old.id));
      deleteTitle.run(BigInt(old.id), row.title ?? '');
      deleteDoc.run(old.id);
    };
    for (const url of dropped) remove(url);
    return {
      add(doc) {
        remove(doc.url);
        add(++id, doc, added, surfaces);
      },
      last() {
        mergeVocabulary(db, wordCounts(added), wordCounts(removed));
        writeSurfaces(db, surfaces);
        const documents = Number((db.prepare('SELECT count(*) AS n FROM docs').get() as { n: number }).n);
        db.prepare("UPDATE meta SET value = ? WHERE key = 'documents'").run(String(documents));
        db.exec('COMMIT');
        db.exec(OPTIMIZE);
        const words = Number((db.prepare('SELECT count(*) AS n FROM vocab').get() as { n: number }).n);
        return { documents, words };
      },
    };
  });
}
