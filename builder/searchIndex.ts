/**
 * The build's search indexes, one per language: every public page with words of its own
 * (builder/searchDocuments.ts) written into one SQLite database with FTS5 (searchIndex/schema.ts),
 * plus the vocabulary the engine corrects typos and spelling variants from. The English index is
 * built whole; another language's starts as a copy of it, whose translated documents are replaced
 * by their translations in index form (searchIndex/languages.ts), so English-only articles are
 * indexed once whatever the number of languages. Each file is written to a temporary name and
 * renamed into place, so a server never opens a half-written index. Each body's HTML-to-text
 * extraction is kept in the artefact cache; the databases are rebuilt whole (seconds at 1,000
 * articles).
 */
import { copyFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { BLOCK_SEPARATOR, INDEX_FORMAT, SCHEMA_SQL, TOKENIZE, languageIndexFile } from '../searchIndex/schema.js';
import { MAX_WORD_CHARS, countRuns, spellingKey, wordCounts, wordsOf } from '../searchIndex/text.js';
import { indexForm } from '../searchIndex/languages.js';
import { translationLangs, type Lang } from '../shared/i18n/locales.js';
import { keyOf, stepInputs, type ArtefactCache } from './artefactCache.js';
import type { CompiledContent } from './content.js';
import { searchDocuments, translatedDocuments, type SearchDocument } from './searchDocuments.js';
import { extractText, type ExtractedText } from './searchExtract.js';

/** What an extraction depends on besides the HTML: the extractor and its decoder. */
const EXTRACTOR = stepInputs(['builder/searchExtract.ts'], ['entities']);

/** How buildSearchIndex runs. */
export interface SearchIndexOptions {
  /** Where extractions are kept across builds; none, extract every body. */
  cache?: ArtefactCache;
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
 * ("word\0surface"): Arabic words with their prefixes and marks. Chinese words are written as
 * they are indexed, and English ones differ by letter case only, which a snippet ignores.
 */
function collectSurfaces(surfaces: Set<string>, text: string, lang: Lang): void {
  if (lang !== 'ar') return;
  for (const [written] of text.matchAll(WRITTEN_WORD)) {
    if (!/[\u0600-\u06ff]/u.test(written)) continue;
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
  const timed = async (build: () => Promise<IndexFigures>) => {
    const started = performance.now();
    const figures = await build();
    return { ...figures, ms: performance.now() - started };
  };
  const en = await timed(() => buildEnglish(content, file, extract));
  const languages = { en } as SearchIndexStats['languages'];
  for (const lang of translationLangs) languages[lang] = await timed(() => buildLanguage(content, file, lang, extract));
  return { documents: en.documents, words: en.words, bytes: en.bytes, languages };
}

/** Figures of one index file. */
interface IndexFigures {
  documents: number;
  words: number;
  bytes: number;
}

/**
 * Writes a database through `write` into a temporary file (a new one, or a copy of `from`),
 * then renames it to `target`: a reader never sees a half-written index. Removed on failure.
 */
async function writeIndex(
  target: string,
  from: string | undefined,
  write: (db: DatabaseSync) => Promise<{ documents: number; words: number }>,
): Promise<IndexFigures> {
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  if (from !== undefined) copyFileSync(from, temporary);
  const db = new DatabaseSync(temporary);
  try {
    // A scratch file renamed at the end: no journal or sync is worth paying for.
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -65536');
    const figures = await write(db);
    db.close();
    renameSync(temporary, target);
    return { ...figures, bytes: statSync(target).size };
  } catch (error) {
    if (db.isOpen) db.close();
    rmSync(temporary, { force: true });
    throw error;
  }
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
function buildEnglish(
  content: CompiledContent,
  file: string,
  extract: (html: string) => Promise<ExtractedText>,
): Promise<IndexFigures> {
  return writeIndex(file, undefined, async (db) => {
    db.exec(SCHEMA_SQL);
    const setMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('format', INDEX_FORMAT);
    setMeta.run('lang', 'en');
    const add = documentWriter(db, 'en');
    const runs = new Map<string, number>();
    const surfaces = new Set<string>();
    let id = 0;
    db.exec('BEGIN');
    for await (const doc of searchDocuments(content, extract)) add(++id, doc, runs, surfaces);
    const counts = wordCounts(runs);
    writeVocabulary(db, counts);
    setMeta.run('documents', String(id));
    db.exec('COMMIT');
    db.exec(OPTIMIZE);
    return { documents: id, words: counts.size };
  });
}

/**
 * A language's index: a copy of the English one in which each translated document replaces its
 * English original (the same URL), in the language's index form, with the vocabulary changed to
 * match. English-only pages stay as the English index has them, marked `lang` "en".
 */
function buildLanguage(
  content: CompiledContent,
  englishFile: string,
  lang: Lang,
  extract: (html: string) => Promise<ExtractedText>,
): Promise<IndexFigures> {
  return writeIndex(languageIndexFile(englishFile, lang), englishFile, async (db) => {
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
    for await (const doc of translatedDocuments(content, extract, lang)) {
      const old = byUrl.get(doc.url) as { id: number } | undefined;
      if (old !== undefined) {
        const row = fields.get(BigInt(old.id)) as Record<string, string>;
        for (const field of Object.values(row)) countRuns(field, removed);
        deleteText.run(BigInt(old.id));
        deleteTitle.run(BigInt(old.id), row.title ?? '');
        deleteDoc.run(old.id);
      }
      add(++id, doc, added, surfaces);
    }
    mergeVocabulary(db, wordCounts(added), wordCounts(removed));
    writeSurfaces(db, surfaces);
    const documents = Number((db.prepare('SELECT count(*) AS n FROM docs').get() as { n: number }).n);
    db.prepare("UPDATE meta SET value = ? WHERE key = 'documents'").run(String(documents));
    db.exec('COMMIT');
    db.exec(OPTIMIZE);
    const words = Number((db.prepare('SELECT count(*) AS n FROM vocab').get() as { n: number }).n);
    return { documents, words };
  });
}
