import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top on every pathname change, as a full page load would. `<ScrollRestoration>` exists only in
 * React Router's data mode; with <BrowserRouter> a small effect is the usual answer. The first
 * render is skipped so a reload keeps the browser's own scroll position; query changes (the
 * category filter) keep the reader's place.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // In the commit, as React Router's own scroll restoration does: the first frame of the new
  // page is painted at the top, never at the previous page's offset.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
}
