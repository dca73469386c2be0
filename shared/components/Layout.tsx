import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TopBar } from './TopBar.js';
import { Footer } from './Footer.js';
import { useScrollToTop } from './useScrollToTop.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { clearReloadMarker } from '../versionSkew.js';

/**
 * The page chrome (skip link, top bar, footer) around the main landmark that holds the route.
 * The chrome reads the location and view the page is shown at, so it changes in the same
 * render as the page (docs/decisions/025-chrome-in-the-same-render.md).
 */
export function Layout({ children }: { children: ReactNode }) {
  useScrollToTop();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    clearReloadMarker();
  }, []);
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={null}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
