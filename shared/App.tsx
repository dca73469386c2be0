import type { ReactNode } from 'react';
import { Layout } from './components/Layout.js';
import { RenderContext, type RenderContextValue } from './renderContext.js';
import { InitialPageDataContext, type InitialPageData } from './pageDataStore.js';
import { ViewProvider } from './view.js';
import type { View } from './match.js';
import { preloadView } from './preload.js';
import { ShownLocation } from './ahead/ShownLocation.js';
import { Pages } from './ahead/Pages.js';
import { LangContext } from './i18n/lang.js';

/** Starts loading a navigation's page chunk and page data as the navigation begins. */
const startLoading = (view: View) => void preloadView(view);

/**
 * The whole application below the router: the same tree on the server (inside StaticRouter)
 * and in the browser (inside BrowserRouter), given the first view's page data. `view` is the
 * first view, matched for the request (or by the hydration entry), so that rendering never
 * matches its URL again, and whose language is the document's (a change of language loads
 * another document); `head` is rendered inside the view's provider (the browser's DocumentHead).
 */
export function App({
  renderContext,
  initial,
  view,
  head,
}: {
  renderContext: RenderContextValue;
  initial?: InitialPageData | undefined;
  view?: View | undefined;
  head?: ReactNode;
}) {
  return (
    <RenderContext value={renderContext}>
      <LangContext value={view?.lang ?? 'en'}>
        <InitialPageDataContext value={initial ?? null}>
          <ShownLocation>
            <ViewProvider given={view} onMatch={startLoading}>
              {head}
              <Layout>
                <Pages />
              </Layout>
            </ViewProvider>
          </ShownLocation>
        </InitialPageDataContext>
      </LangContext>
    </RenderContext>
  );
}
