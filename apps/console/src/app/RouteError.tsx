import { Button } from 'antd';
import { useRouteError } from 'react-router';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
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
