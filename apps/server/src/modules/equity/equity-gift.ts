import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { equityGrants } from '../../db/schema/equity.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { placeGiftOrder } from '../gift-order/gift-order.service.ts';
import { shopFor } from '../order/order-create.service.ts';

type Line = { skuCode: string; quantity: number };

/**
 * The gift-SKU benefit for the shops whose grant rows this grant has just claimed: one gift order each, through
 * the gift-order area's placing function (its budget, its lock). A shop it refuses (beyond its monthly gift
 * budget, a SKU not sold to it) loses its claimed row again — nothing was granted, a later grant may — and is
 * named with the reason. Racing grants never both reach a shop: the second waits on the first's claimed row.
 */
export async function grantGifts(
  tx: Tx,
  ctx: RequestCtx,
  act: { id: number; name: string; periodStart: string },
  shops: { retCode: string }[],
  lines: Line[],
) {
  const granted: string[] = [];
  const orderNos: string[] = [];
  const skipped: { retCode: string; retName: string; reason: string }[] = [];
  const row = (retCode: string) =>
    and(eq(equityGrants.activityId, act.id), eq(equityGrants.retCode, retCode), eq(equityGrants.periodStart, act.periodStart));
  for (const s of shops) {
    const shop = await shopFor(tx, ctx, s.retCode);
    const placed = await placeGiftOrder(tx, ctx, shop, { lines, remark: `权益活动：${act.name}` });
    if ('refused' in placed) {
      skipped.push({ retCode: shop.retCode, retName: shop.retName, reason: placed.refused });
      continue;
    }
    granted.push(shop.retCode);
    orderNos.push(placed.orderNo);
    await tx.update(equityGrants).set({ orderNo: placed.orderNo }).where(row(shop.retCode));
  }
  if (skipped.length)
    await tx.delete(equityGrants).where(
      and(
        eq(equityGrants.activityId, act.id),
        eq(equityGrants.periodStart, act.periodStart),
        inArray(
          equityGrants.retCode,
          skipped.map((k) => k.retCode),
        ),
      ),
    );
  return { granted, orderNos, skipped };
}
