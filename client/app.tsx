/**
 * Second stage of the browser entry (client/entry-client.tsx): the application. Loads the
 * current route's page chunk (and, on article and legal pages, primes the body store from the
 * HTML), then returns the element tree that hydrates #root. It never imports React DOM: that
 * stays in the first stage, evaluated a task earlier.
 */
import { StrictMode, type ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../shared/App.js';
import { resolveRoute } from '../shared/resolve.js';
import { readSiteContext } from './readSiteContext.js';

/**
 * The tree for hydrateRoot, once everything it renders is loaded: with the page's chunk and data
 * in memory no boundary suspends, so the first client render equals the server's HTML.
 * @param container the #root element the server rendered into
 * @returns the element to hydrate `container` with
 */
export async function loadApp(container: HTMLElement): Promise<ReactElement> {
  const site = readSiteContext(container);
  const resolved = resolveRoute(window.location.pathname);
  // An article's or legal page's body is already in the HTML: take it from there, never fetch it.
  // The body store comes with those pages only, so other pages' first load does not carry it.
  if (container.querySelector('[data-body]') !== null) {
    const { primeBodyFromDocument } = await import('../shared/content/bodies.js');
    primeBodyFromDocument(container);
  }
  await Promise.all([resolved.route.page.preload(), resolved.data?.load()]);
  return (
    <StrictMode>
      <BrowserRouter>
        <App site={site} />
      </BrowserRouter>
    </StrictMode>
  );
}
