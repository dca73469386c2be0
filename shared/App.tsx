import { Route, Routes } from 'react-router-dom';
import { routes } from './routes.js';
import { Layout } from './components/Layout.js';
import { SiteContext, type SiteContextValue } from './siteContext.js';

/**
 * The whole application below the router: the same tree on the server (inside StaticRouter)
 * and in the browser (inside BrowserRouter).
 */
export function App({ site }: { site: SiteContextValue }) {
  return (
    <SiteContext value={site}>
      <Layout>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<route.page.Component />} />
          ))}
        </Routes>
      </Layout>
    </SiteContext>
  );
}
