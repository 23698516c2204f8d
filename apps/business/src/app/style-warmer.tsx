import { SearchForm, type SearchField } from '@console/web-kit/resource';
import { Badge, Button, Card, Empty, Radio, Space, Spin, Switch, Table, Tag } from 'antd';
import { startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * antd writes a component's CSS the first time the component renders: on a list page's first visit that is
 * a third of the click's time (a table, a search form, a date picker, tags and switches, each computed and
 * injected, then the whole page's style recalculated), paid again by every page showing a kind of component
 * for the first time. Rendering those components once ahead, while the browser is idle after the first page,
 * moves that work off the clicks. They render into a node outside the document: their CSS registers through
 * React's context (prefix, theme, the sub-app's style holder), while nothing is laid out or shown.
 */
const FIELDS: SearchField[] = [
  { name: 'text', label: '名称' },
  { name: 'choice', label: '状态', kind: 'select', options: [{ value: 1, label: '启用' }] },
  { name: 'time', label: '时间', kind: 'range' },
];
const COLUMNS = [
  { title: '名称', dataIndex: 'name', fixed: 'left' as const, width: 120 },
  { title: '状态', dataIndex: 'tag', render: () => <Tag color="green">启用</Tag> },
  { title: '开关', dataIndex: 'on', render: () => <Switch size="small" checked /> },
  { title: '操作', dataIndex: 'id', fixed: 'right' as const, width: 120, render: () => <Button type="link">编辑</Button> },
];
const ROWS = [{ id: 1, name: '—' }];
const ignore = () => {};

function Components() {
  return (
    <Space direction="vertical">
      <SearchForm name="style-warmer" fields={FIELDS} onSearch={ignore} />
      <Card size="small">
        <Radio.Group optionType="button" value={1} options={[{ value: 1, label: '全部' }]} />
        <Badge count={1} />
        <Spin spinning />
        <Empty />
      </Card>
      <Table
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        dataSource={ROWS}
        rowSelection={{}}
        scroll={{ x: 1200 }}
        pagination={{ total: 100, showSizeChanger: true, showQuickJumper: true, showTotal: (n) => n }}
      />
    </Space>
  );
}

/** The page on screen first: the warm-up waits until the sub-app fetches nothing and the browser is idle. */
function whenIdle(busy: () => boolean, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const attempt = () => {
    if (cancelled) return;
    if (busy()) timer = setTimeout(attempt, 200);
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(() => !cancelled && run(), { timeout: 2_000 });
    else run();
  };
  timer = setTimeout(attempt, 300);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/** Renders the common list components once, off the document, when the sub-app is idle; stays mounted. */
export function StyleWarmer({ busy }: { busy: () => boolean }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; `busy` reads live state itself
  useEffect(() => whenIdle(busy, () => startTransition(() => setTarget(document.createElement('div')))), []);
  // Kept mounted: antd forgets a component's CSS entry once its last user unmounts, and would compute it again.
  return target ? createPortal(<Components />, target) : null;
}
