import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changes when the visitor navigates, which clears a previous failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a page that fails to render or whose code fails to load (a dropped connection, the
 * payment chunk's 120-second limit) and offers a way back instead of a blank page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="container page-body" role="alert">
        <h1>This page could not be shown</h1>
        <p>Something went wrong while loading this page. Check your connection and try again.</p>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Try again
          </button>{' '}
          <a href="/">Go to the home page</a>
        </p>
      </div>
    );
  }
}
