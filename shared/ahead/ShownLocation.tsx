/**
 * The location the application shows, below the router, which updates its own at once, in the
 * click's task (`useTransitions={false}`). The page ahead, rendered to its end, is shown in that
 * same update; any other page in a transition, as React Router's default does, keeping the
 * previous page on screen until the new one has rendered. On the server it never changes.
 */
import { startTransition, useEffect, useState, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType } from 'react-router-dom';
import { isRenderedAhead } from './store.js';

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

/** Provides the shown location through React Router's own location context, so every `useLocation` reads it. */
export function ShownLocation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState<LocationContextValue>({ location, navigationType });
  const behind = shown.location !== location;
  // Adjusting state while rendering: React renders this component again at once, before its children.
  if (behind && isRenderedAhead(location)) setShown({ location, navigationType });
  useEffect(() => {
    if (behind) startTransition(() => setShown({ location, navigationType }));
  }, [behind, location, navigationType]);
  return <UNSAFE_LocationContext value={shown}>{children}</UNSAFE_LocationContext>;
}
