import { Suspense, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { TopBar } from './TopBar.js';
import { Footer } from './Footer.js';
import { useScrollToTop } from './useScrollToTop.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { clearReloadMarker } from '../versionSkew.js';
import { ViewProvider } from '../view.js';
import type { View } from '../match.js';

/**
 * The location as the page chrome shows it: the current one, caught up in a transition after
 * each navigation has committed. The top bar and footer hold most of the site's links, and
 * React Router re-renders every link on a location change: rendered with the navigation, they
 * took about half of its work before the new page could show.
 */
function useTrailingLocation(location: Location): Location {
  const [shown, setShown] = useState(location);
  useEffect(() => {
    startTransition(() => setShown(location));
  }, [location]);
  return shown;
}

/**
 * The page chrome (skip link, top bar, footer) around the main landmark that holds the route.
 * The chrome follows the location one render behind the page (`useTrailingLocation`): its
 * router context and view are the trailing location's, so a navigation's commit holds the new
 * page and head tags only, and the active link follows at once after.
 * @param view the server's view of the request (the first view in the browser)
 */
export function Layout({ children, view }: { children: ReactNode; view?: View | undefined }) {
  useScrollToTop();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    clearReloadMarker();
  }, []);
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useTrailingLocation(location);
  const chromeLocation = useMemo(() => ({ location: shown, navigationType }), [shown, navigationType]);
  // Elements made once: a render of the layout alone re-renders neither bar.
  const [topBar, footer] = useMemo(() => [<TopBar key="top" />, <Footer key="footer" />], []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <UNSAFE_LocationContext value={chromeLocation}>
        <ViewProvider given={view}>{topBar}</ViewProvider>
      </UNSAFE_LocationContext>
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={null}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      <UNSAFE_LocationContext value={chromeLocation}>
        <ViewProvider given={view}>{footer}</ViewProvider>
      </UNSAFE_LocationContext>
    </>
  );
}
