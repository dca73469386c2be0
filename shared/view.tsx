/**
 * The view in React: the matcher's result (shared/match.ts) for the location a component is
 * rendered at, provided once and read with `useView`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isViewOf, matchView, type View } from './match.js';
import { viewAheadOf } from './ahead/store.js';
import { useLang } from './i18n/lang.js';
import type { Lang } from './i18n/locales.js';

const ViewContext = createContext<View | null>(null);

/** Views matched so far, by the router's location object: each location is matched once. */
const matched = new WeakMap<object, View>();
/** The view matched last, kept for a location of the same URL (a hash link, a replace). */
let last: View | undefined;

/**
 * The view of a location, matched once per location object: `first` when it is that URL's
 * (the server's, matched for the request), the page rendered ahead's when it is, the last one
 * for the same URL (a hash link, a replace), otherwise a new match, which `onMatch` hears of.
 */
function viewAt(
  location: { pathname: string; search: string },
  first: View | undefined,
  onMatch: ((view: View) => void) | undefined,
  lang: Lang,
): View {
  let view = matched.get(location);
  if (view === undefined) {
    const known = [first, last, viewAheadOf(location)].find((v) => v !== undefined && isViewOf(v, location));
    view = known ?? matchView(location.pathname, location.search, lang);
    if (known === undefined) onMatch?.(view);
    matched.set(location, view);
    last = view;
  }
  return view;
}

/**
 * The view of the location the router provides here (`viewAt`).
 * @param onMatch hears of each view matched here, as its navigation begins
 */
const useLocationView = (first: View | undefined, onMatch?: (view: View) => void): View =>
  viewAt(useLocation(), first, onMatch, useLang());

/**
 * Provides a view to the components below: `view` when given (a page rendered ahead names its
 * own), otherwise the current location's (`useLocationView`).
 */
export function ViewProvider({
  view,
  given,
  onMatch,
  children,
}: {
  view?: View | undefined;
  given?: View | undefined;
  onMatch?: ((view: View) => void) | undefined;
  children: ReactNode;
}) {
  return view === undefined ? (
    <LocationView given={given} onMatch={onMatch}>
      {children}
    </LocationView>
  ) : (
    <ViewContext value={view}>{children}</ViewContext>
  );
}

function LocationView({
  given,
  onMatch,
  children,
}: {
  given: View | undefined;
  onMatch: ((view: View) => void) | undefined;
  children: ReactNode;
}) {
  return <ViewContext value={useLocationView(given, onMatch)}>{children}</ViewContext>;
}

/** The view of the page being rendered. Throws outside a ViewProvider. */
export function useView(): View {
  const view = useContext(ViewContext);
  if (view === null) throw new Error('useView needs a ViewProvider above it');
  return view;
}
