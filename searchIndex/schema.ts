/**
 * The search index file: one SQLite database the build writes (builder/searchIndex.ts) and the
 * server opens read-only (server/search/). Neither side owns it; no client module imports it.
 * Its tables, as the two sides agree on them:
 *  - `search`: FTS5 (sqlite.org/fts5.html) over each document's fields, porter-stemmed
 *    unicode61 words (no prefix index: a word being typed stands for its likeliest completions
 *    from `vocab`, a bounded number whatever its length);
 *  - `titles`: the titles alone, contentless, by the same rowid: "is this word in the title"
 *    reads a doclist of a few titles instead of the word's doclist over every body;
 *  - `docs`: what a result shows besides its snippet (url, title, kind, category, date), by the
 *    same rowid;
 *  - `vocab`: every surface word with its porter stem, spelling key and frequency, for spelling
 *    variants and typo correction;
 *  - `meta`: the format version, so the server refuses a file it cannot read.
 */

/** Where the build writes the index, relative to the dist folder; outside dist/public, so never served. */
export const SEARCH_INDEX_FILE = 'search/index.sqlite';

/** The `meta` row `format` of an index this code reads; a new layout gets a new value. */
export const INDEX_FORMAT = 'aldermere-search/1';

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
  published TEXT
);
CREATE INDEX docs_category ON docs (category);
CREATE VIRTUAL TABLE search USING fts5(
  ${COLUMNS.map(([name]) => name).join(', ')},
  tokenize = '${TOKENIZE}'
);
CREATE VIRTUAL TABLE titles USING fts5(title, tokenize = '${TOKENIZE}', content = '');
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
`;
