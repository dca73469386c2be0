/**
 * The errors a search rejects with. Neither carries query text: SQLite's messages can quote the
 * statement, and the HTTP side logs errors, so a failed query is reported by SQLite's error
 * code alone (the server never logs what a reader searched for).
 */

/** Thrown when the engine sheds a query (too many waiting): the HTTP side answers 503 with Retry-After. */
export class SearchBusy extends Error {
  override name = 'SearchBusy';
  override message = 'search is busy: too many queries waiting';
}

/**
 * A failed query as an Error without its text: SQLite's generic description of the error code
 * (node:sqlite's `errstr`, e.g. "SQL logic error"), or the error's name.
 */
export function queryFailure(error: unknown): Error {
  const code = (error as { errstr?: unknown } | null)?.errstr;
  const name = error instanceof Error ? error.name : 'Error';
  return new Error(`search failed: ${typeof code === 'string' ? code : name}`);
}
