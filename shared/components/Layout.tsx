import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TopBar } from './TopBar.js';
import { Footer } from './Footer.js';
import { useScrollToTop } from './useScrollToTop.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { useMessages } from '../i18n/messages.js';

/** The chrome around the main landmark, rendered with the page so both change together (decision 025). */
export function Layout({ children }: { children: ReactNode }) {
  useScrollToTop();
  const { pathname } = useLocation();
  const m = useMessages('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {m.skipLink()}
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
