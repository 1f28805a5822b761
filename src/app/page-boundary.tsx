import { Component, type ReactNode } from 'react';
import { reportError } from '../platform/tracking';
import { LoadFailed } from './load-failed';

/**
 * Catches a page's render errors: reports them and offers a retry instead of a white screen.
 * Keyed by the route, so it mounts once per route change, which opens the new page at the top.
 */
export class PageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  // After the commit that removed the old page: a dialog closing with it returns focus to its opener,
  // which scrolls the leaving page; a reset before that commit would be undone.
  componentDidMount() {
    window.scrollTo(0, 0);
  }

  componentDidCatch(error: unknown) {
    reportError(error, 'render');
    this.setState({ error });
  }

  render() {
    if (this.state.error) return <LoadFailed onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
