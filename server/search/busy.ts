/** The errors a search rejects with; neither carries query text, which the server never logs. */

/** Thrown when the engine sheds a query (too many waiting): the HTTP side answers 503 with Retry-After. */
export class SearchBusy extends Error {
  override name = 'SearchBusy';
  override message = 'search is busy: too many queries waiting';
}

/** A failed query as an Error with SQLite's description of its code (`errstr`), as its message may quote the query. */
export function queryFailure(error: unknown): Error {
  const code = (error as { errstr?: unknown } | null)?.errstr;
  const name = error instanceof Error ? error.name : 'Error';
  return new Error(`search failed: ${typeof code === 'string' ? code : name}`);
}
