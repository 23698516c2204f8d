import { DATAX_MODES, TABLE_FIELDS as L } from '@console/contract/api/datax';
import { Button, Input, Select, Table } from 'antd';

export type TableLine = { source: string; target: string; mode: string; watermarkColumn: string; keyColumns: string[] };
const blank = (): TableLine => ({ source: '', target: '', mode: 'full', watermarkColumn: '', keyColumns: ['id'] });

/**
 * The task's tables as editable lines (a form control: value / onChange): source, target, mode, the watermark
 * column of an incremental line and the key columns. The contract schema checks each line on save.
 */
export function TablesEditor({ value, onChange, id }: { value?: TableLine[]; onChange?: (v: TableLine[]) => void; id?: string }) {
  const lines = value ?? [];
  const set = (i: number, patch: Partial<TableLine>) => onChange?.(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <div id={id}>
      <Table<TableLine>
        size="small"
        pagination={false}
        rowKey={(_, i) => String(i)}
        dataSource={lines}
        locale={{ emptyText: `请添加${L.tables}` }}
        columns={[
          {
            title: L.source,
            render: (_, l, i) => (
              <Input
                value={l.source}
                placeholder="如 shop_info"
                aria-label={`${L.source}${i + 1}`}
                onChange={(e) => set(i, { source: e.target.value })}
              />
            ),
          },
          {
            title: L.target,
            render: (_, l, i) => (
              <Input
                value={l.target}
                placeholder="如 datax_demo.shop_info"
                aria-label={`${L.target}${i + 1}`}
                onChange={(e) => set(i, { target: e.target.value })}
              />
            ),
          },
          {
            title: L.mode,
            width: 96,
            render: (_, l, i) => (
              <Select
                value={l.mode}
                aria-label={`${L.mode}${i + 1}`}
                options={DATAX_MODES.map((m) => ({ ...m }))}
                onChange={(mode) => set(i, { mode, watermarkColumn: mode === 'full' ? '' : l.watermarkColumn })}
              />
            ),
          },
          {
            title: L.watermarkColumn,
            render: (_, l, i) => (
              <Input
                value={l.watermarkColumn}
                disabled={l.mode === 'full'}
                placeholder={l.mode === 'full' ? '全量无需' : '如 updated_at'}
                aria-label={`${L.watermarkColumn}${i + 1}`}
                onChange={(e) => set(i, { watermarkColumn: e.target.value })}
              />
            ),
          },
          {
            title: L.keyColumns,
            render: (_, l, i) => (
              <Select
                mode="tags"
                open={false}
                value={l.keyColumns}
                aria-label={`${L.keyColumns}${i + 1}`}
                placeholder="回车添加"
                onChange={(keyColumns: string[]) => set(i, { keyColumns })}
              />
            ),
          },
          {
            title: '操作',
            width: 64,
            render: (_, _l, i) => (
              <Button type="link" size="small" danger onClick={() => onChange?.(lines.filter((_, j) => j !== i))}>
                删除
              </Button>
            ),
          },
        ]}
      />
      <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => onChange?.([...lines, blank()])}>
        添加{L.tables}
      </Button>
    </div>
  );
}
