import { Result } from 'antd';

// Apart from routes.tsx so that antd's Result loads only when a page is refused or missing, not with every page.
export function Forbidden() {
  return <Result status="403" title="无权访问" subTitle="您没有访问该页面的权限，请联系管理员" />;
}

export function NotFound() {
  return <Result status="404" title="页面不存在" subTitle="子应用中没有这个页面" />;
}
