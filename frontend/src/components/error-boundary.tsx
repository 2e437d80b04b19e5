import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  /** A change (e.g. the next page's path) clears a failure without remounting what renders fine. */
  resetKey?: string;
};
type State = { failed: boolean; resetKey: string | undefined };

/** Catches a page that cannot load (a chunk, /config.json) so the app shows a way on, not a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
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
