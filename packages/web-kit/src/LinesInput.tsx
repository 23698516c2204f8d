import { Button, InputNumber, type InputNumberProps, Space, Table } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** One control of a line: `set` patches that line only, `index` numbers it (for labels such as 源表1). */
export type LineControl<Line> = {
  /** The column's heading (table layout); the rows layout shows none. */
  title?: string;
  width?: number;
  render: (line: Line, set: (patch: Partial<Line>) => void, index: number) => ReactNode;
};

type NumberKey<Line> = { [K in keyof Line]: Line[K] extends number ? K : never }[keyof Line];

/**
 * A whole-number control of a line (quantity, ‰, stock); a cleared box is 0. `zeroShowsEmpty` keeps the
 * placeholder in view where 0 is no valid answer (a quantity), so the user sees a box still to fill.
 */
export function numberControl<Line>(
  field: NumberKey<Line>,
  props: Omit<InputNumberProps<number>, 'value' | 'onChange'> & { 'aria-label': string; zeroShowsEmpty?: boolean },
): LineControl<Line> {
  const { zeroShowsEmpty, ...input } = props;
  return {
    render: (l, set) => {
      const n = l[field] as number;
      return (
        <InputNumber<number>
          {...input}
          value={zeroShowsEmpty && !n ? undefined : n}
          onChange={(v) => set({ [field]: Number(v ?? 0) } as Partial<Line>)}
        />
      );
    },
  };
}

export type LinesInputProps<Line> = {
  value?: Line[];
  onChange?: (lines: Line[]) => void;
  id?: string;
  /** A new line (a function so that lines never share an array or object). */
  blank: () => Line;
  controls: LineControl<Line>[];
  /** The add button's text. */
  addText: ReactNode;
  /** `rows`: each line one wrapping row of controls; `table`: a small table with headings (and `emptyText`). */
  layout?: 'rows' | 'table';
  emptyText?: string;
  /** Shown under the add button (a hint). */
  footer?: ReactNode;
};

/**
 * A form control (value / onChange) for the small sub-forms of a page: lines added with a dashed button and each
 * removed with 删除. Pages give a line's controls; the list of lines, its keys and its edits live here once.
 */
export function LinesInput<Line extends object>(props: LinesInputProps<Line>) {
  const lines = props.value ?? [];
  const emit = (next: Line[]) => props.onChange?.(next);
  const setter = (i: number) => (patch: Partial<Line>) => emit(lines.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  const remove = (i: number, small?: boolean) => (
    <Button type="link" size={small ? 'small' : undefined} danger onClick={() => emit(lines.filter((_, k) => k !== i))}>
      删除
    </Button>
  );
  const add = (
    <Button
      type="dashed"
      block
      style={props.layout === 'table' ? { marginTop: 8 } : undefined}
      onClick={() => emit([...lines, props.blank()])}
    >
      {props.addText}
    </Button>
  );
  if (props.layout === 'table')
    return (
      <div id={props.id}>
        <Table<Line>
          size="small"
          pagination={false}
          rowKey={(_, i) => String(i)}
          dataSource={lines}
          locale={{ emptyText: props.emptyText }}
          columns={[
            ...props.controls.map((c) => ({
              title: c.title,
              width: c.width,
              render: (_: unknown, l: Line, i: number) => c.render(l, setter(i), i),
            })),
            { title: COMMON_LABELS.action, width: 64, render: (_: unknown, _l: Line, i: number) => remove(i, true) },
          ]}
        />
        {add}
        {props.footer}
      </div>
    );
  return (
    <Space id={props.id} orientation="vertical" style={{ width: '100%' }}>
      {lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity before they are saved
        <Space key={i} wrap>
          {props.controls.map((c, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the controls are a fixed list of the page
            <Fragment key={k}>{c.render(l, setter(i), i)}</Fragment>
          ))}
          {remove(i)}
        </Space>
      ))}
      {add}
      {props.footer}
    </Space>
  );
}
