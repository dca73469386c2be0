import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SearchForm } from '../components/SearchForm.js';
import { RichText } from '../components/RichText.js';
import { useMessages } from '../i18n/messages.js';

/** The words of a path, for a search: "/insights/golden-visa-2025" gives "insights golden visa 2025". */
function wordsOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Undecodable escapes stay as they are; the search treats them as text.
  }
  return decoded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && !['insights', 'knowledge', 'services', 'legal', 'html', 'php'].includes(w.toLowerCase()))
    .join(' ');
}

/** A rendered page's path never changes: nothing to subscribe to. */
const noUpdates = () => () => undefined;

/** The not-found page; one document serves every path, so its box gets the path's words once hydrated. Logs the path. */
export default function NotFound() {
  const { pathname } = useLocation();
  const m = useMessages('notFound');
  const words = useSyncExternalStore(
    noUpdates,
    () => wordsOf(pathname),
    () => '',
  );
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>
          <RichText message={m.heading} parts={{ hidden: <span className="visually-hidden">{m.hidden()}</span> }} />
        </h1>
        <p>{m.text()}</p>
        <SearchForm id="not-found-search" label={m.searchLabel()} query={words} />
        <Link className="button button--primary" to="/">
          {m.home()}
        </Link>
      </div>
    </section>
  );
}
