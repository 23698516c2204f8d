import { type giftCreate, OVER_GIFT_BUDGET } from '@console/contract/gift-order';
import { yuan } from '@console/contract/money';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { scopeWhere } from '../../shared/data-scope.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { formatTime } from '../../shared/time.ts';
import { placeOrder, shopFor } from '../order/order-create.service.ts';
import { offersFor } from '../order/order-pricing.ts';
import { shopKeysThrough } from '../shop/shop-kit.ts';
import { giftBudgets, giftOrders } from '../../db/schema/gift-order.ts';

/**
 * Gift orders. Each is placed through the order's own create path (source 4, lines at price 0 marked gift), so
 * approval, quota, the ERP push and shipping treat it as any order. Its value at the shop's list price today is
 * counted against the shop's budget of the month; cancelled orders count for nothing. Gift orders and budget
 * edits of one shop take one lock in turn, so orders sent at once never together pass the budget.
 */

export const giftScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), shopKeysThrough('order_gift'));
export const budgetScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), shopKeysThrough('order_gift_budget'));

/** `2026-11`: the budget month of a moment in the console's zone. */
export const monthOf = (at: Date, tz: string) => formatTime(at, tz).slice(0, 7);

/** Serialises a shop's gift orders and budget edits (to the end of the transaction). */
export const holdShopBudget = (tx: Tx, retCode: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gift-budget:${retCode}`}))`);

/** What a month's gift orders of a shop take from its budget (cents at list price): a shop code or an outer column. */
export const usedSql = (retCode: SQL | string, month: string) =>
  sql<number>`coalesce((select sum(g.list_amount) from order_gift g join order_info o on o.id = g.order_id
    where g.ret_code = ${retCode} and g.month = ${month} and o.status <> 90), 0)::int`;

export async function budgetOf(db: DbOrTx, retCode: string, month: string) {
  const [b] = await db.select({ monthlyBudget: giftBudgets.monthlyBudget }).from(giftBudgets).where(eq(giftBudgets.retCode, retCode));
  const { rows } = await db.execute<{ used: number }>(sql`select ${usedSql(retCode, month)} as used`);
  const used = Number(rows[0].used);
  const budget = b?.monthlyBudget ?? 0;
  return { budget, used, remaining: Math.max(0, budget - used) };
}

type GiftBody = Pick<z.output<typeof giftCreate>, 'lines' | 'receiver' | 'phone' | 'address' | 'remark'>;
type Shop = Awaited<ReturnType<typeof shopFor>>;
export type GiftPlaced = { id: number; orderId: number; orderNo: string; listAmount: number };
/** Why a gift order was not placed (nothing written): a SKU not sold to the shop (400), its budget (409). */
export type GiftRefused = { refused: string; status: 400 | 409 };

export async function addGiftOrder(b: z.output<typeof giftCreate>, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    const placed = await placeGiftOrder(tx, ctx, await shopFor(tx, ctx, b.retCode), b);
    if ('refused' in placed) throw placed.status === 409 ? conflict(placed.refused) : badRequest(placed.refused);
    return placed;
  });
}

/**
 * The one way a gift order is placed (the gift-order page, equity grants, lottery prizes), in the caller's
 * transaction: the shop's budget lock taken, the lines valued at its list prices, the month's remaining budget
 * checked, then the order placed. A refusal is answered, not thrown, so that a grant over many shops can skip
 * one and go on; it comes before anything is written.
 */
export async function placeGiftOrder(tx: Tx, ctx: RequestCtx, shop: Shop, b: GiftBody): Promise<GiftPlaced | GiftRefused> {
  await holdShopBudget(tx, shop.retCode);
  const offers = await offersFor(tx, ctx.tz, shop, { codes: b.lines.map((l) => l.skuCode) });
  const unsold = b.lines.filter((l) => !offers.has(l.skuCode)).map((l) => l.skuCode);
  if (unsold.length) return { refused: `商品${unsold.join('、')}不可售或在门店平台无有效价格`, status: 400 };
  const priced = b.lines.map((l) => ({ ...l, skuName: offers.get(l.skuCode)!.skuName, listPrice: offers.get(l.skuCode)!.price }));
  const listAmount = priced.reduce((n, l) => n + l.quantity * l.listPrice, 0);
  const month = monthOf(new Date(), ctx.tz);
  const { remaining } = await budgetOf(tx, shop.retCode, month);
  if (listAmount > remaining)
    return {
      refused: `${OVER_GIFT_BUDGET}：门店${shop.retName}${month}剩余赠品额度${yuan(remaining)}，本单按牌价${yuan(listAmount)}`,
      status: 409,
    };
  const order = await placeOrder(tx, ctx, shop, {
    source: 4,
    lines: priced.map((l) => ({
      skuCode: l.skuCode,
      skuName: l.skuName,
      quantity: l.quantity,
      price: 0,
      amount: 0,
      discount: 0,
      gift: true,
    })),
    receiver: b.receiver || shop.receiver,
    phone: b.phone || shop.phone,
    address: b.address || shop.address,
    remark: b.remark,
    note: `赠品订单，按牌价${yuan(listAmount)}计入${month}赠品额度`,
  });
  const [row] = await tx
    .insert(giftOrders)
    .values({ orderId: order.id, orderNo: order.orderNo, retCode: shop.retCode, month, listAmount, lines: priced })
    .returning({ id: giftOrders.id });
  return { id: row.id, orderId: order.id, orderNo: order.orderNo, listAmount };
}
