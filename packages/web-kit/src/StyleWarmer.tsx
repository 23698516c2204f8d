import { Badge, Button, Card, Empty, Radio, Space, Spin, Switch, Table, Tag } from 'antd';
import { memo, useState } from 'react';
import { createPortal } from 'react-dom';
import { type SearchField, SearchForm } from './SearchForm.tsx';

/*
 * antd writes a component's CSS the first time the component renders: on a list page's first visit that is a
 * third of the click's time (a table, a search form, a date picker, tags and switches, each computed and
 * injected, then the whole page's style recalculated), paid again by every page showing a kind of component
 * for the first time. Rendered once ahead, while the browser is idle, that work leaves the clicks.
 */
// Texts are placeholders: nothing here is ever shown, and CSS does not depend on them.
const FIELDS: SearchField[] = [
  { name: 'text', label: 'a' },
  { name: 'choice', label: 'b', kind: 'select', options: [{ value: 1, label: 'c' }] },
  { name: 'time', label: 'd', kind: 'range' },
];
const COLUMNS = [
  { title: 'a', dataIndex: 'name', fixed: 'left' as const, width: 120 },
  { title: 'b', dataIndex: 'tag', render: () => <Tag color="green">c</Tag> },
  { title: 'e', dataIndex: 'on', render: () => <Switch size="small" checked /> },
  { title: 'f', dataIndex: 'id', fixed: 'right' as const, width: 120, render: () => <Button type="link">g</Button> },
];
const ROWS = [{ id: 1, name: '—' }];
const ignore = () => {};

/**
 * The common list components, rendered into a node outside the document: their CSS registers through React's
 * context (prefix, theme, the app's style holder) while nothing is laid out or shown. Keep it mounted: antd
 * forgets a component's CSS entry once its last user unmounts, and would compute it again on the next one.
 * Memoised: its owner (the console's kept pages, the sub-app's root) draws again at every menu click, and the
 * warmer's ~200 unseen components with it.
 */
export const StyleWarmer = memo(function StyleWarmer() {
  const [target] = useState(() => document.createElement('div'));
  return createPortal(
    <Space orientation="vertical">
      <SearchForm name="style-warmer" fields={FIELDS} onSearch={ignore} />
      <Card size="small">
        <Radio.Group optionType="button" value={1} options={[{ value: 1, label: 'h' }]} />
        <Badge count={1} />
        <Spin spinning />
        <Empty />
      </Card>
      <Table
        rowKey="id"
        columns={COLUMNS}
        dataSource={ROWS}
        rowSelection={{}}
        scroll={{ x: 1200 }}
        pagination={{ total: 100, showSizeChanger: true, showQuickJumper: true, showTotal: (n) => n }}
      />
    </Space>,
    target,
  );
});
