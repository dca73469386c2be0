/** A view's page: its module's component, read through the loader, inside the view's own context. */
import { memo, use, type ComponentType } from 'react';
import { useLoader } from './loader.js';
import { ViewContext } from './view.js';
import { useLang } from './i18n/lang.js';
import type { View } from './match.js';
import type { PageModule } from './route.js';

/** A page module's component in the page's language; suspends until its chunk and words load, never once they have. */
export function ModulePage({ module }: { module: PageModule }) {
  const loader = useLoader();
  const Component = use(loader.forRender(loader.page(module, useLang())) as Promise<ComponentType>);
  // eslint-disable-next-line react-hooks/static-components -- the loaded module's component, kept by the loader: one type per module
  return <Component />;
}

/** One view's page, memoised so that revealing a page rendered ahead renders none of it again. */
export const Page = memo(function Page({ view }: { view: View }) {
  return (
    <ViewContext value={view}>
      <ModulePage module={view.route.module} />
    </ViewContext>
  );
});
