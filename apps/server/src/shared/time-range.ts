import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column >= start` / `column <= end` for times the user typed in the server's zone (`YYYY-MM-DD[ HH:mm[:ss]]`).
 * The text is converted in SQL, so a bare end date covers its whole day.
 */
export function timeRange(column: AnyColumn, tz: string, start?: string, end?: string, bind: Bind = asIs): SQL[] {
  const conds: SQL[] = [];
  if (!start && !end) return conds;
  const zone = bind('tz', tz);
  if (start) conds.push(sql`${column} >= (${bind('startTime', start)}::timestamp at time zone ${zone})`);
  if (end) {
    // A bare date and a time make different SQL: their values are bound under different names.
    const wholeDay = /^\d{4}-\d{2}-\d{2}$/.test(end);
    conds.push(
      wholeDay
        ? sql`${column} < ((${bind('endDay', end)}::date + 1)::timestamp at time zone ${zone})`
        : sql`${column} <= (${bind('endTime', end)}::timestamp at time zone ${zone})`,
    );
  }
  return conds;
}

/** How a value goes into the SQL: as itself, or as a named placeholder of a prepared list (prepared-list.ts). */
export type Bind = (name: string, value: unknown) => unknown;
const asIs: Bind = (_name, value) => value;
