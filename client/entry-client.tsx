/**
 * Browser entry, imported by client/boot.ts once the server's HTML has been painted and loaded.
 * It loads the current page's chunk, reads the page data the server rendered with from the
 * document (its body from the HTML itself), and hydrates #root with hydrateRoot, after which
 * React Router takes over navigation.
 */
import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../shared/App.js';
import { DocumentHead } from '../shared/documentHead.js';
import { setPageDataFolder, type InitialPageData } from '../shared/pageDataStore.js';
import { pageModules } from '../shared/pageModules.js';
import { matchUrl, type View } from '../shared/match.js';
import { locales } from '../shared/i18n/locales.js';
import { encodeKey } from '../shared/pageKey.js';
import { bodyFromDocument } from '../shared/content/bodies.js';
import { readRenderContext } from './readRenderContext.js';
import { readMessages } from './readMessages.js';
import { prefetchOnIntent } from './prefetch.js';

/**
 * The page data the server rendered with: the JSON data block #page-data (a data block, not a
 * script, so the CSP allows it), with the body the server left out taken from the HTML.
 */
function readInitialPageData(container: HTMLElement, view: View): InitialPageData | undefined {
  const block = document.getElementById('page-data');
  if (block === null) return undefined;
  const initial = JSON.parse(block.textContent ?? 'null') as InitialPageData;
  // A 404 document is shared by every unknown URL of its kind: its null data is this URL's.
  if (initial.data === null) initial.key = view.key === null ? null : encodeKey(view.key);
  const body = bodyFromDocument(container);
  if (body !== undefined && initial.data !== null) initial.data = { ...(initial.data as object), body };
  return initial;
}

const container = document.getElementById('root');
if (container === null) throw new Error('hydration: #root is missing');
const renderContext = readRenderContext(container);
setPageDataFolder(container.dataset.pageData ?? '');
readMessages(container);
const view = matchUrl(window.location.pathname, window.location.search);
const initial = readInitialPageData(container, view);
// A page whose chunk cannot load is left as the server sent it, whole and working, rather than
// hydrated into an error.
await pageModules[view.route.module].load(view.lang);

prefetchOnIntent(container);

// Hydration inside a transition is time-sliced: React yields to the browser every few
// milliseconds instead of blocking input for the whole tree in one long task.
startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <BrowserRouter useTransitions={false} basename={locales[view.lang].prefix || undefined}>
        <App
          renderContext={renderContext}
          initial={initial}
          view={view}
          head={<DocumentHead origin={renderContext.origin} />}
        />
      </BrowserRouter>
    </StrictMode>,
  );
});
