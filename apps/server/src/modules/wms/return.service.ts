import { can } from '@console/contract/declaration';
import { RETURN_MACHINE, RETURN_STATUS, type returnCreate, type returnQuery, type returnUpdate } from '@console/contract/wms-returns';
import { and, asc, eq, getTableColumns, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { assertAllInScope, declareScope, rowInScope, scopeWhere } from '../../shared/data-scope.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { withTimes } from '../../shared/time.ts';
import { regions } from '../regions/regions.tables.ts';
import { returnLines, sourceOf } from './stock.service.ts';
import {
  found,
  nextDocNo,
  operator,
  outer,
  skuNameOf,
  skusOr400,
  warehouseNameOf,
  warehouseOr400,
  wmsAudit,
  wrongState,
} from './wms-kit.ts';
import { assertFresh, bumped } from '../../shared/freshness.ts';
import { inTx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { provinceReturnLines as rLines, provinceReturns as rets } from './wms.tables.ts';

/**
 * Province returns: 1 applied → 2 approved → 3 received into the warehouse (one RETURN ledger row per line),
 * or 1 → 4 rejected. Scoped by province (6): out of scope is 404, a batch naming one is refused whole. A return
 * is the province's, of no shop, SP, platform, channel or grade: a user limited in any of those sees none.
 */

const LABELS = { provinceCode: '省份', warehouseCode: '仓库', reason: '退货原因', auditRemark: '审核意见', lines: '明细', status: '状态' };
const VALUES = { status: Object.fromEntries(RETURN_STATUS.map((s) => [String(s.value), s.label])) };
const event = wmsAudit('provinceReturn', LABELS, VALUES);
const linesText = (lines: { skuCode: string; quantity: number }[]) => lines.map((l) => `${l.skuCode}×${l.quantity}`).join('、');
const RETURN_SCOPE = declareScope('provinceReturns', { 6: rets.provinceCode });
const returnScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), RETURN_SCOPE);

const header = {
  id: rets.id,
  returnNo: rets.returnNo,
  provinceCode: rets.provinceCode,
  provinceName: sql<string>`coalesce((select r.name from region r where r.code = ${outer('wms_return_province', 'province_code')}), '')`,
  warehouseCode: rets.warehouseCode,
  warehouseName: warehouseNameOf('wms_return_province'),
  reason: rets.reason,
  auditRemark: rets.auditRemark,
  status: rets.status,
  totalQty: sql<number>`coalesce((select sum(l.quantity)::int from wms_return_province_line l where l.return_id = ${outer('wms_return_province', 'id')}), 0)`,
  createdBy: rets.createdBy,
  createdAt: rets.createdAt,
  updatedAt: rets.updatedAt,
};
const toRow = <T extends { createdAt: Date; updatedAt: Date }>(r: T, tz: string) => withTimes(r, tz);

export async function listReturns(ctx: RequestCtx, q: z.output<typeof returnQuery>) {
  const where = whereAll([
    await returnScope(ctx),
    q.returnNo ? ilike(rets.returnNo, likeText(q.returnNo)) : undefined,
    q.provinceCode ? eq(rets.provinceCode, q.provinceCode) : undefined,
    q.warehouseCode ? eq(rets.warehouseCode, q.warehouseCode) : undefined,
    q.status !== undefined ? eq(rets.status, q.status) : undefined,
  ]);
  const page = await pagedList({
    db: ctx.db,
    page: q.page,
    pageSize: q.pageSize,
    order: [{ column: rets.id, desc: true }],
    cursor: q.cursor,
    rows: keyedRows({
      select: { ...header },
      from: (sel) => ctx.db.select(sel).from(rets),
      where,
    }),
    count: () => ctx.db.select({ id: rets.id }).from(rets).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toRow(r, ctx.tz)) };
}

export async function returnDetail(ctx: RequestCtx, id: number) {
  const row = await found(
    ctx.db
      .select(header)
      .from(rets)
      .where(and(eq(rets.id, id), await returnScope(ctx))),
    '退货单',
  );
  const lines = await ctx.db
    .select({ skuCode: rLines.skuCode, skuName: skuNameOf('wms_return_province_line'), quantity: rLines.quantity })
    .from(rLines)
    .where(eq(rLines.returnId, id))
    .orderBy(asc(rLines.id));
  return { ...toRow(row, ctx.tz), lines: lines.map((l) => ({ ...l, receivedQty: row.status === 3 ? l.quantity : 0 })) };
}

type Body = z.output<typeof returnCreate>;
async function checkRefs(ctx: RequestCtx, b: Body) {
  // Naming a province outside the caller's scope is answered as if it did not exist.
  if (!rowInScope(await ctx.scope(), { 6: b.provinceCode })) throw notFound('省份不存在或无权限');
  const [p] = await ctx.db.select({ level: regions.level }).from(regions).where(eq(regions.code, b.provinceCode));
  if (p?.level !== 1) throw badRequest('省份不存在，请重新选择');
  await warehouseOr400(ctx.db, b.warehouseCode);
  await skusOr400(
    ctx.db,
    b.lines.map((l) => l.skuCode),
  );
}

export async function addReturn(ctx: RequestCtx, b: Body) {
  await checkRefs(ctx, b);
  return inTx(ctx, async (tx) => {
    const returnNo = await nextDocNo(tx, 'RT', ctx.tz);
    const { lines, ...h } = b;
    const [row] = await tx
      .insert(rets)
      .values({ ...h, returnNo, createdBy: operator(ctx) })
      .returning({ id: rets.id });
    await tx.insert(rLines).values(lines.map((l) => ({ ...l, returnId: row.id })));
    await event(tx, ctx, '新增', returnNo, null, { ...h, lines: linesText(lines) });
    return { id: row.id, returnNo };
  });
}

const lockedReturn = async (tx: Tx, ctx: RequestCtx, id: number) =>
  found(
    tx
      .select()
      .from(rets)
      .where(and(eq(rets.id, id), await returnScope(ctx)))
      .for('update'),
    '退货单',
  );
const M = RETURN_MACHINE;
const refused = (status: number, verb: string) => wrongState('退货单', RETURN_STATUS, status, verb);

export async function updateReturn(ctx: RequestCtx, { id, updateTime, ...b }: z.output<typeof returnUpdate>) {
  await checkRefs(ctx, b);
  await inTx(ctx, async (tx) => {
    const current = await lockedReturn(tx, ctx, id);
    if (!can(M, 'edit', current.status)) throw refused(current.status, M.guards.edit.label);
    assertFresh(current.updatedAt, updateTime, ctx.tz);
    const before = await tx.select().from(rLines).where(eq(rLines.returnId, id)).orderBy(asc(rLines.id));
    const { lines, ...h } = b;
    await tx
      .update(rets)
      .set({ ...h, updatedAt: bumped(rets.updatedAt) })
      .where(eq(rets.id, id));
    await tx.delete(rLines).where(eq(rLines.returnId, id));
    await tx.insert(rLines).values(lines.map((l) => ({ ...l, returnId: id })));
    const { provinceCode, warehouseCode, reason } = current;
    await event(
      tx,
      ctx,
      '修改',
      current.returnNo,
      { provinceCode, warehouseCode, reason, lines: linesText(before) },
      { ...h, lines: linesText(lines) },
    );
  });
  return null;
}

/** Deletes applied or rejected returns, all or nothing. */
export async function deleteReturns(ctx: RequestCtx, ids: number[]) {
  const scope = await returnScope(ctx);
  return inTx(ctx, async (tx) => {
    await assertAllInScope(tx, rets, rets.id, ids, scope, '退货单不存在或已被删除');
    const rows = await tx.select().from(rets).where(inArray(rets.id, ids)).for('update');
    const busy = rows.find((r) => !can(M, 'delete', r.status));
    if (busy)
      throw conflict(`退货单 ${busy.returnNo} 当前状态为「${RETURN_STATUS.find((s) => s.value === busy.status)?.label}」，不能删除`);
    await tx.delete(rLines).where(inArray(rLines.returnId, ids));
    await tx.delete(rets).where(inArray(rets.id, ids));
    for (const r of rows) await event(tx, ctx, '删除', r.returnNo, { provinceCode: r.provinceCode, reason: r.reason }, null);
    return { count: rows.length };
  });
}

type Ret = typeof rets.$inferSelect;

/** Check-and-set from → to (then `after` in the same transaction); the loser gets 409 naming the current state. */
async function transition(
  ctx: RequestCtx,
  id: number,
  name: keyof typeof M.transitions,
  remark?: string,
  after?: (tx: Tx, r: Ret) => Promise<void>,
) {
  const { from, to, label: verb } = M.transitions[name];
  const scope = await returnScope(ctx);
  await inTx(ctx, async (tx) => {
    const [done] = await tx
      .update(rets)
      .set({ status: to, ...(remark !== undefined ? { auditRemark: remark } : {}), updatedAt: bumped(rets.updatedAt) })
      .where(and(eq(rets.id, id), inArray(rets.status, [...from]), scope))
      // A subselect in RETURNING reads the statement's snapshot: the status the row had before this update.
      .returning({ ...getTableColumns(rets), before: sql<number>`(select r.status from ${rets} r where r.id = ${id})` });
    if (!done) {
      const current = await found(
        tx
          .select({ status: rets.status })
          .from(rets)
          .where(and(eq(rets.id, id), scope)),
        '退货单',
      );
      throw refused(current.status, verb);
    }
    await after?.(tx, done);
    await event(tx, ctx, verb, done.returnNo, { status: done.before }, { status: to, ...(remark ? { auditRemark: remark } : {}) });
  });
  return null;
}

export const approveReturn = (ctx: RequestCtx, id: number, remark: string) => transition(ctx, id, 'approve', remark);
export const rejectReturn = (ctx: RequestCtx, id: number, remark: string) => transition(ctx, id, 'reject', remark);

/** Approved → received: the lines come back into the return's warehouse (one RETURN ledger row each). */
export const receiveReturn = (ctx: RequestCtx, id: number) =>
  transition(ctx, id, 'receive', undefined, async (tx, r) => {
    const lines = await tx.select().from(rLines).where(eq(rLines.returnId, r.id));
    await returnLines(
      tx,
      lines.map((l) => ({ warehouseCode: r.warehouseCode, skuCode: l.skuCode, quantity: l.quantity })),
      sourceOf(ctx, 'RETURN', r.returnNo, r.reason),
    );
  });
