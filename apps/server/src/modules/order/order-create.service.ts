import { yuan } from '@console/contract/money';
import type { orderCreate } from '@console/contract/order';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { couponQuote, takeCoupon } from '../coupon/coupon-use.ts';
import { scoreOrder } from './order-risk.ts';
import { assertSetMealQuota, type SetMealPick, takeSetMealQuota } from '../set-meal/set-meal-order.ts';
import { shopScope } from '../shop/shop-kit.ts';
import { shopInfo } from '../../db/schema/shop.ts';
import { inTx, logOrder, type OrderLineValues } from '../order-kit/order-kit.ts';
import { availableIn, offersFor, warehouseFor } from './order-pricing.ts';
import { quoteLines } from './order-quote.ts';
import { orderLines, orders } from '../../db/schema/order.ts';

/**
 * Telesales orders (坐席下单, source 2): for a shop in the caller's scope and enabled, priced from today's SKU
 * prices of the shop's platform and grade, order rules enforced with a message per line, tiered discounts
 * applied; the operator comes from the session. The order copies the shop's scope keys.
 */

const shopColumns = {
  retCode: shopInfo.retCode,
  retName: shopInfo.retName,
  platformCode: shopInfo.platformCode,
  gradeCode: shopInfo.gradeCode,
  spCode: shopInfo.spCode,
  channelCode: shopInfo.channelCode,
  receiver: shopInfo.ownerName,
  phone: shopInfo.phone,
  provinceCode: shopInfo.provinceCode,
  cityCode: shopInfo.cityCode,
  districtCode: shopInfo.districtCode,
  address: shopInfo.address,
  status: shopInfo.status,
};

/** The shop an order is placed for: in the caller's scope (404 otherwise) and enabled. */
export async function shopFor(db: DbOrTx, ctx: RequestCtx, retCode: string) {
  const [shop] = await db
    .select(shopColumns)
    .from(shopInfo)
    .where(and(eq(shopInfo.retCode, retCode), await shopScope(ctx)));
  if (!shop) throw notFound('门店不存在或已被删除');
  if (shop.status !== 1) throw badRequest(`门店${shop.retName}已停用，不能下单`);
  return shop;
}

/** Enabled shops in the caller's scope, for the create form's picker (at most 50). */
export async function shopOptions({ keyword }: { keyword?: string }, ctx: RequestCtx) {
  const rows = await ctx.db
    .select(shopColumns)
    .from(shopInfo)
    .where(
      and(
        eq(shopInfo.status, 1),
        keyword ? or(ilike(shopInfo.retCode, likeText(keyword)), ilike(shopInfo.retName, likeText(keyword))) : undefined,
        await shopScope(ctx),
      ),
    )
    .orderBy(asc(shopInfo.retCode))
    .limit(50);
  return rows.map(({ status: _s, spCode: _sp, channelCode: _c, ...r }) => r);
}

/** The SKUs the shop can order today, with price, rule and what its warehouse has available. */
export async function skuOptions({ retCode, keyword }: { retCode: string; keyword?: string }, ctx: RequestCtx) {
  const shop = await shopFor(ctx.db, ctx, retCode);
  const offers = [...(await offersFor(ctx.db, ctx.tz, shop, { keyword, limit: 200 })).values()];
  const stock = await availableIn(
    ctx.db,
    await warehouseFor(ctx.db, shop.channelCode),
    offers.map((o) => o.skuCode),
  );
  return offers.map(({ tiers: _t, ...o }) => ({ ...o, available: stock.get(o.skuCode) ?? 0 }));
}

// Set meals are optional to callers other than the create call (a gift order takes none).
type Create = Omit<z.output<typeof orderCreate>, 'setMeals'> & { setMeals?: SetMealPick[] };

/** The create body priced as create would price it, nothing written: the create form's live total. */
export async function previewOrder(b: Create, ctx: RequestCtx) {
  const shop = await shopFor(ctx.db, ctx, b.retCode);
  const lines = await quoteLines(ctx.db, ctx.tz, shop, { lines: b.lines, setMeals: b.setMeals ?? [] });
  await assertSetMealQuota(ctx.db, shop.retCode, b.setMeals ?? []);
  const coupon = await couponQuote(ctx.db, ctx.tz, b.couponNo, { retCode: shop.retCode, lines });
  const totalAmount = lines.reduce((s, l) => s + l.amount, 0);
  const discountAmount = lines.reduce((s, l) => s + l.discount, 0) + coupon.off;
  return {
    lines,
    totalAmount,
    discountAmount,
    couponOff: coupon.off,
    couponProblem: coupon.problem,
    payAmount: totalAmount - discountAmount,
  };
}

/**
 * Where an order comes from when not from telesales: a partner platform's pulled order (source 3) names
 * itself in the log and records what it was made from in the order's own transaction (`within`).
 */
export type OrderOrigin = { source: number; note: string; within?: (tx: Tx, order: { id: number; orderNo: string }) => Promise<void> };

export async function createOrder(b: Create, ctx: RequestCtx, origin?: OrderOrigin) {
  return inTx(ctx, async (tx) => {
    const shop = await shopFor(tx, ctx, b.retCode);
    const setMeals = b.setMeals ?? [];
    const lines = await quoteLines(tx, ctx.tz, shop, { lines: b.lines, setMeals });
    return placeOrder(tx, ctx, shop, {
      ...b,
      source: origin?.source ?? 2,
      lines,
      note: origin?.note ?? '坐席下单',
      // The quota is counted against the order's number, which its cancel gives back.
      within: async (tx, order) => {
        await takeSetMealQuota(tx, { retCode: shop.retCode, orderNo: order.orderNo }, setMeals);
        await origin?.within?.(tx, order);
      },
    });
  });
}

type Shop = Awaited<ReturnType<typeof shopFor>>;
type Placing = {
  source: number;
  lines: OrderLineValues[];
  receiver: string;
  phone: string;
  address: string;
  remark: string;
  couponNo?: string;
  /** The log's first words (`坐席下单`). */
  note: string;
  within?: OrderOrigin['within'];
};

/**
 * Writes a priced order of a checked shop (telesales and gift orders alike): number, the shop's scope keys,
 * totals, lines, its risk score and the one log row. Runs inside the caller's transaction.
 */
export async function placeOrder(tx: Tx, ctx: RequestCtx, shop: Shop, p: Placing) {
  const { lines } = p;
  const totalAmount = lines.reduce((s, l) => s + l.amount, 0);
  const { rows } = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('order_info', 'id'))::int as id`);
  const id = Number(rows[0].id);
  const orderNo = `SO${formatTime(new Date(), ctx.tz).slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
  const coupon = await takeCoupon(tx, ctx, p.couponNo, { retCode: shop.retCode, orderNo, lines });
  const discountAmount = lines.reduce((s, l) => s + l.discount, 0) + coupon.off;
  const row = {
    id,
    orderNo,
    retCode: shop.retCode,
    retName: shop.retName,
    spCode: shop.spCode,
    platformCode: shop.platformCode,
    channelCode: shop.channelCode,
    provinceCode: shop.provinceCode,
    gradeCode: shop.gradeCode,
    warehouseCode: await warehouseFor(tx, shop.channelCode),
    status: 10,
    source: p.source,
    totalAmount,
    discountAmount,
    payAmount: totalAmount - discountAmount,
    itemCount: lines.reduce((s, l) => s + l.quantity, 0),
    remark: p.remark,
    receiver: p.receiver,
    phone: p.phone,
    deliveryProvinceCode: shop.provinceCode,
    cityCode: shop.cityCode,
    districtCode: shop.districtCode,
    address: p.address,
    creator: ctx.user.loginId,
  };
  await tx.insert(orders).values(row);
  await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: id })));
  await p.within?.(tx, { id, orderNo });
  await scoreOrder(tx, ctx, id);
  await logOrder(
    tx,
    ctx,
    { id, orderNo },
    {
      action: '创建',
      toStatus: 10,
      remark: [`${p.note}，应付${yuan(totalAmount - discountAmount)}`, coupon.note].filter(Boolean).join('；'),
      created: row,
    },
  );
  return { id, orderNo };
}
