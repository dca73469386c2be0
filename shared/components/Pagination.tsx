import { Link, type To } from 'react-router-dom';
import { useMessages } from '../i18n/messages.js';

type Props = { page: number; pages: number; to: (n: number) => To; label: string };

/** Previous and next links (`to` gives page n's, 1-based) and the page's place; nothing for a single page. */
export function Pagination({ page, pages, to, label }: Props) {
  const m = useMessages('articles').pagination;
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 && (
        <Link className="button button--outline" rel="prev" to={to(page - 1)}>
          <span className="icon--directional" aria-hidden="true">
            ←
          </span>{' '}
          {m.previous()}
          <span className="visually-hidden">{m.hiddenPage()}</span>
        </Link>
      )}
      <p className="pagination__status">{m.status({ page, pages })}</p>
      {page < pages && (
        <Link className="button button--outline" rel="next" to={to(page + 1)}>
          {m.next()}
          <span className="visually-hidden">{m.hiddenPage()}</span>{' '}
          <span className="icon--directional" aria-hidden="true">
            →
          </span>
        </Link>
      )}
    </nav>
  );
}
