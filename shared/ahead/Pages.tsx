/**
 * The current page and the page ahead, each a `.page` block keyed by path, so that a navigation
 * to the page ahead only reveals its laid-out DOM (decision 019).
 */
import { Component, memo, useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { pageModules } from '../pageModules.js';
import { ViewProvider, useView } from '../view.js';
import type { View } from '../match.js';
import { useHeadSources } from '../documentHead.js';
import { markRenderedAhead, useAhead, usePointerAhead } from './store.js';

/** One view's page, memoised so that revealing it renders none of it again. */
const PageSlot = memo(function PageSlot({ view }: { view: View }) {
  const { Component: PageComponent } = pageModules[view.route.module];
  return (
    <ViewProvider view={view}>
      <PageComponent />
    </ViewProvider>
  );
});

/** While hidden, a failure renders nothing; once shown the page renders again, failing to the route's boundary. */
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

/** Loads the page ahead's head tag sources too, then records that it has rendered to its end. */
function RenderedAhead({ at }: { at: View }) {
  useHeadSources(at);
  useLayoutEffect(() => markRenderedAhead(at), [at]);
  return null;
}

export function Pages() {
  const view = useView();
  const ahead = useDeferredValue(useAhead());
  // Not deferred: a key press makes the page ahead inert before the key acts.
  const pointerAhead = usePointerAhead();
  const slots = [{ at: view, hidden: false }];
  if (ahead !== null && ahead.pathname !== view.pathname) slots.push({ at: ahead, hidden: true });
  return slots.map(({ at, hidden }) => (
    <div
      key={at.pathname}
      className="page"
      data-ahead={hidden ? '' : undefined}
      aria-hidden={hidden || undefined}
      inert={hidden && at !== pointerAhead}
    >
      <AheadBoundary hidden={hidden}>
        <PageSlot view={at} />
        {hidden && <RenderedAhead at={at} />}
      </AheadBoundary>
    </div>
  ));
}
