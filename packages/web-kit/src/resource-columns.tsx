import type { TableColumnsType } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { headerWidth } from './declared-columns.tsx';
import type { ResourceColumn, RowForm } from './resource-table-props.ts';
import { LinkAction } from './link-action.tsx';
import { type DeleteConfirm, RowActions } from './row-actions.tsx';
import type { SearchField } from './SearchForm.tsx';
import { type StatusSpec, type StatusWiring, statusColumn } from './status-column.tsx';
import type { Confirm } from './use-confirm.tsx';

type Row = Record<string, unknown>;

/** Columns marked `search` come first in the filters, as text filters named and labelled as the column. */
export function searchFields<T>(columns: ResourceColumn<T>[], search: SearchField[] = []): SearchField[] {
  return [
    ...columns.flatMap((c) => (c.search && 'dataIndex' in c ? [{ name: String(c.dataIndex), label: String(c.title) }] : [])),
    ...search,
  ];
}

/** A row's 操作: its forms' buttons (for keys the user holds), the page's actions, 编辑 and the confirmed 删除. */
export type ActionsWiring<T> = {
  label: string;
  width?: number;
  has: (key: string | readonly string[]) => boolean;
  rowForms?: RowForm<T>[];
  openRowForm: (f: RowForm<T>, row: T) => void;
  rowActions?: (row: T) => ReactNode;
  /** Opens the edit form; absent when the user may not edit. */
  edit?: (row: T) => void;
  /** Rows that may be edited (default all). */
  canEdit?: (row: T) => boolean;
  /** Deletes the row; absent when the user may not delete. */
  remove?: (row: T) => Promise<unknown>;
  /** Rows that may be deleted (default all; e.g. a document only while a draft, by its machine). */
  canDelete?: (row: T) => boolean;
  deleteConfirm?: DeleteConfirm;
  confirmDialog: Confirm;
};

/**
 * The table's columns: 序号 (numbered across pages), the page's columns (without their `search` mark), the
 * status switch (in the column keyed 'status', or last), and 操作 when a row has any action.
 */
export function resourceColumns<T extends Row>(o: {
  columns: ResourceColumn<T>[];
  index?: boolean;
  page: { page: number; pageSize: number };
  /** The status switch's words and values, and how a row is switched; null: no switch. */
  status: (StatusWiring<T> & { spec: StatusSpec }) | null;
  actions: ActionsWiring<T>;
  /** The 操作 column's class: a cell that stays in sight at the end of a table wider than its card. */
  stickyEnd?: string;
}): TableColumnsType<T> {
  const { page, status, actions: a } = o;
  const all: TableColumnsType<T> = [
    ...(o.index === false
      ? []
      : [{ title: '序号', key: '__index', width: 64, render: (_v: unknown, _r: T, i: number) => (page.page - 1) * page.pageSize + i + 1 }]),
    ...(o.columns.map(({ search: _, ...c }) => fitHeader(c)) as TableColumnsType<T>),
  ];
  if (status) {
    const { spec, ...wiring } = status;
    const column = statusColumn<T>(spec, wiring);
    const at = all.findIndex((c) => c.key === 'status');
    if (at >= 0) all[at] = { ...column, ...all[at], render: column.render };
    else all.push(column);
  }
  if (a.rowForms?.length || a.rowActions || a.edit || a.remove)
    all.push({
      title: COMMON_LABELS.action,
      key: '__actions',
      className: o.stickyEnd,
      onHeaderCell: stickToEnd,
      onCell: stickToEnd,
      width: a.width ?? 180,
      render: (_v, row) => rowActions(a, row),
    });
  return all;
}

// The cell sticks to the scroller's end (antd's class of a fixed cell: its background, above the cells it covers),
// with a shadow on its start edge: without it the column cut off under it read as a column squeezed to a sliver.
export const STICKY_END_SHADOW = '-10px 0 8px -8px rgba(5, 5, 5, 0.12)';
const END = { style: { insetInlineEnd: 0, '--z-offset-reverse': 0, boxShadow: STICKY_END_SHADOW } as CSSProperties };
const stickToEnd = () => END;

/**
 * A page's own column as wide as its header at least (issue 26: 零售商类型 at 100, 低库存预警值 at 110 were cut).
 * One without a width gets its header's: a fixed-layout table shrank it to nothing once the others filled the
 * row (备注), and a minWidth is not honoured there; when the row has room the browser still spreads it.
 */
function fitHeader<C extends { title?: unknown; width?: number | string }>(c: C): C {
  if (typeof c.title !== 'string' || typeof c.width === 'string') return c;
  const need = headerWidth(c.title);
  return c.width != null && c.width >= need ? c : { ...c, width: need };
}

function rowActions<T extends Row>(a: ActionsWiring<T>, row: T) {
  const { edit, remove } = a;
  return (
    <RowActions
      row={row}
      label={a.label}
      confirmDialog={a.confirmDialog}
      confirm={a.deleteConfirm}
      before={
        <>
          {a.rowForms
            ?.filter((f) => a.has(f.call.permission))
            .map((f) => (
              <LinkAction key={f.button} onClick={() => a.openRowForm(f, row)}>
                {f.button}
              </LinkAction>
            ))}
          {a.rowActions?.(row)}
        </>
      }
      onEdit={edit && (a.canEdit?.(row) ?? true) ? () => edit(row) : undefined}
      onDelete={remove && (a.canDelete?.(row) ?? true) ? () => remove(row) : undefined}
    />
  );
}
