import { ModulePage } from '../Page.js';

/** The 404 page, which a list or search renders only past its last page (the server's 404): loaded then, not with the page. */
export const LazyNotFound = () => <ModulePage module="shared/pages/NotFound.tsx" />;
