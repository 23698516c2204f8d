import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { RequestCtx } from './request-context.ts';

/**
 * One event per write of the product (add, update, delete, status, batch, approve …), raised by the
 * resource service inside the write's transaction. Listeners (the operation log) run in that same
 * transaction, so a write and its trail commit or roll back together.
 */
export type WriteEvent = {
  /** Area's Chinese module name for the log, e.g. '用户管理'. */
  module: string;
  /** The action as the user knows it: '新增' | '修改' | '删除' | '启用' | '停用' | '审核' …. */
  action: string;
  /** What kind of row, e.g. 'user', 'shop'. */
  targetType: string;
  targetId: string;
  /** The row before and after the write (null for add / delete); compared field by field. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Chinese label per field to show in the change list; fields without a label are not shown. */
  labels: Record<string, string>;
  /** Value → text per field (e.g. status 1 → '启用'), so the diff reads `状态: 启用 → 停用`. */
  values?: Record<string, Record<string, string>>;
  /** Value → text per field by the field's kind (money in cents → ¥12.50), from a resource's declaration. */
  formats?: Record<string, (value: unknown) => string>;
  /** Fields whose values never appear (passwords, tokens, secrets): shown as ******. */
  masked?: string[];
};

export type WriteListener = (tx: DbOrTx, ctx: RequestCtx, event: WriteEvent) => Promise<void>;

const listeners: WriteListener[] = [];

/** Registers a listener for every write (once per process, at start). */
export function onWrite(listener: WriteListener) {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** Raises a write event; call it inside the write's transaction. */
export async function emitWrite(tx: DbOrTx, ctx: RequestCtx, event: WriteEvent) {
  for (const listener of listeners) await listener(tx, ctx, event);
}

/** What the operation log shows of one kind of row: its module, type, field labels and coded values. */
export type AuditDecl = Pick<WriteEvent, 'module' | 'targetType' | 'labels' | 'values' | 'formats' | 'masked'>;

/**
 * The one way a hand-written service records a write: `const audit = auditTrail(DECL)` beside the
 * service, then `await audit(tx, ctx, '修改', id, before, after)` inside the write's transaction.
 */
export const auditTrail =
  (decl: AuditDecl) =>
  (tx: DbOrTx, ctx: RequestCtx, action: string, targetId: string | number, before: object | null, after: object | null) =>
    emitWrite(tx, ctx, {
      ...decl,
      action,
      targetId: String(targetId),
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });

/**
 * A write whose values only its own statement knows: the quantity a stocktake found under the row lock. Its
 * before / after values and target may be expressions over the statement's row source (`from`), and each
 * listener answers an `insert … select … from` that joins the statement as a CTE. The hot row is then
 * locked for one statement and its commit, not for the round trips of a trail written after it.
 */
export type StatementWriteEvent = Omit<WriteEvent, 'targetId' | 'before' | 'after'> & {
  targetId: string | SQL;
  before: Record<string, unknown | SQL> | null;
  after: Record<string, unknown | SQL> | null;
};

export type StatementWriteListener = (ctx: RequestCtx, event: StatementWriteEvent, from: SQL) => SQL;

const statementListeners: StatementWriteListener[] = [];

/** Registers the statement form of a listener (once per process, at start, beside `onWrite`). */
export function onStatementWrite(listener: StatementWriteListener) {
  if (!statementListeners.includes(listener)) statementListeners.push(listener);
}

/** Whether every listener of a write has its statement form: else a write needs its transaction to raise its event. */
export const heardInStatement = () => listeners.length === statementListeners.length;

/** `auditTrail`'s form for a write of one statement: the listeners' inserts, each reading the rows of `from`. */
export const auditInStatement =
  (decl: AuditDecl) =>
  (ctx: RequestCtx, action: string, targetId: string | SQL, before: StatementWriteEvent['before'], after: StatementWriteEvent['after']) =>
  (from: SQL): SQL[] =>
    statementListeners.map((listener) => listener(ctx, { ...decl, action, targetId, before, after }, from));
