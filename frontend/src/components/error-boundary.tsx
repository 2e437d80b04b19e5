import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback: (retry: () => void) => ReactNode };

/** Catches a page that cannot load (a chunk, /config.json) so the app shows a way on, not a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The error's name only: messages can carry user input.
    console.error('Page failed to render:', error.name, info.componentStack?.split('\n')[1]?.trim() ?? '');
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
