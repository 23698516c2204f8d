import { type Declaration, exportFields, exportHeader, fieldsIn, type Placed, rangeOf, rowFields } from '@console/contract/declaration';
import { type AnyColumn, eq, getTableColumns, ilike, type SQL, type Table } from 'drizzle-orm';
import { formatValue, KIND_WIDTH } from '@console/contract/format';
import { centsToYuan } from '@console/contract/money';
import type { ExportColumn } from './export-registry.ts';
import { likeText } from './resource.ts';
import { type Bind, timeRange } from './time-range.ts';
import { formatTime } from './time.ts';
import type { WriteEvent } from './write-events.ts';

/**
 * A resource's export columns from its declaration (contract `exportFields`), headed by their labels,
 * money as plain yuan (the header says 元, the cell stays a number a spreadsheet can add), enums by label.
 */
export function declaredExportColumns<R>(d: Pick<Declaration, 'fields'>): ExportColumn<R>[] {
  return exportFields(d).map((f) => {
    const format: ExportColumn<R>['format'] =
      f.kind === 'money' ? (v) => centsToYuan(Number(v)) : f.kind === 'enum' ? (v) => formatValue(f, v) : undefined;
    const empty = f.cell?.empty;
    return {
      key: f.name as keyof R & string,
      header: exportHeader(f),
      width: Math.max(10, Math.round((f.width ?? KIND_WIDTH[f.kind]) / 8)),
      // An empty value reads as the page shows it (a price for every grade: 全部), not as a blank cell.
      format: empty ? (v, row) => (v == null || v === '' ? empty : format ? format(v, row) : (v as string | number)) : format,
    };
  });
}

/** A resource's audit labels and value formats from its declaration: the fields placed in 'audit'. */
export function declaredAudit(d: Pick<Declaration, 'fields'>): Pick<WriteEvent, 'labels' | 'formats'> {
  const fields = fieldsIn(d, 'audit');
  return {
    labels: Object.fromEntries(fields.map((f) => [f.name, f.label])),
    formats: Object.fromEntries(
      fields.filter((f) => f.kind === 'money' || f.kind === 'enum').map((f) => [f.name, (v: unknown) => formatValue(f, v)]),
    ),
  };
}

/** The table column of a field: its declared `column`, else the timestamps' convention, else its own name. */
const columnName = (f: Placed) => f.column ?? (f.name === 'createTime' ? 'createdAt' : f.name === 'updateTime' ? 'updatedAt' : f.name);

/**
 * A list row from a selected database row, for every field the row carries (contract `declaredRow`): values as
 * they are, date-times in the caller's zone; `id` as a number and `updateTime` for freshness.
 */
export function declaredRowOf<D extends Pick<Declaration, 'fields'>>(d: D) {
  const fields = rowFields(d).map((f) => ({ name: f.name, from: columnName(f), time: f.kind === 'datetime' || f.kind === 'date' }));
  return (row: Record<string, unknown>, tz: string): Record<string, unknown> => {
    const out: Record<string, unknown> = { id: Number(row.id) };
    for (const f of fields) out[f.name] = f.time ? formatTime(row[f.from] as Date | null, tz) : row[f.from];
    out.updateTime = formatTime(row.updatedAt as Date, tz);
    return out;
  };
}

type FilterValues = Record<string, unknown>;

/**
 * The list's filters as SQL from the declaration (contract `declaredFilters`): a code or a text by part, a
 * reference, an enum or a number by value, a date-time between its two bounds. `bind` puts each value in as
 * itself or as a placeholder of a prepared list.
 */
export function declaredWhere(d: Pick<Declaration, 'fields'>, table: Table) {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const filters = fieldsIn(d, 'filter').map((f) => {
    const column = columns[columnName(f)];
    if (!column) throw new Error(`filter ${f.name}: the table has no column ${columnName(f)}`);
    return { f, column };
  });
  return (q: FilterValues, tz: string, bind: Bind = (_n, v) => v): (SQL | undefined)[] =>
    filters.flatMap(({ f, column }) => {
      if (f.kind === 'datetime' || f.kind === 'date') {
        const [from, to] = rangeOf(f);
        return timeRange(column, tz, q[from] as string | undefined, q[to] as string | undefined, bind);
      }
      const v = q[f.name] as string | number | undefined;
      if (v === undefined || v === '') return [];
      return f.kind === 'code' || f.kind === 'text' || f.kind === 'longtext'
        ? [ilike(column, bind(f.name, likeText(String(v))) as string)]
        : [eq(column, bind(f.name, v))];
    });
}
