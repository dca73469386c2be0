import { Link, type To } from 'react-router-dom';

/**
 * Links to the previous and next pages of a list or of search results, and where this page
 * stands; nothing when everything fits on one page. Plain links with the page in the query, so
 * they work without JavaScript.
 * @param to the link target of page n (1-based)
 * @param label what the pages are of, for the navigation landmark's name
 */
export function Pagination({
  page,
  pages,
  to,
  label,
}: {
  page: number;
  pages: number;
  to: (n: number) => To;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 && (
        <Link className="button button--outline" rel="prev" to={to(page - 1)}>
          <span className="icon--directional" aria-hidden="true">
            ←
          </span>{' '}
          Previous<span className="visually-hidden"> page</span>
        </Link>
      )}
      <p className="pagination__status">{`Page ${page} of ${pages}`}</p>
      {page < pages && (
        <Link className="button button--outline" rel="next" to={to(page + 1)}>
          Next<span className="visually-hidden"> page</span>{' '}
          <span className="icon--directional" aria-hidden="true">
            →
          </span>
        </Link>
      )}
    </nav>
  );
}
