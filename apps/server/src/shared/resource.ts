import { and, type AnyColumn, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { conflict } from './errors.ts';

/**
 * Helpers for "resource" areas (a table of rows with id, code, status and times, managed through add,
 * delete, update, queryList, enable, disable); the verbs themselves are `resource-service.ts`.
 */

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions for the filters every list shares: code and name contain, status equals. */
export function commonFilters(
  t: { code?: AnyColumn; name?: AnyColumn; status?: AnyColumn },
  q: { code?: string; name?: string; status?: number },
) {
  const conds: (SQL | undefined)[] = [];
  if (q.code && t.code) conds.push(ilike(t.code, likeText(q.code)));
  if (q.name && t.name) conds.push(ilike(t.name, likeText(q.name)));
  if (q.status !== undefined && t.status) conds.push(eq(t.status, q.status));
  return conds;
}

export const whereAll = (conds: (SQL | undefined)[]) => and(...conds.filter(Boolean));

type PgError = { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
export const pgCode = (e: unknown): string | undefined => (e as PgError)?.code ?? (e as PgError)?.cause?.code;

/**
 * Runs a write; a unique-key violation becomes 409 with `message` ("编码已存在"), or with the message of the
 * violated index when a table has several (`{ employee_phone_uq: '手机号已被在职员工使用' }`).
 */
export async function uniqueOr<T>(message: string | Record<string, string>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (pgCode(e) !== '23505') throw e;
    if (typeof message === 'string') throw conflict(message);
    const index = (e as PgError).constraint ?? (e as PgError).cause?.constraint ?? '';
    throw conflict(message[index] ?? Object.values(message)[0]);
  }
}

/** 409 with `message` when the count query finds any row. */
export async function refuseIfAny(_tx: DbOrTx, query: PromiseLike<{ n: number }[]>, message: string) {
  const [row] = await query;
  if (Number(row?.n ?? 0) > 0) throw conflict(message);
}

/**
 * 409 with `taken` when a row other than the one keyed `except` matches `match` (a name already used, under
 * the same parent): the friendly refusal before a write, where no unique index can word it.
 */
export async function assertNoOther(tx: DbOrTx, key: PgColumn, match: SQL | undefined, except: string | undefined, taken: string) {
  const [dup] = await tx
    .select({ key })
    .from(key.table)
    .where(and(match, except ? ne(key, except) : undefined))
    .limit(1);
  if (dup) throw conflict(taken);
}

/** The fields a body carries (an update changes those and keeps the rest). */
export const definedOnly = <T extends Record<string, unknown>>(body: T): Partial<T> =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>;
