import { type Declaration, type FieldDecl, fieldsIn, type MachineDecl, optionLabel, stateOf } from '@console/contract/declaration';
import { alignOf, formatQuantity, KIND_WIDTH } from '@console/contract/format';
import { yuan } from '@console/contract/money';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

type Row = Record<string, unknown>;
type Render<T> = (value: never, row: T) => ReactNode;

const numeric = (text: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</span>;

/** A cell by the field's kind: money and counts grouped in tabular digits, an enum as its label (a tag when coloured); the field's `cell` says where it shows otherwise. */
export function cellOf(f: Pick<FieldDecl, 'kind' | 'options' | 'cell'>, value: unknown): ReactNode {
  if (value == null || value === '') return f.cell?.empty ?? '—';
  switch (f.kind) {
    case 'money':
      return numeric(yuan(Number(value)));
    case 'quantity':
      return f.cell?.grouped === false ? String(value) : numeric(formatQuantity(Number(value)));
    case 'enum': {
      const color = f.options?.find((o) => o.value === value)?.color;
      return color ? <Tag color={color}>{optionLabel(f, value)}</Tag> : optionLabel(f, value);
    }
    default:
      return String(value);
  }
}

/** A status as the machine's coloured tag. */
export const stateTag = (m: MachineDecl, status: number) => {
  const s = stateOf(m, status);
  return <Tag color={s.color}>{s.label}</Tag>;
};

/** A Chinese character (or any full-width one) in a header of the table's 14px font; a Latin one is about half. */
const WIDE_CHAR = 14;
const NARROW_CHAR = 9;
/** A cell's padding on both sides, its border, and a little room for the font's own spacing. */
const CELL_PADDING = 38;

/**
 * How wide a field's column is: its declared width or its kind's, and never narrower than its header. A header
 * wider than its column spills under the next one, and under the fixed 操作 column it is cut (目标库密码 at 90).
 */
export const columnWidth = (f: Pick<FieldDecl, 'kind' | 'label' | 'width'>): number =>
  Math.max(f.width ?? KIND_WIDTH[f.kind], headerWidth(f.label));

/** The width a header needs to show whole. */
export const headerWidth = (label: string) =>
  [...label].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e7f ? WIDE_CHAR : NARROW_CHAR), CELL_PADDING);

/**
 * The list's data columns from the declaration: the fields placed in 'list', titled by their labels, wide
 * enough for their kind and header, numbers right-aligned; `render` replaces a field's cell (a link, a name for a code).
 */
export function declaredColumns<T extends Row>(
  d: Pick<Declaration, 'fields'>,
  render: Partial<Record<string, Render<T>>> = {},
  fixed: Partial<Record<string, 'left' | 'right'>> = {},
): TableColumnsType<T> {
  return fieldsIn(d, 'list').map((f) => ({
    key: f.name,
    title: f.label,
    dataIndex: f.name,
    width: columnWidth(f),
    align: alignOf(f.kind),
    ellipsis: f.kind === 'longtext' ? true : undefined,
    fixed: fixed[f.name],
    render: (render[f.name] as ((v: unknown, row: T) => ReactNode) | undefined) ?? ((v: unknown) => cellOf(f, v)),
  }));
}

/** A page's say on one detail item: hide it (`false`), or give its content or width. */
export type DetailOverride = false | { children?: ReactNode; span?: number };

/**
 * The detail's items from the declaration: the fields placed in 'detail', labelled by it, each value shown by
 * its kind; `overrides` hides an item (shown elsewhere, or empty) or shows it otherwise (a name for a code).
 */
export function declaredDetail<T extends Row>(
  d: Pick<Declaration, 'fields'>,
  row: T,
  overrides: Partial<Record<string, DetailOverride>> = {},
): { key: string; label: string; children: ReactNode; span?: number }[] {
  return fieldsIn(d, 'detail').flatMap((f) => {
    const o = overrides[f.name];
    if (o === false) return [];
    return [{ key: f.name, label: f.label, children: o?.children ?? cellOf(f, row[f.name]), ...(o?.span ? { span: o.span } : {}) }];
  });
}
