/** The view (shared/match.ts) of the location a component is rendered at, provided once, read with `useView`. */
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isViewOf, matchView, type View } from './match.js';
import { viewAheadOf } from './ahead/store.js';
import { useLang } from './i18n/lang.js';
import type { Lang } from './i18n/locales.js';

const ViewContext = createContext<View | null>(null);

/** Views by the router's location object: each location is matched once. */
const matched = new WeakMap<object, View>();
/** Kept for a new location of the same URL (a hash link, a replace). */
let last: View | undefined;

interface LocationViewProps {
  /** The first view, already matched for the request. */
  given?: View | undefined;
  /** Hears of each view matched here, as its navigation begins. */
  onMatch?: ((view: View) => void) | undefined;
  children: ReactNode;
}

/** Provides `view` (a page rendered ahead names its own), otherwise the router's location's. */
export function ViewProvider({ view, ...props }: LocationViewProps & { view?: View | undefined }) {
  return view === undefined ? <LocationView {...props} /> : <ViewContext value={view}>{props.children}</ViewContext>;
}

/** A location's view: `given`, the last one or the page ahead's when it has that URL, otherwise a new match. */
function viewAt(
  location: { pathname: string; search: string },
  lang: Lang,
  { given, onMatch }: LocationViewProps,
): View {
  let view = matched.get(location);
  if (view === undefined) {
    const known = [given, last, viewAheadOf(location)].find((v) => v !== undefined && isViewOf(v, location));
    view = known ?? matchView(location.pathname, location.search, lang);
    if (known === undefined) onMatch?.(view);
    matched.set(location, view);
    last = view;
  }
  return view;
}

function LocationView(props: LocationViewProps) {
  return <ViewContext value={viewAt(useLocation(), useLang(), props)}>{props.children}</ViewContext>;
}

/** The view of the page being rendered. Throws outside a ViewProvider. */
export function useView(): View {
  const view = useContext(ViewContext);
  if (view === null) throw new Error('useView needs a ViewProvider above it');
  return view;
}
