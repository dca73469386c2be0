import { Component, type ReactNode } from 'react';
import { useMessages } from '../i18n/messages.js';

interface Props {
  children: ReactNode;
  /** The current path: a navigation clears the failure (without remounting the page). */
  resetKey: string;
}

/**
 * Catches a page that cannot be shown (its chunk or body failed to load twice, see
 * versionSkew.ts) so the rest of the site stays on screen, and offers a full reload.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <LoadFailed />;
  }
}

/** The failure's message and its reload link, in the chrome's words (loaded with every page). */
function LoadFailed() {
  const m = useMessages('common').errorBoundary;
  return (
    <section className="not-found">
      <div className="container not-found__inner">
        <h1>{m.title()}</h1>
        <p>{m.text()}</p>
        <a className="button button--primary" href={typeof window === 'undefined' ? '/' : window.location.href}>
          {m.reload()}
        </a>
      </div>
    </section>
  );
}
