/**
 * The search index files: one SQLite database per language of the site, which the build writes
 * (builder/searchIndex.ts) and the server opens read-only (server/search/). Neither side owns
 * them; no client module imports them. A language's index holds the pages of its site: its
 * translations in its own language, the rest (English-only articles) in English. Its tables, as
 * the two sides agree on them:
 *  - `search`: FTS5 (sqlite.org/fts5.html) over each document's fields in index form
 *    (searchIndex/languages.ts), porter-stemmed unicode61 words (no prefix index: a word being
 *    typed stands for its likeliest completions from `vocab`, a bounded number whatever its length);
 *  - `titles`: the titles alone, contentless, by the same rowid: "is this word in the title"
 *    reads a doclist of a few titles instead of the word's doclist over every body;
 *  - `docs`: what a result shows besides its snippet (url, title, kind, category, date), by the
 *    same rowid, with the language of a document not in the index's (`lang`: "en" for an
 *    English-only article in another language's index, NULL otherwise);
 *  - `originals`: the fields as written (headings, excerpt, body) of a document whose index form
 *    differs from its text (a language not indexed as written), for its snippet; other documents' snippets are cut
 *    from `search` itself;
 *  - `vocab`: every word (index form) with its porter stem, spelling key and frequency, for
 *    spelling variants and typo correction (`alpha`: Latin letters only, the words corrected);
 *  - `surfaces`: the ways a word in index form is written in the text (والإقامة for اقامه), so
 *    that a snippet marks them;
 *  - `meta`: the format version and the index's language, so the server refuses a file it
 *    cannot read and cuts queries as the build cut the pages.
 */
import { locales, type Lang } from '../shared/i18n/locales.js';

/** Where the build writes the English index, relative to the dist folder; outside dist/public, so never served. */
export const SEARCH_INDEX_FILE = 'search/index.sqlite';

/**
 * The index of a language beside the English one: index.sqlite for English, index.ar.sqlite,
 * index.zh-hans.sqlite (the language's folder name).
 * @param file the English index's path (e.g. dist/search/index.sqlite)
 */
export function languageIndexFile(file: string, lang: Lang): string {
  const { folder } = locales[lang];
  return folder === '' ? file : file.replace(/(\.sqlite)?$/u, `.${folder}.sqlite`);
}

/** The `meta` row `format` of an index this code reads; a new layout gets a new value. */
export const INDEX_FORMAT = 'aldermere-search/3';

/** FTS5 columns in order, with their bm25 weights: title over headings over excerpt over body. */
export const COLUMNS = [
  ['title', 10],
  ['headings', 5],
  ['excerpt', 3],
  ['body', 1],
  ['label', 2],
] as const;

/**
 * What the build puts between a field's blocks (list items, table cells, headings) where no
 * sentence's end stands: not a token to FTS5, and what keeps a snippet from running items together.
 */
export const BLOCK_SEPARATOR = ' · ';

/** The tokenizer of the index: Porter stemming over unicode61 with diacritics removed. */
export const TOKENIZE = 'porter unicode61 remove_diacritics 2';

/** The tables, created in an empty database by the build. */
export const SCHEMA_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE docs (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  title TEXT NOT NULL,
  kind TEXT NOT NULL,
  category TEXT,
  published TEXT,
  lang TEXT
);
CREATE INDEX docs_category ON docs (category);
CREATE VIRTUAL TABLE search USING fts5(
  ${COLUMNS.map(([name]) => name).join(', ')},
  tokenize = '${TOKENIZE}'
);
CREATE VIRTUAL TABLE titles USING fts5(title, tokenize = '${TOKENIZE}', content = '');
CREATE TABLE originals (id INTEGER PRIMARY KEY, headings TEXT NOT NULL, excerpt TEXT NOT NULL, body TEXT NOT NULL);
CREATE TABLE vocab (
  word TEXT PRIMARY KEY,
  stem TEXT NOT NULL,
  spelling TEXT NOT NULL,
  freq INTEGER NOT NULL,
  len INTEGER NOT NULL,
  alpha INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX vocab_spelling ON vocab (spelling);
CREATE INDEX vocab_stem ON vocab (stem);
CREATE INDEX vocab_length ON vocab (alpha, len);
CREATE TABLE surfaces (word TEXT NOT NULL, surface TEXT NOT NULL, PRIMARY KEY (word, surface)) WITHOUT ROWID;
`;
