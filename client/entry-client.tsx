/**
 * Browser entry, imported by client/boot.ts once the server's HTML has been painted: loads the
 * current route's page chunk (and article body), then hydrates the HTML with hydrateRoot
 * (time-sliced), after which React Router takes over navigation.
 */
import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../shared/App.js';
import { resolveRoute } from '../shared/resolve.js';
import { readSiteContext } from './readSiteContext.js';

const container = document.getElementById('root');
if (container === null) throw new Error('hydration: #root is missing');
const site = readSiteContext(container);

// Hydrating with the page's chunk and data loaded means no boundary suspends and the first client render
// equals the server's HTML.
const resolved = resolveRoute(window.location.pathname);
// An article's or legal page's body is already in the HTML: take it from there, never fetch it.
// The body store comes with those pages only, so other pages' first load does not carry it.
if (container.querySelector('[data-body]') !== null) {
  const { primeBodyFromDocument } = await import('../shared/content/bodies.js');
  primeBodyFromDocument(container);
}
await Promise.all([resolved.route.page.preload(), resolved.data?.load()]);

// Hydration inside a transition is time-sliced: React yields to the browser every few
// milliseconds instead of blocking input for the whole tree in one long task.
startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <BrowserRouter>
        <App site={site} />
      </BrowserRouter>
    </StrictMode>,
  );
});
