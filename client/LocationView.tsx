/** The view of the location the browser shows, matched once per location and provided to the chrome and the pages. */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isViewOf, matchView, type View } from '../shared/match.js';
import { ViewContext } from '../shared/view.js';
import { useLang } from '../shared/i18n/lang.js';
import type { Lang } from '../shared/i18n/locales.js';
import { viewAheadOf } from './ahead/store.js';

/**
 * The provider of the location's view for one root: `first` (the document's, already matched), the last one (a new
 * location of the same URL: a hash link, a replace) or the page ahead's when it has that URL, otherwise a new match,
 * which `onMatch` hears of as its navigation begins.
 */
export function locationView(first: View, onMatch: (view: View) => void) {
  /** Views by the router's location object: each location is matched once. */
  const matched = new WeakMap<object, View>();
  let last = first;
  const viewAt = (location: { pathname: string; search: string }, lang: Lang): View => {
    let view = matched.get(location);
    if (view === undefined) {
      const known = [last, viewAheadOf(location)].find((v) => v !== undefined && isViewOf(v, location));
      view = known ?? matchView(location.pathname, location.search, lang);
      if (known === undefined) onMatch(view);
      matched.set(location, view);
      last = view;
    }
    return view;
  };
  return function LocationView({ children }: { children: ReactNode }) {
    return <ViewContext value={viewAt(useLocation(), useLang())}>{children}</ViewContext>;
  };
}
