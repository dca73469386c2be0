import { Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { routes, type PageModule } from './routes.js';
import { pageModules } from './pageModules.js';
import { Layout } from './components/Layout.js';
import { RenderContext, type RenderContextValue } from './renderContext.js';
import { InitialPageDataContext, type InitialPageData } from './pageData.js';
import { ViewProvider, type View } from './view.js';
import { preloadView } from './preload.js';

/** A route's page: its module's lazy component. */
function Page({ module }: { module: PageModule }) {
  const { Component } = pageModules[module];
  return <Component />;
}

/**
 * The whole application below the router: the same tree on the server (inside StaticRouter)
 * and in the browser (inside BrowserRouter), given the first view's page data. `view` is the
 * server's view of the request, so that rendering never matches the path again; `head` is
 * rendered inside the view's provider (the browser's DocumentHead).
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
      <InitialPageDataContext value={initial ?? null}>
        <ViewProvider given={view} onResolve={preloadView}>
          {head}
          <Layout>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={<Page module={route.module} />} />
              ))}
            </Routes>
          </Layout>
        </ViewProvider>
      </InitialPageDataContext>
    </RenderContext>
  );
}
