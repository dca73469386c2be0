import { Component, type ReactNode } from 'react';
import { useMessages } from '../i18n/messages.js';

interface Props {
  children: ReactNode;
  /** The current path: a navigation clears the failure (without remounting the page). */
  resetKey: string;
}

/** Catches a page that failed to load twice (versionSkew.ts), keeping the chrome, and offers a reload. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

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
