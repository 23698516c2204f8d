import { and, type AnyColumn, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client.ts';
import { conflict, notFound } from './errors.ts';
import { formatTime } from './time.ts';

/**
 * Helpers for "resource" areas (a table of rows with id, code, status and times, managed through add,
 * delete, update, queryList, enable, disable). The product catalogue uses them; later areas copy the shape.
 */

export type StatusTable = PgTable & { id: PgColumn; status: PgColumn };

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions for the filters every list shares: code and name contain, status equals. */
export function commonFilters(
  t: { code?: AnyColumn; name?: AnyColumn; status: AnyColumn },
  q: { code?: string; name?: string; status?: number },
) {
  const conds: (SQL | undefined)[] = [];
  if (q.code && t.code) conds.push(ilike(t.code, likeText(q.code)));
  if (q.name && t.name) conds.push(ilike(t.name, likeText(q.name)));
  if (q.status !== undefined) conds.push(eq(t.status, q.status));
  return conds;
}

export const whereAll = (conds: (SQL | undefined)[]) => and(...conds.filter(Boolean));

/** createdAt/updatedAt → createTime/updateTime strings (spec time format). */
export function withTimes<T extends { createdAt: Date; updatedAt: Date }>(row: T, timeZone?: string) {
  const { createdAt, updatedAt, ...rest } = row;
  return { ...rest, createTime: formatTime(createdAt, timeZone), updateTime: formatTime(updatedAt, timeZone) };
}

const pgCode = (e: unknown): string | undefined => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code ?? err?.cause?.code;
};

/** Runs a write; a unique-key violation becomes 409 with `message` ("编码已存在"). */
export async function uniqueOr<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (pgCode(e) === '23505') throw conflict(message);
    throw e;
  }
}

/** The row or 404. */
export async function mustExist<T>(rows: PromiseLike<T[]>, label: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(`${label}不存在或已被删除`);
  return row;
}

export type StatusChange = {
  /** Runs first, in the transaction (e.g. "a SKU of a disabled SPU cannot be enabled"). */
  guard?: (tx: Tx, ids: number[]) => Promise<void>;
  /** Runs after the rows changed, in the same transaction (e.g. disabling an SPU disables its SKUs). */
  after?: (tx: Tx, ids: number[]) => Promise<void>;
};

/**
 * Enable (1) or disable (2) rows, all or nothing: check-and-set in SQL (`WHERE status = old`), so of two
 * concurrent clicks one wins and the other gets 409; a missing id is 404.
 */
export async function setStatus(db: DbOrTx, table: StatusTable, ids: number[], to: 1 | 2, label: string, hooks: StatusChange = {}) {
  const from = to === 1 ? 2 : 1;
  return db.transaction(async (tx) => {
    await hooks.guard?.(tx, ids);
    const changed = await tx
      .update(table)
      .set({ status: to, updatedAt: new Date() } as never)
      .where(and(inArray(table.id, ids), eq(table.status, from)))
      .returning({ id: table.id });
    if (changed.length !== ids.length) {
      const [{ n }] = await tx.select({ n: count() }).from(table).where(inArray(table.id, ids));
      if (Number(n) !== ids.length) throw notFound(`${label}不存在或已被删除`);
      throw conflict(to === 1 ? `${label}已是启用状态，请刷新后重试` : `${label}已是停用状态，请刷新后重试`);
    }
    await hooks.after?.(tx, ids);
    return changed.length;
  });
}

/** Delete one row by id; `guard` refuses (409) when something still uses it. */
export async function removeRow(
  db: DbOrTx,
  table: StatusTable,
  id: number,
  label: string,
  guard?: (tx: Tx) => Promise<void>,
  cascade?: (tx: Tx) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    // Lock the row first so a concurrent insert of a user of it waits for this decision.
    const locked = await tx.execute(sql`select 1 from ${table} where ${table.id} = ${id} for update`);
    if (locked.rows.length === 0) throw notFound(`${label}不存在或已被删除`);
    await guard?.(tx);
    await cascade?.(tx);
    await tx.delete(table).where(eq(table.id, id));
  });
}

/** 409 with `message` when the count query finds any row. */
export async function refuseIfAny(_tx: DbOrTx, query: PromiseLike<{ n: number }[]>, message: string) {
  const [row] = await query;
  if (Number(row?.n ?? 0) > 0) throw conflict(message);
}

/** The fields a body carries (an update changes those and keeps the rest). */
export const definedOnly = <T extends Record<string, unknown>>(body: T): Partial<T> =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>;
