import { Card, Empty } from 'antd';

/** Stand-in for a page a later issue builds; it shows the page title so the shell can be exercised. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Card title={title} variant="borderless" className="page-card">
      <Empty description={`${title}页面建设中`} />
    </Card>
  );
}
