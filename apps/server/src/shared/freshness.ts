import { STALE_MESSAGE } from '@console/contract/resource';
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client.ts';
import { conflict, notFound } from './errors.ts';
import { formatTime } from './time.ts';

/**
 * Optimistic concurrency (ARCHITECTURE "Resource protocol"): an edit form sends back the `updateTime` it read;
 * when the row changed since, the update answers 409 `数据已被他人修改，请刷新后重试` and writes nothing.
 * `updateTime` is shown to the second, so every write moves `updatedAt` at least one second on (`bumped`):
 * two writes within one second would otherwise look alike and a stale edit would pass.
 */

/** 409 when the row changed after the editor read it (`updateTime` given and different). */
export function assertFresh(updatedAt: Date, updateTime: string | undefined, tz: string) {
  if (updateTime !== undefined && formatTime(updatedAt, tz) !== updateTime) throw conflict(STALE_MESSAGE);
}

/** The new updatedAt of a write: now, but always at least one second past the old value. */
export const bumped = (updatedAt: AnyColumn) => sql<Date>`greatest(now(), date_trunc('second', ${updatedAt}) + interval '1 second')`;

/** The same check inside a check-and-set's WHERE; no condition without an `updateTime`. */
export const freshAt = (updatedAt: AnyColumn, updateTime: string | undefined, tz: string) =>
  updateTime === undefined ? undefined : sql`to_char(${updatedAt} at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') = ${updateTime}`;

type EditableTable = PgTable & { id: PgColumn; updatedAt: PgColumn };
type RowOf<T extends EditableTable> = T['$inferSelect'] & { updatedAt: Date };

/**
 * One edit of one row: locks it (a concurrent edit waits for this one, then sees the new time), answers 404
 * when it is missing and 409 when it is stale, runs `write`, then sets `updatedAt` to now, at least one
 * second past what it was — whatever `write` set. `visible` narrows the row further (e.g. the caller's data
 * scope: out of scope is missing).
 */
export async function freshEdit<T extends EditableTable, R>(
  db: DbOrTx,
  edit: { table: T; id: number; updateTime?: string; tz: string; missing: string; visible?: (row: RowOf<T>) => boolean },
  write: (tx: Tx, current: RowOf<T>) => Promise<R>,
): Promise<R> {
  const { table } = edit;
  return db.transaction(async (tx) => {
    const [current] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, edit.id))
      .for('update')) as RowOf<T>[];
    if (!current || (edit.visible && !edit.visible(current))) throw notFound(edit.missing);
    assertFresh(current.updatedAt, edit.updateTime, edit.tz);
    const result = await write(tx, current);
    await tx
      .update(table)
      .set({
        updatedAt: sql`greatest(now(), date_trunc('second', ${current.updatedAt.toISOString()}::timestamptz) + interval '1 second')`,
      } as never)
      .where(eq(table.id, edit.id));
    return result;
  });
}

/**
 * For services that lock and check the row themselves (scope, held keys): once they have, 409 when the row
 * changed after the editor read it. Their write then sets `updatedAt: bumped(table.updatedAt)`.
 */
export async function assertRowFresh(
  tx: Tx,
  table: PgTable & { updatedAt: PgColumn },
  key: PgColumn,
  value: string | number,
  updateTime: string | undefined,
  tz: string,
) {
  if (updateTime === undefined) return;
  const [row] = (await tx
    .select({ updatedAt: table.updatedAt })
    .from(table as PgTable)
    .where(eq(key, value))
    .for('update')) as { updatedAt: Date }[];
  if (row) assertFresh(row.updatedAt, updateTime, tz);
}
