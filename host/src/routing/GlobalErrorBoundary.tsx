import { Component, type ReactNode } from 'react';

import { reportClientError } from '@beacon/api';
import { GlobalErrorScreen } from '@beacon/ui';

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Errors outside the content area's boundary (the chrome itself) end here: the app-wide error text of spec §2.3,
 * reported to POST /v1/errors.
 */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override render() {
    if (this.state.hasError) return <GlobalErrorScreen error={this.state.error} onError={reportClientError} />;
    return this.props.children;
  }
}
