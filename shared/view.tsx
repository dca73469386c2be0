/** The view (shared/match.ts) of the page a component is rendered in, provided once per page, read with `useView`. */
import { createContext, useContext } from 'react';
import type { View } from './match.js';

/** The server provides the request's view; the browser its location's (client/LocationView.tsx), and each page its own. */
export const ViewContext = createContext<View | null>(null);

/** The view of the page being rendered. Throws outside a ViewContext. */
export function useView(): View {
  const view = useContext(ViewContext);
  if (view === null) throw new Error('useView needs a ViewContext above it');
  return view;
}
