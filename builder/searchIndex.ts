/**
 * The build's search index: every public page with words of its own (builder/searchDocuments.ts)
 * written into one SQLite database with FTS5 (searchIndex/schema.ts), plus the vocabulary the
 * engine corrects typos and spelling variants from. Written to a temporary file and renamed into
 * place, so a server never opens a half-written index. Each body's HTML-to-text extraction is
 * kept in the artefact cache; the database itself is rebuilt whole (seconds at 1,000 articles).
 */
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { BLOCK_SEPARATOR, INDEX_FORMAT, SCHEMA_SQL, TOKENIZE } from '../searchIndex/schema.js';
import { MAX_WORD_CHARS, countRuns, spellingKey, wordCounts } from '../searchIndex/text.js';
import { keyOf, stepInputs, type ArtefactCache } from './artefactCache.js';
import type { CompiledContent } from './content.js';
import { searchDocuments, type SearchDocument } from './searchDocuments.js';
import { extractText, type ExtractedText } from './searchExtract.js';

/** What an extraction depends on besides the HTML: the extractor and its decoder. */
const EXTRACTOR = stepInputs(['builder/searchExtract.ts'], ['entities']);

/** How buildSearchIndex runs. */
export interface SearchIndexOptions {
  /** Where extractions are kept across builds; none, extract every body. */
  cache?: ArtefactCache;
}

/** What buildSearchIndex wrote. */
export interface SearchIndexStats {
  documents: number;
  /** Distinct words in the vocabulary. */
  words: number;
  /** Size of the index file in bytes. */
  bytes: number;
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

/** Writes the vocabulary: word, stem, spelling key, frequency, length, letters only. */
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
      /^\p{L}+$/u.test(word) ? 1 : 0,
    );
  });
}

/**
 * Builds the search index of the site's content into `file` (its folder is created).
 * @param content compileContent's result: articles (drafts only when the build keeps them) and
 *   legal documents; the service and other pages are read from their content modules
 * @param file where to write the SQLite database, e.g. dist/search/index.sqlite
 * @returns `{ documents, words, bytes }`: documents indexed, vocabulary size, file size in bytes
 * @throws Error when SQLite cannot write the file (the temporary file is removed)
 */
export async function buildSearchIndex(
  content: CompiledContent,
  file: string,
  options: SearchIndexOptions = {},
): Promise<SearchIndexStats> {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  const db = new DatabaseSync(temporary);
  try {
    // A scratch file renamed at the end: no journal or sync is worth paying for.
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -65536');
    db.exec(SCHEMA_SQL);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('format', INDEX_FORMAT);
    const insertDoc = db.prepare(
      'INSERT INTO docs (id, url, title, kind, category, published) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertText = db.prepare(
      'INSERT INTO search (rowid, title, headings, excerpt, body, label) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertTitle = db.prepare('INSERT INTO titles (rowid, title) VALUES (?, ?)');
    const runs = new Map<string, number>();
    let id = 0;
    db.exec('BEGIN');
    for await (const doc of searchDocuments(content, extractor(options.cache))) {
      id += 1;
      insertDoc.run(id, doc.url, doc.title, doc.kind, doc.category ?? null, doc.published ?? null);
      insertText.run(id, doc.title, doc.headings.join(BLOCK_SEPARATOR), doc.excerpt, doc.body, doc.label);
      insertTitle.run(id, doc.title);
      countWords(runs, doc);
    }
    const counts = wordCounts(runs);
    writeVocabulary(db, counts);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('documents', String(id));
    db.exec('COMMIT');
    // One b-tree segment per index: a query reads one doclist per term instead of merging several.
    db.exec("INSERT INTO search (search) VALUES ('optimize'); INSERT INTO titles (titles) VALUES ('optimize')");
    db.close();
    renameSync(temporary, file);
    return { documents: id, words: counts.size, bytes: statSync(file).size };
  } catch (error) {
    if (db.isOpen) db.close();
    rmSync(temporary, { force: true });
    throw error;
  }
}
