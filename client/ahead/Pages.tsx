/**
 * The current page and the page ahead, each a `.page` block keyed by path, so that a navigation
 * to the page ahead only reveals its laid-out DOM (decision 019).
 */
import { Component, useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { Page } from '../../shared/Page.js';
import { useView } from '../../shared/view.js';
import type { View } from '../../shared/match.js';
import { useHeadSources } from '../DocumentHead.js';
import { markRenderedAhead, useAhead, usePointerAhead } from './store.js';

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
        <Page view={at} />
        {hidden && <RenderedAhead at={at} />}
      </AheadBoundary>
    </div>
  ));
}
