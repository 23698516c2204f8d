import { Button } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useState } from 'react';
import { getMessage } from './feedback.tsx';

type Row = Record<string, unknown>;

/** The rows chosen in a list (their keys, and the rows themselves for the page's own batch actions). */
export function useSelection<T extends Row>() {
  const [keys, setKeys] = useState<unknown[]>([]);
  const [rows, setRows] = useState<T[]>([]);
  return {
    keys,
    rows,
    clear: () => {
      setKeys([]);
      setRows([]);
    },
    /** A deleted row is no longer chosen. */
    drop: (key: unknown) => setKeys((s) => s.filter((x) => x !== key)),
    /** The table's row selection, or none when rows may not be chosen. */
    rowSelection: (selectable: boolean): TableRowSelection<T> | undefined =>
      selectable
        ? {
            selectedRowKeys: keys as never[],
            onChange: (k, chosen) => {
              setKeys(k);
              setRows(chosen);
            },
          }
        : undefined,
  };
}

export type BatchStatus<T> = {
  rows: T[];
  chosen: unknown[];
  keyOf: (row: T) => unknown;
  /** Whether the user holds the enable / disable call. */
  allowed: (a: 'enable' | 'disable') => boolean;
  run: (a: 'enable' | 'disable', body: { ids: unknown[] }) => Promise<unknown>;
  clear: () => void;
};

/**
 * 批量启用 / 批量停用 of the chosen rows, each with its key. They are returned as siblings (not wrapped), so the
 * toolbar spaces them like its other buttons.
 */
export function batchStatusButtons<T extends Row>(b: BatchStatus<T>) {
  const batch = async (to: 1 | 2) => {
    // Only rows not already in the target state are sent, so the all-or-nothing call can succeed.
    const ids = b.rows.filter((r) => b.chosen.includes(b.keyOf(r)) && r.status !== to).map(b.keyOf);
    if (ids.length === 0) return void getMessage().info(to === 1 ? '所选数据均已启用' : '所选数据均已停用');
    await b.run(to === 1 ? 'enable' : 'disable', { ids }).catch(() => {});
    b.clear();
  };
  return (
    <>
      {b.allowed('enable') && (
        <Button disabled={b.chosen.length === 0} onClick={() => batch(1)}>
          批量启用
        </Button>
      )}
      {b.allowed('disable') && (
        <Button disabled={b.chosen.length === 0} onClick={() => batch(2)}>
          批量停用
        </Button>
      )}
    </>
  );
}
