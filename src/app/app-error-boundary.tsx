import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';

const ErrorScreen = lazy(() => import('./error-screen'));

interface State {
  failed: boolean;
}

/** Last line of defence outside the router: a crash anywhere shows the error page, not a blank tab. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorScreen kind="fatal" />
      </Suspense>
    );
  }
}
