/**
 * The current location's page and the page ahead (./store.ts), each a `.page` block keyed by
 * path, so that a navigation to the page ahead reveals its DOM and layout instead of rendering
 * it then. The page ahead comes after the current one, takes no room, paints nothing, takes no
 * pointer and is hidden from assistive technology (`data-ahead`, client/styles/base.css). Its
 * render is deferred, so React renders it time-sliced in the background, never in the task of
 * the hover that asked for it (decisions 018 and 019).
 */
import { Component, memo, useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { pageModules } from '../pageModules.js';
import { ViewProvider, useView } from '../view.js';
import type { View } from '../match.js';
import { useHeadSources } from '../documentHead.js';
import { markRenderedAhead, useAhead, usePointerAhead } from './store.js';

/** The page of one view: its route's module under that view, memoised so that revealing it renders none of it again. */
const PageSlot = memo(function PageSlot({ view }: { view: View }) {
  const { Component: PageComponent } = pageModules[view.route.module];
  return (
    <ViewProvider view={view}>
      <PageComponent />
    </ViewProvider>
  );
});

/**
 * Keeps the page ahead from taking the visible page down: while hidden, a failure renders
 * nothing; once shown it renders again, and a failure then goes to the route's error boundary.
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
 * Reads the page ahead's head tag sources, so that the navigation's render cannot suspend on
 * them, and once committed after its page records that it has rendered to its end.
 */
function RenderedAhead({ at }: { at: View }) {
  useHeadSources(at);
  useLayoutEffect(() => markRenderedAhead(at), [at]);
  return null;
}

/** The current view's page and, when there is one, the page ahead. */
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
