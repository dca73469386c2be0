/**
 * Second stage of the browser entry (client/entry-client.tsx): the application. Loads the
 * current page's chunk, reads the page data the server rendered with from the document (its
 * body from the HTML itself), then returns the element tree that hydrates #root. It never
 * imports React DOM: that stays in the first stage, evaluated a task earlier.
 */
import { StrictMode, type ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../shared/App.js';
import { resolveRoute } from '../shared/resolve.js';
import { pageDataKey, setPageDataFolder, type InitialPageData } from '../shared/pageData.js';
import { bodyFromDocument } from '../shared/content/bodies.js';
import { readSiteContext } from './readSiteContext.js';

/**
 * The page data the server rendered with: the JSON data block #page-data (a data block, not a
 * script, so the CSP allows it), with the body the server left out taken from the HTML.
 */
function readInitialPageData(container: HTMLElement): InitialPageData | undefined {
  const block = document.getElementById('page-data');
  if (block === null) return undefined;
  const initial = JSON.parse(block.textContent ?? 'null') as InitialPageData;
  // A 404 document is shared by every unknown URL of its kind: its null data is this URL's.
  if (initial.data === null) initial.key = pageDataKey(window.location.pathname, window.location.search) ?? '-';
  const body = bodyFromDocument(container);
  if (body !== undefined && initial.data !== null) initial.data = { ...(initial.data as object), body };
  return initial;
}

/**
 * The tree for hydrateRoot, once the page's chunk has loaded, with the page data the server
 * rendered with, so the first client render equals the server's HTML.
 * @param container the #root element the server rendered into
 * @returns the element to hydrate `container` with
 */
export async function loadApp(container: HTMLElement): Promise<ReactElement> {
  const site = readSiteContext(container);
  setPageDataFolder(container.dataset.pageData ?? '');
  const initial = readInitialPageData(container);
  // A page whose chunk cannot load is left as the server sent it, whole and working, rather
  // than hydrated into an error.
  await resolveRoute(window.location.pathname).route.page.load();
  return (
    <StrictMode>
      <BrowserRouter>
        <App site={site} initial={initial} />
      </BrowserRouter>
    </StrictMode>
  );
}
