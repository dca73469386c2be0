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

const startLoading = (view: View) => void preloadView(view);

/**
 * The application below the router, on the server and in the browser. `view` is the first view,
 * already matched, whose language is the document's; `head` renders inside its view provider.
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
