import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorScreen } from './ErrorScreen';

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (the location, say) a caught error is cleared and the children get a fresh chance. */
  resetKey?: unknown;
  /** Called when a caught error is cleared, before the children render again. */
  onReset?: () => void;
  /** Where render errors are reported (the host passes its error logger). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Contains a failing screen to the content area while the chrome and the other remotes keep working. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.props.onReset?.();
      this.setState({ error: null, hasError: false });
    }
  }

  override render() {
    if (this.state.hasError) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
