/** Browser entry, imported by client/boot.ts: loads the page's chunk and hydrates #root with the server's page data. */
import './styles/index.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../shared/App.js';
import { Layout } from '../shared/components/Layout.js';
import type { InitialPageData } from '../shared/usePageData.js';
import { matchUrl, type View } from '../shared/match.js';
import { locales } from '../shared/i18n/locales.js';
import { encodeKey } from '../shared/pageKey.js';
import { bodyFromDocument } from '../shared/content/bodies.js';
import { DocumentHead } from './DocumentHead.js';
import { locationView } from './LocationView.js';
import { ShownLocation } from './ahead/ShownLocation.js';
import { Pages } from './ahead/Pages.js';
import { browserLoader } from './loader.js';
import { readRenderContext } from './readRenderContext.js';
import { prefetchOnIntent } from './prefetch.js';
import { clearReloadMarker } from './versionSkew.js';

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

/** Marks the document hydrated, and forgets a version-skew reload: later skew may reload again. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    clearReloadMarker();
  }, []);
  return null;
}

const container = document.getElementById('root');
if (container === null) throw new Error('hydration: #root is missing');
const renderContext = readRenderContext(container);
const view = matchUrl(window.location.pathname, window.location.search);
const loader = browserLoader(container, view.lang);
const initial = readInitialPageData(container, view);
// A page whose chunk cannot load stays as the server sent it, whole and working, rather than hydrated into an error.
await loader.forRender(loader.page(view.route.module, view.lang));
// A list or search past its last page is the server's 404: its page renders the 404 page's chunk.
if (initial?.data === null && view.key !== null)
  await loader.forRender(loader.page('shared/pages/NotFound.tsx', view.lang));

prefetchOnIntent(container, loader);

// A navigation's view starts loading as it is matched.
const LocationView = locationView(view, (next) => void loader.view(next));

// In a transition, hydration is time-sliced rather than one long task that blocks input.
startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <BrowserRouter useTransitions={false} basename={locales[view.lang].prefix || undefined}>
        <App renderContext={renderContext} loader={loader} lang={view.lang} initial={initial}>
          <ShownLocation>
            <LocationView>
              <DocumentHead origin={renderContext.origin} />
              <Hydrated />
              <Layout>
                <Pages />
              </Layout>
            </LocationView>
          </ShownLocation>
        </App>
      </BrowserRouter>
    </StrictMode>,
  );
});
