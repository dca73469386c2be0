/** Browser entry, imported by client/boot.ts: loads the page's chunk and hydrates #root with the server's page data. */
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

/** The page data the server rendered with: the JSON data block #page-data, plus the body it left in the HTML. */
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
// A page whose chunk cannot load stays as the server sent it, whole and working, rather than hydrated into an error.
await pageModules[view.route.module].load(view.lang);
// A list or search past its last page is the server's 404: its page renders the 404 page's chunk.
if (initial?.data === null && view.key !== null) await pageModules['shared/pages/NotFound.tsx'].load(view.lang);

prefetchOnIntent(container);

// In a transition, hydration is time-sliced rather than one long task that blocks input.
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
