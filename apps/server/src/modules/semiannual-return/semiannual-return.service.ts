import { WORDS } from '@console/contract/words';
import { WALLET_LEDGER } from '@console/contract/api/shop-service';
import { PAGES } from '@console/contract/api/pages';
import { STALE_MESSAGE } from '@console/contract/resource';
import { yuan } from '@console/contract/money';
import { OVER_QUOTA, SEMIANNUAL_FLOW, semiannualReturnResource, type srCreate } from '@console/contract/semiannual-return';
import { and, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { bumped, freshAt } from '../../shared/freshness.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { formatTime } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { creditWallet } from '../shop/wallet.service.ts';
import { returnRateOf } from './semiannual-setting.service.ts';
import { operatorOf, shopInScopeOr404, shopKeysThrough } from '../shop/shop-kit.ts';
import { returnInto, sourceOf } from '../wms/stock.service.ts';
import { nextDocNo, warehouseOr400, wrongState } from '../wms/wms-kit.ts';
import { semiannualReturnLines as lines, semiannualReturns as srs } from '../../db/schema/semiannual-return.ts';

/**
 * Half-year returns. A return is valued at what the shop paid for each SKU in the half year; all returns of the
 * half year (not refused) stay within the return rate in force (semiannual-setting.service.ts) of that half year's purchases (shipped and
 * completed orders). The shop row is held while a return is checked and written, so returns sent at once never
 * together pass the cap. Receiving puts the goods back through the stock ledger and credits the wallet.
 */

export const SR_SCOPE = shopKeysThrough('order_semiannual_return');
export const srScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), SR_SCOPE);
const audit = auditTrail({
  module: PAGES.semiannualReturn.title,
  targetType: 'semiannualReturn',
  ...declaredAudit(semiannualReturnResource),
});
const STATUS = Object.entries(SEMIANNUAL_FLOW.states).map(([v, s]) => ({ value: Number(v), label: s.label }));

/** The half year of a moment in the console's zone: `2026H1`, and its bounds as local dates. */
export function periodOf(at: Date, tz: string) {
  const [y, m] = formatTime(at, tz).split('-').map(Number);
  const h = m <= 6 ? 1 : 2;
  return { period: `${y}H${h}`, from: `${y}-${h === 1 ? '01' : '07'}-01`, to: h === 1 ? `${y}-07-01` : `${y + 1}-01-01` };
}
const boundsOf = (period: string) => {
  const y = Number(period.slice(0, 4));
  return period.endsWith('H1') ? { from: `${y}-01-01`, to: `${y}-07-01` } : { from: `${y}-07-01`, to: `${y + 1}-01-01` };
};

/** Per SKU: what the shop bought in the half year (quantity, paid cents) from shipped and completed orders. */
async function purchases(db: DbOrTx, retCode: string, period: string, tz: string) {
  const { from, to } = boundsOf(period);
  const { rows } = await db.execute<{ sku: string; name: string; qty: number; paid: number }>(sql`
    select l.sku_code as sku, max(l.sku_name) as name, sum(l.quantity)::int as qty, sum(l.amount - l.discount)::int as paid
    from order_line l join order_info o on o.id = l.order_id
    where o.ret_code = ${retCode} and o.status in (40, 50)
      and o.created_at >= (${from}::timestamp at time zone ${tz}) and o.created_at < (${to}::timestamp at time zone ${tz})
    group by l.sku_code`);
  return new Map(rows.map((r) => [r.sku, r]));
}

/** The half year's quota of a shop: purchases, the cap, and what returns not refused already take (but `except`). */
export async function quotaOf(db: DbOrTx, retCode: string, period: string, tz: string, except?: number) {
  const bought = await purchases(db, retCode, period, tz);
  const purchased = [...bought.values()].reduce((n, r) => n + r.paid, 0);
  const rate = await returnRateOf(db);
  const cap = Math.floor((purchased * rate) / 100);
  const [{ used }] = await db
    .select({ used: sql<number>`coalesce(sum(${srs.amount}), 0)::int` })
    .from(srs)
    .where(and(eq(srs.retCode, retCode), eq(srs.period, period), ne(srs.status, 90), except ? ne(srs.id, except) : undefined));
  return { bought, rate, purchased, cap, used, remaining: Math.max(0, cap - used) };
}

export async function addReturn(b: z.output<typeof srCreate>, ctx: RequestCtx) {
  await warehouseOr400(ctx.db, b.warehouseCode);
  return inTx(ctx, async (tx) => {
    // Held to commit: returns of one shop are checked against the cap one after another.
    await shopInScopeOr404(tx, ctx, b.retCode, 'key share');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`semiannual-return:${b.retCode}`}))`);
    const { period } = periodOf(new Date(), ctx.tz);
    const quota = await quotaOf(tx, b.retCode, period, ctx.tz);
    const priced = b.lines.map((l) => {
      const p = quota.bought.get(l.skuCode);
      if (!p) throw badRequest(`商品${l.skuCode}本半年未采购，不能退货`);
      if (l.quantity > p.qty) throw badRequest(`商品${l.skuCode}本半年采购${p.qty}件，退货不能超过采购数量`);
      return { ...l, skuName: p.name, price: Math.floor(p.paid / p.qty), amount: Math.floor((l.quantity * p.paid) / p.qty) };
    });
    const amount = priced.reduce((n, l) => n + l.amount, 0);
    if (amount > quota.remaining) throw conflict(`${OVER_QUOTA}：本半年剩余可退${yuan(quota.remaining)}，本次退货${yuan(amount)}`);
    const returnNo = await nextDocNo(tx, 'SR', ctx.tz);
    const [row] = await tx
      .insert(srs)
      .values({ returnNo, retCode: b.retCode, period, warehouseCode: b.warehouseCode, amount, reason: b.reason })
      .returning({ id: srs.id });
    await tx.insert(lines).values(priced.map((l) => ({ ...l, returnId: row.id })));
    const text = priced.map((l) => `${l.skuCode}×${l.quantity}`).join('、');
    await audit(tx, ctx, WORDS.add, returnNo, null, {
      retCode: b.retCode,
      period,
      warehouseCode: b.warehouseCode,
      amount,
      status: 10,
      reason: b.reason,
      lines: text,
    });
    return { id: row.id, returnNo, amount };
  });
}

type Row = typeof srs.$inferSelect;

/** Check-and-set by the declared machine; the loser (or a stale `updateTime`) gets 409 naming the current status. */
async function step(
  ctx: RequestCtx,
  b: { id: number; updateTime?: string },
  action: keyof typeof SEMIANNUAL_FLOW.transitions,
  set: Partial<Row> = {},
  after?: (tx: Tx, r: Row) => Promise<void>,
) {
  const t = SEMIANNUAL_FLOW.transitions[action];
  const scope = await srScope(ctx);
  await inTx(ctx, async (tx) => {
    const [current] = await tx
      .select()
      .from(srs)
      .where(and(eq(srs.id, b.id), scope));
    if (!current) throw notFound('半年退货单不存在或已被删除');
    const [done] = await tx
      .update(srs)
      .set({ ...set, status: t.to, updatedAt: bumped(srs.updatedAt) })
      .where(and(eq(srs.id, b.id), inArray(srs.status, [...t.from]), freshAt(srs.updatedAt, b.updateTime, ctx.tz)))
      .returning({ ...getTableColumns(srs), before: sql<number>`(select r.status from order_semiannual_return r where r.id = ${b.id})` });
    if (!done) {
      const [now] = await tx.select({ status: srs.status }).from(srs).where(eq(srs.id, b.id));
      if (!(t.from as readonly number[]).includes(now.status))
        throw wrongState(`半年退货单${current.returnNo}`, STATUS, now.status, t.label);
      throw conflict(STALE_MESSAGE);
    }
    await after?.(tx, done);
    await audit(tx, ctx, t.label, done.returnNo, { status: done.before }, { status: t.to, ...set });
  });
  return null;
}

export const approveReturn = (b: { id: number; updateTime?: string }, ctx: RequestCtx) => step(ctx, b, 'approve');
export const rejectReturn = (b: { id: number; reason: string; updateTime?: string }, ctx: RequestCtx) =>
  step(ctx, b, 'reject', { rejectReason: b.reason });

/** The goods back into the return's warehouse (RETURN, source the return number), their value to the wallet. */
export const receiveReturn = (b: { id: number; updateTime?: string }, ctx: RequestCtx) =>
  step(ctx, b, 'receive', {}, async (tx, r) => {
    const ls = await tx.select().from(lines).where(eq(lines.returnId, r.id));
    await returnInto(tx, r.warehouseCode, ls, sourceOf(ctx, 'SEMIANNUAL', r.returnNo, r.reason));
    if (r.amount > 0)
      await creditWallet(
        tx,
        { retCode: r.retCode, amount: r.amount, reason: `半年退货退款 ${r.returnNo}` },
        operatorOf(ctx),
        WALLET_LEDGER.refund,
      );
  });
