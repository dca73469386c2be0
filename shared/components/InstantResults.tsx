/** Results as you type from the search endpoint, the box a WAI-ARIA combobox (APG "list autocomplete"). */
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_API, normaliseQuery, searchUrl, type SearchResults } from '../search.js';
import { localePath } from '../i18n/locales.js';
import { textLang, useLang } from '../i18n/lang.js';
import { useMessages } from '../i18n/messages.js';
import { useKindLine } from './SearchResult.js';

/** Results shown under the box; the last option opens the search page with all of them. */
const SHOWN = 5;
/** Milliseconds of quiet typing before a request, so a fast typist sends one request, not six. */
const DEBOUNCE_MS = 120;

type Option = { url: string; title: string; detail: string; lang?: 'en' };

type Props = { input: RefObject<HTMLInputElement | null>; query: string; listId: string };

export default function InstantResults({ input, query, listId }: Props) {
  const navigate = useNavigate();
  const endpoint = localePath(useLang(), SEARCH_API);
  const m = useMessages('search').instant;
  const kindLine = useKindLine();
  const q = normaliseQuery(query);
  const [results, setResults] = useState<SearchResults | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const [asked, setAsked] = useState(q);
  // A new query closes the active option until its results arrive.
  if (asked !== q) {
    setAsked(q);
    setActive(-1);
  }

  useEffect(() => {
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${endpoint}?${new URLSearchParams({ q }).toString()}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<SearchResults>) : null))
        .then((data) => {
          setResults(data);
          setOpen(true);
        })
        // An aborted or failed request leaves the last results; the form still submits.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, endpoint]);

  const current = results !== null && q.length >= 2 && results.q.toLowerCase() === q.toLowerCase() ? results : null;
  const options: Option[] = current?.hits.slice(0, SHOWN).map((hit) => ({ ...hit, detail: kindLine(hit) })) ?? [];
  if (current !== null && current.total > 0) {
    const detail = m.seeAllFor({ query: current.searched });
    options.push({ url: searchUrl(q), title: m.seeAll({ count: current.total }), detail });
  }
  const expanded = open && options.length > 0;

  useEffect(() => {
    const box = input.current;
    if (box === null) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', listId);
    box.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) box.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else box.removeAttribute('aria-activedescendant');
  });
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(expanded ? (active + 1) % options.length : 0);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(active <= 0 ? options.length - 1 : active - 1);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active] !== undefined) {
      event.preventDefault();
      void navigate(options[active].url);
    }
  });
  useEffect(() => {
    const box = input.current;
    if (box === null) return;
    const listeners = new AbortController();
    const { signal } = listeners;
    box.addEventListener('keydown', onKey, { signal });
    box.addEventListener('blur', () => setOpen(false), { signal });
    box.addEventListener('focus', () => setOpen(true), { signal });
    return () => listeners.abort();
  }, [input]);

  const count = current === null ? '' : current.total === 0 ? m.none() : m.count({ count: current.total });
  return (
    <>
      <p className="visually-hidden" role="status">
        {count}
      </p>
      {/* A mouse press on an option must not blur the box first, or the list would close under it. */}
      <ul
        id={listId}
        className="instant"
        role="listbox"
        aria-label={m.label()}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, i) => (
          // Keys are handled on the combobox, which keeps focus (WAI-ARIA combobox pattern).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.url}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'instant__option is-active' : 'instant__option'}
            onClick={() => void navigate(option.url)}
          >
            <span className="instant__title" {...textLang(option)}>
              {option.title}
            </span>
            <span className="instant__detail">{option.detail}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
