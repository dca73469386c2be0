import { Suspense, lazy, useId, useRef, useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { MAX_QUERY_CHARS, normaliseQuery, searchUrl } from '../search.js';
import { useMessages } from '../i18n/messages.js';

/** Typed queries the search page's box remembers: more than a reader types between two renders. */
const MAX_TYPED = 50;

/** Results as you type: its own chunk, loaded when a search box is first focused. */
const InstantResults = lazy(() => import('./InstantResults.js'));

/**
 * A search box: a GET form to /search, so it works without JavaScript. With JavaScript, the
 * first focus loads the instant layer (results as you type, in a WAI-ARIA combobox) and a
 * submission navigates on the client. `live` is the search page's own box: typing replaces
 * the page's URL instead (the page's results follow it), so Back and sharing keep the query.
 * @param query the query the box shows; a new value (the URL changed) replaces what was typed,
 *   unless the box typed it (its own edit reaching the URL while typing goes on)
 * @param onType the search page's handler for each edit, when `live`
 * @param label the box's label; the chrome's "Search the site" when absent
 */
export function SearchForm({
  id,
  label,
  query = '',
  onType,
}: {
  id: string;
  label?: string;
  query?: string;
  onType?: (value: string) => void;
}) {
  const m = useMessages('common').searchForm;
  const navigate = useNavigate();
  // The results page in the page's language: the router adds its prefix, as it does to links.
  const searchAction = useHref('/search');
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(query);
  const [shown, setShown] = useState(query);
  // Queries typed since the box last took the URL's: the URL catching up with one is no change.
  const [typed, setTyped] = useState<readonly string[]>([]);
  const [active, setActive] = useState(false);
  const listId = `${useId()}-results`;
  // The URL's query changed under the box (Back, a link): show it, unless the box typed it.
  if (shown !== query) {
    setShown(query);
    if (normaliseQuery(value) !== query && !typed.includes(query)) {
      setValue(query);
      setTyped([]);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchUrl(value));
  };
  return (
    <form role="search" action={searchAction} method="get" className="search-form" onSubmit={submit}>
      <label htmlFor={id} className="search-form__label">
        {label ?? m.label()}
      </label>
      <div className="search-form__row">
        <input
          ref={input}
          id={id}
          className="search-form__input"
          type="search"
          name="q"
          value={value}
          maxLength={MAX_QUERY_CHARS}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={m.placeholder()}
          onChange={(event) => {
            setValue(event.target.value);
            if (onType === undefined) return;
            const next = normaliseQuery(event.target.value);
            setTyped((all) => (all.includes(next) ? all : [...all, next].slice(-MAX_TYPED)));
            onType(event.target.value);
          }}
          onFocus={() => setActive(true)}
        />
        <button type="submit" className="button button--primary search-form__submit">
          {m.submit()}
        </button>
      </div>
      {active && onType === undefined && (
        <Suspense fallback={null}>
          <InstantResults input={input} query={value} listId={listId} />
        </Suspense>
      )}
    </form>
  );
}
