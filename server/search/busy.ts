/** Thrown when the engine sheds a query (too many waiting, or its CPU budget spent): the HTTP side answers 503 with Retry-After. */
export class SearchBusy extends Error {
  override name = 'SearchBusy';
  constructor(message = 'search is busy: too many queries waiting') {
    super(message);
  }
}
