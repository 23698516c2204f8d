import type { TableColumnsType } from 'antd';
import { useMemo, useRef } from 'react';

type Column = Record<string, unknown> & { children?: Column[] };

// An element (a title with a tooltip) may hold a cycle: only lists of plain values count as they are.
const plainList = (v: unknown) => Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object');

/**
 * What of a column decides its header and cells apart from its functions: its place, key, words and sizes, and
 * which of its props are functions (or elements). A column whose shape holds keeps its identity.
 */
function shapeOf(columns: readonly Column[]): unknown[] {
  return columns.map((c) =>
    Object.entries(c)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) =>
        k === 'children' && Array.isArray(v)
          ? [k, shapeOf(v as Column[])]
          : [k, v === null || typeof v !== 'object' ? (typeof v === 'function' ? 'ƒ' : v) : plainList(v) ? v : '{}'],
      ),
  );
}

/** The same column's prop in the latest render's columns, by its place in them. */
function latestAt(columns: readonly Column[], path: number[], key: string): unknown {
  let at: Column | undefined;
  let level: readonly Column[] | undefined = columns;
  for (const i of path) {
    at = level?.[i];
    level = at?.children;
  }
  return at?.[key];
}

/** One column's cells drawn since the columns' owner last rendered: by row, then by row index. */
type Drawn = { of: readonly Column[]; cells: WeakMap<object, Map<number, { value: unknown; node: unknown }>> };

/**
 * A cell's render through the latest render's, giving the very element it gave before for the same row, index and
 * value while the columns' owner has not rendered since: rc-table draws every row again on its own (once the
 * column widths are measured, after each list's rows arrive), and the same element lets React skip the cell's
 * content (row actions, switches, tags). Any render of the owner may change what a cell reads: it draws anew.
 */
function cachedRender(latest: { current: readonly Column[] }, at: number[]) {
  let drawn: Drawn = { of: latest.current, cells: new WeakMap() };
  return (value: unknown, record: unknown, index: number) => {
    const render = latestAt(latest.current, at, 'render') as ((...a: unknown[]) => unknown) | undefined;
    if (record === null || typeof record !== 'object') return render?.(value, record, index);
    if (drawn.of !== latest.current) drawn = { of: latest.current, cells: new WeakMap() };
    let row = drawn.cells.get(record);
    if (!row) {
      row = new Map();
      drawn.cells.set(record, row);
    }
    const cell = row.get(index);
    if (cell && Object.is(cell.value, value)) return cell.node;
    const node = render?.(value, record, index);
    row.set(index, { value, node });
    return node;
  };
}

/** A copy of the columns in which each function calls the latest render's, found by the column's place. */
function delegating(columns: readonly Column[], latest: { current: readonly Column[] }, path: number[] = []): Column[] {
  return columns.map((c, i) => {
    const at = [...path, i];
    const out: Column = {};
    for (const [k, v] of Object.entries(c)) {
      if (k === 'children' && Array.isArray(v)) out.children = delegating(v as Column[], latest, at);
      else if (k === 'render' && typeof v === 'function') out.render = cachedRender(latest, at);
      else if (typeof v === 'function')
        out[k] = (...args: unknown[]) => (latestAt(latest.current, at, k) as (...a: unknown[]) => unknown)?.(...args);
      else out[k] = v;
    }
    return out;
  });
}

/**
 * Columns that keep their identity across renders while their shape and `deps` hold: antd's table derives its
 * columns again (selection, sorters, fixed columns, widths) each time it is given a new array, and a page's
 * columns were a new array on every render of the list. Their functions — cell renders, row actions — call the
 * latest render's, so a click reaches the current handler and a cell drawn again shows what the page reads now
 * (a cell the table alone draws again, with nothing rendered above it, keeps its element: cachedRender);
 * `deps` (compared by identity) are what a header or the column set follows beyond the shape.
 */
export function useStableColumns<T>(columns: TableColumnsType<T>, deps: readonly unknown[] = []): TableColumnsType<T> {
  const latest = useRef(columns as unknown as readonly Column[]);
  // Written during render: a cell rendered in this same pass must already reach this render's functions.
  latest.current = columns as unknown as readonly Column[];
  // The deps' version: a list of any length, compared item by item (useMemo's own list must keep its length).
  const seen = useRef({ deps, version: 0 });
  const prior = seen.current.deps;
  if (prior.length !== deps.length || deps.some((d, i) => !Object.is(d, prior[i])))
    seen.current = { deps, version: seen.current.version + 1 };
  const shape = JSON.stringify(shapeOf(latest.current));
  const { version } = seen.current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shape and version stand for the columns, `latest` for their functions
  return useMemo(() => delegating(latest.current, latest) as unknown as TableColumnsType<T>, [shape, version]);
}
