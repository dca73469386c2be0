import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on a pathname change (not the first render, not a query change), as a page load would. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // In the commit, so the new page's first frame is painted at the top.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
}
