import { Route, Routes } from 'react-router-dom';
import { routes } from './routes.js';
import { Layout } from './components/Layout.js';
import { RenderContext, type RenderContextValue } from './renderContext.js';
import { InitialPageDataContext, type InitialPageData } from './pageData.js';

/**
 * The whole application below the router: the same tree on the server (inside StaticRouter)
 * and in the browser (inside BrowserRouter), given the first view's page data.
 */
export function App({
  renderContext,
  initial,
}: {
  renderContext: RenderContextValue;
  initial?: InitialPageData | undefined;
}) {
  return (
    <RenderContext value={renderContext}>
      <InitialPageDataContext value={initial ?? null}>
        <Layout>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={<route.page.Component />} />
            ))}
          </Routes>
        </Layout>
      </InitialPageDataContext>
    </RenderContext>
  );
}
