import { Component, type ReactNode } from 'react';
import { reportError } from '../platform/tracking';
import { LoadFailed } from './load-failed';

/** Catches a page's render errors: reports them and offers a retry instead of a white screen. */
export class PageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  componentDidCatch(error: unknown) {
    reportError(error, 'render');
    this.setState({ error });
  }

  render() {
    if (this.state.error) return <LoadFailed onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
