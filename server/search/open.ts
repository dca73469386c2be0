import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { INDEX_FORMAT } from '../../searchIndex/schema.js';

/** Pages of the index SQLite keeps in memory per connection (KiB, negative as PRAGMA cache_size takes it). */
const CACHE_KIB = 8192;

/**
 * Opens a search index read-only.
 * @param file path of the index (dist/<SEARCH_INDEX_FILE>)
 * @returns the open database, for SearchEngine; the caller closes it
 * @throws Error naming `file` when it is missing, not an SQLite database, or not an index of INDEX_FORMAT
 */
export function openIndex(file: string): DatabaseSync {
  if (!existsSync(file)) throw new Error(`search index ${file} is missing (npm run build writes it)`);
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    db.exec(`PRAGMA query_only = ON; PRAGMA cache_size = -${CACHE_KIB}`);
    const row = db.prepare("SELECT value FROM meta WHERE key = 'format'").get() as { value: string } | undefined;
    if (row?.value !== INDEX_FORMAT) throw new Error(`format ${row?.value ?? 'unknown'}, expected ${INDEX_FORMAT}`);
    return db;
  } catch (error) {
    db?.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`search index ${file} is not a search index: ${reason}`, { cause: error });
  }
}
