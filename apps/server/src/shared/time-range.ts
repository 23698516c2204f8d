import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column >= start` / `column <= end` for times the user typed in the server's zone (`YYYY-MM-DD[ HH:mm[:ss]]`).
 * The text is converted in SQL, so a bare end date covers its whole day.
 */
export function timeRange(column: AnyColumn, tz: string, start?: string, end?: string): SQL[] {
  const conds: SQL[] = [];
  if (start) conds.push(sql`${column} >= (${start}::timestamp at time zone ${tz})`);
  if (end) {
    const wholeDay = /^\d{4}-\d{2}-\d{2}$/.test(end);
    conds.push(
      wholeDay
        ? sql`${column} < ((${end}::date + 1)::timestamp at time zone ${tz})`
        : sql`${column} <= (${end}::timestamp at time zone ${tz})`,
    );
  }
  return conds;
}
