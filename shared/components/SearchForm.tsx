import { Suspense, lazy, useId, useRef, useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { MAX_QUERY_CHARS, normaliseQuery, searchUrl } from '../search.js';
import { useMessages } from '../i18n/messages.js';

/** Typed queries the search page's box remembers, more than a reader types between two renders. */
const MAX_TYPED = 50;

const InstantResults = lazy(() => import('./InstantResults.js'));

type Props = { id: string; label?: string; query?: string; onType?: (value: string) => void };

/**
 * A GET form to /search; once focused it shows results as you type, unless `onType` (the search page) takes each edit.
 * @param query the query shown; a new value replaces what was typed, unless the box typed it
 */
export function SearchForm({ id, label, query = '', onType }: Props) {
  const m = useMessages('common').searchForm;
  const navigate = useNavigate();
  const searchAction = useHref('/search');
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(query);
  const [shown, setShown] = useState(query);
  // The URL catching up with a query typed since is no change.
  const [typed, setTyped] = useState<readonly string[]>([]);
  const [active, setActive] = useState(false);
  const listId = `${useId()}-results`;
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
          // A query reads in its own direction; an empty box keeps the page's, as an empty dir="auto" one turns ltr.
          dir={value === '' ? undefined : 'auto'}
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
