import { WORDS } from '@console/contract/words';
import { STALE_MESSAGE } from '@console/contract/resource';
import { PAGES } from '@console/contract/api/pages';
import { SELLIN_FLOW, type sellinCreate, sellinOrderResource } from '@console/contract/sellin-order';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { declareScope, rowInScope, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import { bumped, freshAt } from '../../shared/freshness.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { consumeQuota, returnQuota } from '../alloc/quota.service.ts';
import { spOr400 } from '../stock/stock-data.service.ts';
import { recordPurchases } from '../stock/sellin-purchase.ts';
import { lockLines, shipLines, sourceOf, unlockLines } from '../wms/stock.service.ts';
import { nextDocNo, skusOr400, warehouseOr400, wrongState } from '../wms/wms-kit.ts';
import { skus } from '../../db/schema/products.ts';
import { sellinOrderLines as lines, sellinOrders as so } from '../../db/schema/sellin-order.ts';

/**
 * Sell-in orders: an SP buys from the brand. Approving locks every line in the warehouse (all or none, 409
 * `库存不足：<SKU>`) and takes the SP's quota of dimension-2 plans; shipping takes the locked stock out through the
 * ledger (SHIP, source the sell-in number) — what the SP then holds counts as bought in its stock balance, and
 * the lines are listed on `/stock/sellin` as 品牌进货;
 * cancelling an approved order gives back lock and quota. Every step is a check-and-set on the declared machine.
 */

export const SELLIN_SCOPE = declareScope('sellin-orders', { 2: so.spCode, 6: so.provinceCode });
export const sellinScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), SELLIN_SCOPE);
const audit = auditTrail({ module: PAGES.sellinOrder.title, targetType: 'sellinOrder', ...declaredAudit(sellinOrderResource) });
const STATUS = Object.entries(SELLIN_FLOW.states).map(([v, s]) => ({ value: Number(v), label: s.label }));
const NOT_FOUND = '进货订单不存在或已被删除';

export async function addSellin(b: z.output<typeof sellinCreate>, ctx: RequestCtx) {
  const sp = await spOr400(ctx.db, b.spCode);
  // A new order must lie in the caller's scope: naming an SP outside it reads as naming none.
  if (!rowInScope(await ctx.scope(), { 2: b.spCode, 6: sp.provinceCode })) throw notFound('服务商不存在或不在数据权限内');
  await warehouseOr400(ctx.db, b.warehouseCode);
  const codes = b.lines.map((l) => l.skuCode);
  await skusOr400(ctx.db, codes);
  const names = new Map(
    (await ctx.db.select({ code: skus.code, name: skus.name }).from(skus).where(inArray(skus.code, codes))).map((r) => [r.code, r.name]),
  );
  return inTx(ctx, async (tx) => {
    const sellinNo = await nextDocNo(tx, 'SI', ctx.tz);
    const itemCount = b.lines.reduce((n, l) => n + l.quantity, 0);
    const row = { sellinNo, spCode: b.spCode, provinceCode: sp.provinceCode, warehouseCode: b.warehouseCode, itemCount, remark: b.remark };
    const [made] = await tx
      .insert(so)
      .values({ ...row, creator: ctx.user.loginId })
      .returning({ id: so.id });
    await tx.insert(lines).values(b.lines.map((l) => ({ ...l, sellinId: made.id, skuName: names.get(l.skuCode) ?? '' })));
    const text = b.lines.map((l) => `${l.skuCode}×${l.quantity}`).join('、');
    await audit(tx, ctx, WORDS.add, sellinNo, null, { ...row, status: 10, lines: text });
    return { id: made.id, sellinNo };
  });
}

type Row = typeof so.$inferSelect & { before: number };
type Step = { id: number; updateTime?: string };

/** Check-and-set by the declared machine; the loser (or a stale `updateTime`) gets 409 naming the current status. */
async function step(
  ctx: RequestCtx,
  b: Step,
  action: keyof typeof SELLIN_FLOW.transitions,
  set: Partial<Row>,
  after: (tx: Tx, r: Row) => Promise<void>,
) {
  const t = SELLIN_FLOW.transitions[action];
  const scope = await sellinScope(ctx);
  await inTx(ctx, async (tx) => {
    const [current] = await tx
      .select({ sellinNo: so.sellinNo })
      .from(so)
      .where(and(eq(so.id, b.id), scope));
    if (!current) throw notFound(NOT_FOUND);
    const [done] = await tx
      .update(so)
      .set({ ...set, status: t.to, updatedAt: bumped(so.updatedAt) })
      .where(and(eq(so.id, b.id), inArray(so.status, [...t.from]), freshAt(so.updatedAt, b.updateTime, ctx.tz)))
      .returning({ ...getTableColumns(so), before: sql<number>`(select x.status from order_sellin x where x.id = ${b.id})` });
    if (!done) {
      const [now] = await tx.select({ status: so.status }).from(so).where(eq(so.id, b.id));
      if (!(t.from as readonly number[]).includes(now.status)) throw wrongState(`进货订单${current.sellinNo}`, STATUS, now.status, t.label);
      throw conflict(STALE_MESSAGE);
    }
    await after(tx, done);
    await audit(tx, ctx, t.label, done.sellinNo, { status: done.before }, { status: t.to, ...set });
  });
  return null;
}

async function stockLines(tx: Tx, r: Row) {
  const ls = await tx.select().from(lines).where(eq(lines.sellinId, r.id));
  return ls.map((l) => ({ warehouseCode: r.warehouseCode, skuCode: l.skuCode, quantity: l.quantity }));
}

export const approveSellin = (b: Step, ctx: RequestCtx) =>
  step(ctx, b, 'approve', {}, async (tx, r) => {
    const ls = await stockLines(tx, r);
    await lockLines(tx, ls, sourceOf(ctx, 'SELLIN', r.sellinNo, '进货订单审核'));
    await consumeQuota(tx, ctx, { orderNo: r.sellinNo, retCode: '', spCode: r.spCode, provinceCode: r.provinceCode }, ls, 2);
  });

export const shipSellin = (b: Step, ctx: RequestCtx) =>
  step(ctx, b, 'ship', { shipTime: new Date() }, async (tx, r) => {
    await shipLines(tx, await stockLines(tx, r), sourceOf(ctx, 'SELLIN', r.sellinNo, '进货订单发货'));
    await recordPurchases(tx, eq(so.id, r.id), ctx.tz);
  });

export const cancelSellin = (b: Step & { reason: string }, ctx: RequestCtx) =>
  step(ctx, b, 'cancel', { cancelReason: b.reason }, async (tx, r) => {
    if (r.before !== 20) return;
    await unlockLines(tx, await stockLines(tx, r), sourceOf(ctx, 'SELLIN', r.sellinNo, '进货订单取消'));
    await returnQuota(tx, r.sellinNo);
  });
