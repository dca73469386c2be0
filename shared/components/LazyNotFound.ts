import { lazy } from 'react';

/** The 404 page, which a list or search renders only past its last page (the server's 404): loaded then, not with the page. */
export const LazyNotFound = lazy(() => import('../pages/NotFound.js'));
