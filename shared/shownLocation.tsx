/**
 * The location the application shows, below the router. The browser's router updates its
 * location at once, in the click's own task (`<BrowserRouter useTransitions={false}>`); this
 * decides how the page follows:
 *  - a page rendered ahead to its end (shared/prerender.ts) is shown in that same update, so it
 *    is on screen in the frame that follows the click;
 *  - any other page is shown in a transition, as React Router's default does: until its chunk
 *    and data have arrived and it has rendered, the previous page stays on screen, whole.
 * The server's location never changes during a render, so it is shown as it is.
 */
import { startTransition, useEffect, useState, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType } from 'react-router-dom';
import { isRenderedAhead } from './prerender.js';

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

/**
 * Provides the shown location to everything below, through React Router's own location context
 * (the one `<Routes location>` provides), so every `useLocation` reads it.
 */
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
