import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show once a child failed; `reset` renders the children again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a render failure below it (e.g. a lazy chunk that did not load) and shows `fallback`. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
