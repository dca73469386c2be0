import { Component, memo, useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import type { PageModule } from './routes.js';
import { pageModules } from './pageModules.js';
import { Layout } from './components/Layout.js';
import { RenderContext, type RenderContextValue } from './renderContext.js';
import { InitialPageDataContext, type InitialPageData } from './pageDataStore.js';
import { ViewProvider, useView } from './view.js';
import type { View } from './match.js';
import { preloadView } from './preload.js';
import { markRenderedAhead, usePointerTarget, usePrerenderTarget } from './prerender.js';
import { ShownLocation } from './shownLocation.js';
import { HeadSourcesAhead } from './documentHead.js';

/** Starts loading a navigation's page chunk and page data as the navigation begins. */
const startLoading = (view: View) => void preloadView(view);

/** A route's page: its module's lazy component. */
function Page({ module }: { module: PageModule }) {
  const { Component: PageComponent } = pageModules[module];
  return <PageComponent />;
}

/**
 * The page of one view, its route's module under that view. Memoised on the view, matched once
 * per location, so that revealing a page rendered ahead renders none of it again.
 */
const PageSlot = memo(function PageSlot({ view }: { view: View }) {
  return (
    <ViewProvider view={view}>
      <Page module={view.route.module} />
    </ViewProvider>
  );
});

/**
 * Keeps a page rendered ahead from taking the visible page down: while hidden, a failure
 * renders nothing; once revealed it renders again, and a failure then goes to the route's
 * error boundary.
 */
class AheadBoundary extends Component<
  { hidden: boolean; children: ReactNode },
  { error: unknown; failed: boolean; hidden: boolean }
> {
  override state = { error: undefined as unknown, failed: false, hidden: this.props.hidden };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: { hidden: boolean }, state: { hidden: boolean }) {
    if (props.hidden === state.hidden) return null;
    return { hidden: props.hidden, failed: false, error: undefined };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.hidden) return null;
    throw this.state.error;
  }
}

/**
 * Rendered after a hidden page's subtree and its head tag sources: once it has committed, both
 * have rendered to their end, so a navigation to the page can show it at once
 * (shared/shownLocation.tsx). Recorded in a layout effect, as rendering has no side effects.
 */
function RenderedAhead({ at }: { at: View }) {
  useLayoutEffect(() => markRenderedAhead(at), [at]);
  return null;
}

/**
 * The current location's page and, when a link shows intent (shared/prerender.ts), its
 * target's page rendered ahead. Each page is a `.page` block keyed by path, so a navigation to
 * the target reveals the page already rendered, its DOM and its layout included, instead of
 * rendering it then. The page ahead comes after the current one: it is laid out but takes no
 * room, paints nothing, takes no pointer and is hidden from assistive technology (`data-ahead`,
 * `aria-hidden`, client/styles/base.css). It is `inert` whenever a keyboard could reach it
 * (shared/prerender.ts). Its render is deferred, so React renders it in the background,
 * time-sliced, never in the task of the hover that asked for it.
 */
function Pages() {
  const view = useView();
  const ahead = useDeferredValue(usePrerenderTarget());
  // Not deferred: a key press makes the page ahead inert before the key acts.
  const pointerTarget = usePointerTarget();
  const slots = [{ at: view, hidden: false }];
  if (ahead !== null && ahead.pathname !== view.pathname) slots.push({ at: ahead, hidden: true });
  return slots.map(({ at, hidden }) => (
    <div
      key={at.pathname}
      className="page"
      data-ahead={hidden ? '' : undefined}
      aria-hidden={hidden || undefined}
      inert={hidden && at !== pointerTarget}
    >
      <AheadBoundary hidden={hidden}>
        <PageSlot view={at} />
        {hidden && (
          <ViewProvider view={at}>
            <HeadSourcesAhead />
            <RenderedAhead at={at} />
          </ViewProvider>
        )}
      </AheadBoundary>
    </div>
  ));
}

/**
 * The whole application below the router: the same tree on the server (inside StaticRouter)
 * and in the browser (inside BrowserRouter), given the first view's page data. `view` is the
 * first view, matched for the request (or by the hydration entry), so that rendering never
 * matches its URL again; `head` is rendered inside the view's provider (the browser's
 * DocumentHead).
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
        <ShownLocation>
          <ViewProvider given={view} onMatch={startLoading}>
            {head}
            <Layout>
              <Pages />
            </Layout>
          </ViewProvider>
        </ShownLocation>
      </InitialPageDataContext>
    </RenderContext>
  );
}
