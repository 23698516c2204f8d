import { can } from '@console/contract/declaration';
import { TRANSFER_MACHINE, TRANSFER_STATUS, transferResource } from '@console/contract/api/stock';
import type { transferCreate, transferQuery, transferUpdate } from '@console/contract/stock';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { declareScope, notApplicable, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { assertFresh, bumped } from '../../shared/freshness.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { withTimes } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { lockLines, sourceOf, transfer, unlockLines } from '../wms/stock.service.ts';
import { found, nextDocNo, operator, outer, skuNameOf, skusOr400, warehouseOr400, wrongState } from '../wms/wms-kit.ts';
import { transferLines as lines, transfers } from '../../db/schema/stock.ts';
import { WORDS } from '@console/contract/words';
import { PAGES } from '@console/contract/api/pages';

/**
 * Stock transfers: a draft names two warehouses and lines; approving locks the lines at the source (all or
 * none: 409 `库存不足：<SKU>`), completing releases that lock and moves the stock (TRANSFER_OUT, TRANSFER_IN), and
 * cancelling an approved one releases the lock. Every move is a check-and-set on the status the machine
 * declares (`update … where status in (from)`), in one transaction with its stock operations and its log row.
 */

const M = TRANSFER_MACHINE;
const WHY = notApplicable('调拨单只属于仓库：仓库不属于任何数据权限维度');
/** No dimension applies, so only a user without any data permission is kept out (default-deny). */
const SCOPE = declareScope('stockTransfers', { 1: WHY, 2: WHY, 3: WHY, 5: WHY, 6: WHY, 7: WHY });
const audit = auditTrail({ module: PAGES.stockTransfer.title, targetType: 'stockTransfer', ...declaredAudit(transferResource) });
const linesText = (ls: { skuCode: string; quantity: number }[]) => ls.map((l) => `${l.skuCode}×${l.quantity}`).join('、');
const refused = (status: number, verb: string) => wrongState('调拨单', TRANSFER_STATUS, status, verb);
const scoped = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), SCOPE);

const nameOf = (column: string) =>
  sql<string>`coalesce((select w.warehouse_name from wms_warehouse w where w.warehouse_code = ${outer('stock_transfer', column)}), '')`;
/** A listed transfer (the export reads it too). */
export const header = {
  id: transfers.id,
  transferNo: transfers.transferNo,
  fromWarehouseCode: transfers.fromWarehouseCode,
  fromWarehouseName: nameOf('from_warehouse_code'),
  toWarehouseCode: transfers.toWarehouseCode,
  toWarehouseName: nameOf('to_warehouse_code'),
  status: transfers.status,
  totalQty: sql<number>`coalesce((select sum(l.quantity)::int from stock_transfer_line l where l.transfer_id = ${outer('stock_transfer', 'id')}), 0)`,
  remark: transfers.remark,
  createdBy: transfers.createdBy,
  createdAt: transfers.createdAt,
  updatedAt: transfers.updatedAt,
};

export async function listTransfers(q: z.output<typeof transferQuery>, ctx: RequestCtx) {
  const where = await transferWhere(q, ctx);
  const page = await newestFirst(ctx, q, transfers, { ...header }, where);
  return { ...page, rows: page.rows.map((r) => withTimes(r, ctx.tz)) };
}

/** The list's filter, scope included (the export reads it too). */
export const transferWhere = async (q: z.output<typeof transferQuery>, ctx: RequestCtx): Promise<SQL | undefined> =>
  whereAll([
    q.transferNo ? ilike(transfers.transferNo, likeText(q.transferNo)) : undefined,
    q.fromWarehouseCode ? eq(transfers.fromWarehouseCode, q.fromWarehouseCode) : undefined,
    q.toWarehouseCode ? eq(transfers.toWarehouseCode, q.toWarehouseCode) : undefined,
    q.status !== undefined ? eq(transfers.status, q.status) : undefined,
    await scoped(ctx),
  ]);

const linesOf = (db: RequestCtx['db'] | Tx, id: number) =>
  db
    .select({ skuCode: lines.skuCode, skuName: skuNameOf('stock_transfer_line'), quantity: lines.quantity })
    .from(lines)
    .where(eq(lines.transferId, id))
    .orderBy(asc(lines.id));

export async function transferDetail({ id }: { id: number }, ctx: RequestCtx) {
  const row = await found(
    ctx.db
      .select(header)
      .from(transfers)
      .where(and(eq(transfers.id, id), await scoped(ctx))),
    '调拨单',
  );
  return { ...withTimes(row, ctx.tz), lines: await linesOf(ctx.db, id) };
}

type Body = z.output<typeof transferCreate>;
const checkRefs = async (ctx: RequestCtx, b: Body) => {
  await warehouseOr400(ctx.db, b.fromWarehouseCode);
  await warehouseOr400(ctx.db, b.toWarehouseCode);
  await skusOr400(
    ctx.db,
    b.lines.map((l) => l.skuCode),
  );
};

export async function addTransfer(b: Body, ctx: RequestCtx) {
  await checkRefs(ctx, b);
  return inTx(ctx, async (tx) => {
    const transferNo = await nextDocNo(tx, 'TF', ctx.tz);
    const { lines: ls, ...h } = b;
    const [row] = await tx
      .insert(transfers)
      .values({ ...h, transferNo, createdBy: operator(ctx) })
      .returning({ id: transfers.id });
    await tx.insert(lines).values(ls.map((l) => ({ ...l, transferId: row.id })));
    await audit(tx, ctx, WORDS.add, transferNo, null, { ...h, status: 10, lines: linesText(ls) });
    return { id: row.id, transferNo };
  });
}

/** The transfer locked for this transaction (404 outside scope). */
const locked = async (tx: Tx, ctx: RequestCtx, id: number) =>
  found(
    tx
      .select()
      .from(transfers)
      .where(and(eq(transfers.id, id), await scoped(ctx)))
      .for('update'),
    '调拨单',
  );

export async function updateTransfer({ id, updateTime, ...b }: z.output<typeof transferUpdate>, ctx: RequestCtx) {
  await checkRefs(ctx, b);
  await inTx(ctx, async (tx) => {
    const current = await locked(tx, ctx, id);
    if (!can(M, 'edit', current.status)) throw refused(current.status, M.guards.edit.label);
    assertFresh(current.updatedAt, updateTime, ctx.tz);
    const before = await linesOf(tx, id);
    const { lines: ls, ...h } = b;
    await tx
      .update(transfers)
      .set({ ...h, updatedAt: bumped(transfers.updatedAt) })
      .where(eq(transfers.id, id));
    await tx.delete(lines).where(eq(lines.transferId, id));
    await tx.insert(lines).values(ls.map((l) => ({ ...l, transferId: id })));
    const { fromWarehouseCode, toWarehouseCode, remark } = current;
    await audit(
      tx,
      ctx,
      WORDS.edit,
      current.transferNo,
      { fromWarehouseCode, toWarehouseCode, remark, lines: linesText(before) },
      {
        ...h,
        lines: linesText(ls),
      },
    );
  });
  return null;
}

type Move = keyof typeof M.transitions;
type Row = typeof transfers.$inferSelect;
/** What each move does to the stock, after its check-and-set, in its transaction. */
const STOCK: Record<Move, (tx: Tx, ctx: RequestCtx, row: Row, before: number) => Promise<unknown>> = {
  approve: async (tx, ctx, row) => lockLines(tx, await stockLines(tx, row), sourceOf(ctx, 'TRANSFER', row.transferNo, '调拨锁定')),
  complete: async (tx, ctx, row) => {
    const ls = await stockLines(tx, row);
    const src = sourceOf(ctx, 'TRANSFER', row.transferNo, `调拨 ${row.fromWarehouseCode} → ${row.toWarehouseCode}`);
    await unlockLines(tx, ls, src);
    await transfer(tx, row.fromWarehouseCode, row.toWarehouseCode, ls, src);
  },
  cancel: async (tx, ctx, row, before) => {
    if (before === M.transitions.approve.to)
      await unlockLines(tx, await stockLines(tx, row), sourceOf(ctx, 'TRANSFER', row.transferNo, '调拨取消'));
  },
};
const stockLines = async (tx: Tx, row: Row) =>
  (await tx.select().from(lines).where(eq(lines.transferId, row.id))).map((l) => ({
    warehouseCode: row.fromWarehouseCode,
    skuCode: l.skuCode,
    quantity: l.quantity,
  }));

/** The machine's transition as a check-and-set; the loser (or a call in another state) gets 409 naming the current state. */
async function move(name: Move, { id }: { id: number }, ctx: RequestCtx) {
  const t = M.transitions[name];
  const inScope = await scoped(ctx);
  await inTx(ctx, async (tx) => {
    const [done] = await tx
      .update(transfers)
      .set({ status: t.to, updatedAt: bumped(transfers.updatedAt) })
      .where(and(eq(transfers.id, id), inArray(transfers.status, [...t.from]), inScope))
      // A subselect in RETURNING reads the statement's snapshot: the status the row had before this update.
      .returning({ before: sql<number>`(select x.status from ${transfers} x where x.id = ${id})` });
    if (!done) {
      const current = await found(
        tx
          .select({ status: transfers.status })
          .from(transfers)
          .where(and(eq(transfers.id, id), inScope)),
        '调拨单',
      );
      throw refused(current.status, t.label);
    }
    const [row] = await tx.select().from(transfers).where(eq(transfers.id, id));
    await STOCK[name](tx, ctx, row, done.before);
    await audit(tx, ctx, t.label, row.transferNo, { status: done.before }, { status: t.to });
  });
  return null;
}

export const approveTransfer = (b: { id: number }, ctx: RequestCtx) => move('approve', b, ctx);
export const completeTransfer = (b: { id: number }, ctx: RequestCtx) => move('complete', b, ctx);
export const cancelTransfer = (b: { id: number }, ctx: RequestCtx) => move('cancel', b, ctx);
