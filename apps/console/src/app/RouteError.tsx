import { Button } from 'antd';
import { Component, type ReactNode } from 'react';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : '';
  return (
    <div className="route-error" role="alert">
      <h1>页面加载失败</h1>
      <p>{detail ? `请刷新后重试（${detail}）` : '请刷新后重试'}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        刷新页面
      </Button>
    </div>
  );
}

/**
 * The routes' error boundary (the declarative router has no errorElement): a failing page shows RouteError,
 * and moving to another address (`resetKey`) tries again.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; at?: string }> {
  state: { error: unknown; at?: string } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; at?: string }) {
    if (state.error === undefined) return { at: props.resetKey };
    // The error stays on the address where it happened; another address renders afresh.
    if (state.at !== undefined && state.at !== props.resetKey) return { error: undefined, at: props.resetKey };
    return null;
  }

  render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
