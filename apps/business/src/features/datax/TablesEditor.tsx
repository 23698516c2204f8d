import { DATAX_MODES, TABLE_FIELDS as L } from '@console/contract/api/datax';
import { type LineControl, LinesInput } from '@console/web-kit/resource';
import { Input, Select } from 'antd';

export type TableLine = { source: string; target: string; mode: string; watermarkColumn: string; keyColumns: string[] };
const blank = (): TableLine => ({ source: '', target: '', mode: 'full', watermarkColumn: '', keyColumns: ['id'] });

/** A text column of the line: its label numbered by line (源表1) so each input is named apart. */
const text = (field: 'source' | 'target', placeholder: string): LineControl<TableLine> => ({
  title: L[field],
  render: (l, set, i) => (
    <Input
      value={l[field]}
      placeholder={placeholder}
      aria-label={`${L[field]}${i + 1}`}
      onChange={(e) => set({ [field]: e.target.value })}
    />
  ),
});

const controls: LineControl<TableLine>[] = [
  text('source', '如 shop_info'),
  text('target', '如 datax_demo.shop_info'),
  {
    title: L.mode,
    width: 96,
    render: (l, set, i) => (
      <Select
        value={l.mode}
        aria-label={`${L.mode}${i + 1}`}
        options={DATAX_MODES.map((m) => ({ ...m }))}
        onChange={(mode) => set({ mode, watermarkColumn: mode === 'full' ? '' : l.watermarkColumn })}
      />
    ),
  },
  {
    title: L.watermarkColumn,
    render: (l, set, i) => (
      <Input
        value={l.watermarkColumn}
        disabled={l.mode === 'full'}
        placeholder={l.mode === 'full' ? '全量无需' : '如 updated_at'}
        aria-label={`${L.watermarkColumn}${i + 1}`}
        onChange={(e) => set({ watermarkColumn: e.target.value })}
      />
    ),
  },
  {
    title: L.keyColumns,
    render: (l, set, i) => (
      <Select
        mode="tags"
        open={false}
        value={l.keyColumns}
        aria-label={`${L.keyColumns}${i + 1}`}
        placeholder="回车添加"
        onChange={(keyColumns: string[]) => set({ keyColumns })}
      />
    ),
  },
];

/**
 * The task's tables as editable lines (a form control: value / onChange): source, target, mode, the watermark
 * column of an incremental line and the key columns. The contract schema checks each line on save.
 */
export function TablesEditor(props: { value?: TableLine[]; onChange?: (v: TableLine[]) => void; id?: string }) {
  return (
    <LinesInput<TableLine>
      {...props}
      layout="table"
      blank={blank}
      controls={controls}
      emptyText={`请添加${L.tables}`}
      addText={`添加${L.tables}`}
    />
  );
}
