/**
 * The location the application shows: the page ahead, rendered to its end, in the router's own
 * update, any other in a transition that keeps the previous page on screen (decision 019).
 */
import { startTransition, useEffect, useState, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType } from 'react-router-dom';
import { isRenderedAhead } from './store.js';

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

/** Provides the shown location through React Router's location context, so `useLocation` reads it. */
export function ShownLocation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState<LocationContextValue>({ location, navigationType });
  const behind = shown.location !== location;
  // State set while rendering: React renders this again at once, before its children.
  if (behind && isRenderedAhead(location)) setShown({ location, navigationType });
  useEffect(() => {
    if (behind) startTransition(() => setShown({ location, navigationType }));
  }, [behind, location, navigationType]);
  return <UNSAFE_LocationContext value={shown}>{children}</UNSAFE_LocationContext>;
}
