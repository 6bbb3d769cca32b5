import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onError: (error: unknown) => void;
}

/** Catches a failing server-chosen component (a render error or a chunk that will not load). */
export class LayoutErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
