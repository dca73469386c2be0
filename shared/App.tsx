import type { ReactNode } from 'react';
import { RenderContext, type RenderContextValue } from './renderContext.js';
import { InitialPageDataContext, type InitialPageData } from './usePageData.js';
import { LoaderContext, type Loader } from './loader.js';
import { LangContext } from './i18n/lang.js';
import type { Lang } from './i18n/locales.js';

/**
 * What every render of the application provides below the router, on the server and in the browser: the render
 * context, the loader, the document's language and its page data. `children` is the server's page or the browser's
 * location-driven pages.
 */
export function App({
  renderContext,
  loader,
  lang,
  initial,
  children,
}: {
  renderContext: RenderContextValue;
  loader: Loader;
  lang: Lang;
  initial?: InitialPageData | undefined;
  children: ReactNode;
}) {
  return (
    <RenderContext value={renderContext}>
      <LoaderContext value={loader}>
        <LangContext value={lang}>
          <InitialPageDataContext value={initial ?? null}>{children}</InitialPageDataContext>
        </LangContext>
      </LoaderContext>
    </RenderContext>
  );
}
