import { STALE_MESSAGE } from '@console/contract/resource';
import { and, eq, inArray } from 'drizzle-orm';
import { conflict } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { checkRegionChain } from '../shop/shop-kit.ts';
import { bumped } from '../../shared/freshness.ts';
import { assertCan, freshAs, inTx, logOrder, orderInScope, statusesFor, wrongStatus } from '../order-kit/order-kit.ts';
import { orders } from '../../db/schema/order.ts';

/**
 * Remark and delivery address edits: conditional updates, logged with before/after. A stale edit (the order
 * changed after the editor read it) answers the protocol's 409 `数据已被他人修改，请刷新后重试`.
 */

export async function editRemark({ id, remark, updateTime }: { id: number; remark: string; updateTime?: string }, ctx: RequestCtx) {
  await inTx(ctx, async (tx) => {
    const order = await orderInScope(tx, ctx, id);
    const done = await tx
      .update(orders)
      .set({ remark, updatedAt: bumped(orders.updatedAt) })
      .where(and(eq(orders.id, id), freshAs(updateTime, ctx.tz)))
      .returning({ id: orders.id });
    if (!done.length) throw conflict(STALE_MESSAGE);
    await logOrder(tx, ctx, order, { action: '修改备注', changes: { remark: { before: order.remark, after: remark } } });
  });
  return null;
}

export type Address = { receiver: string; phone: string; provinceCode: string; cityCode: string; districtCode: string; address: string };
const ADDRESS_FIELDS = ['receiver', 'phone', 'deliveryProvinceCode', 'cityCode', 'districtCode', 'address'] as const;
/** Statuses before shipping (the declaration's `address` guard): the address may still change. */
const BEFORE_SHIPPING = statusesFor('address');

/** The edit as both its routes take it (the POST's body, the specification's GET query). */
export async function editAddress({ id, updateTime, ...a }: Address & { id: number; updateTime?: string }, ctx: RequestCtx) {
  await inTx(ctx, async (tx) => {
    const order = await orderInScope(tx, ctx, id);
    assertCan(order, 'address');
    await checkRegionChain(tx, a);
    const { provinceCode, ...rest } = a;
    const next = { ...rest, deliveryProvinceCode: provinceCode };
    const done = await tx
      .update(orders)
      .set({ ...next, updatedAt: bumped(orders.updatedAt) })
      .where(and(eq(orders.id, id), inArray(orders.status, BEFORE_SHIPPING), freshAs(updateTime, ctx.tz)))
      .returning({ id: orders.id });
    if (!done.length) {
      const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      throw BEFORE_SHIPPING.includes(now.status) ? conflict(STALE_MESSAGE) : wrongStatus(order.orderNo, now.status, '修改收货地址');
    }
    const changes = Object.fromEntries(
      ADDRESS_FIELDS.filter((f) => order[f] !== next[f]).map((f) => [f, { before: order[f], after: next[f] }]),
    );
    await logOrder(tx, ctx, order, { action: '修改地址', changes });
  });
  return null;
}
