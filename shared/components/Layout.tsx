import { Suspense, useEffect, type ReactNode } from 'react';
import { TopBar } from './TopBar.js';
import { Footer } from './Footer.js';
import { useLocation } from 'react-router-dom';
import { useScrollToTop } from './useScrollToTop.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { clearReloadMarker } from '../versionSkew.js';

/** Page chrome: skip link, top bar, the main landmark around the route, and the footer. */
export function Layout({ children }: { children: ReactNode }) {
  useScrollToTop();
  useEffect(() => {
    // Marks the document once React has hydrated it: CSS may enhance on it, tests wait for it.
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
