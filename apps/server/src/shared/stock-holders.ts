import { COMMON_LABELS } from '@console/contract/common-fields';
import { and, countDistinct, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { conflict } from './errors.ts';
import { orderLines, orders } from '../db/schema/order.ts';
import { inventory, purchaseOrderLines, purchaseOrders } from '../db/schema/wms.ts';

/**
 * What still needs a SKU or a warehouse: stock on hand or locked, orders not yet shipped, purchase orders not
 * yet received. Deleting one that something holds would leave the stock, the locks and the documents pointing
 * at a code a later SKU or warehouse of the same code would inherit — so the delete is refused, naming them.
 */

/** Orders that still need their goods: pending, approved (stock locked), pushed to the ERP. */
const OPEN_ORDER = [10, 20, 30];
/** Purchase orders still expecting goods: draft, submitted, partly received. */
const OPEN_PO = [1, 2, 3];

type Kind = 'sku' | 'warehouse';
const LABEL: Record<Kind, string> = { sku: COMMON_LABELS.sku, warehouse: COMMON_LABELS.warehouse };

/**
 * Refuses (409) when anything holds one of the codes; otherwise removes their empty stock rows. The stock rows
 * are locked first, so no stock moves in between.
 */
export async function refuseHeldThenDropStock(tx: Tx, kind: Kind, codes: string[]) {
  if (!codes.length) return;
  const stockKey = kind === 'sku' ? inventory.skuCode : inventory.warehouseCode;
  const rows = await tx
    .select({ code: stockKey, onHand: inventory.onHand, locked: inventory.locked })
    .from(inventory)
    .where(inArray(stockKey, codes))
    .for('update');
  const held = new Map<string, string[]>(codes.map((c) => [c, []]));
  const stock = new Map<string, { onHand: number; locked: number }>();
  for (const r of rows) {
    const s = stock.get(r.code) ?? { onHand: 0, locked: 0 };
    stock.set(r.code, { onHand: s.onHand + r.onHand, locked: s.locked + r.locked });
  }
  for (const [code, s] of stock) if (s.onHand > 0) held.get(code)?.push(`库存${s.onHand}${s.locked > 0 ? `（锁定${s.locked}）` : ''}`);

  const orderKey = kind === 'sku' ? orderLines.skuCode : orders.warehouseCode;
  const openOrders = await tx
    .select({ code: orderKey, n: countDistinct(orders.id) })
    .from(orders)
    .innerJoin(orderLines, sql`${orderLines.orderId} = ${orders.id}`)
    .where(and(inArray(orderKey, codes), inArray(orders.status, OPEN_ORDER)))
    .groupBy(orderKey);
  for (const o of openOrders) held.get(o.code)?.push(`未完成订单${o.n}单`);

  const poKey = kind === 'sku' ? purchaseOrderLines.skuCode : purchaseOrders.warehouseCode;
  const openPos = await tx
    .select({ code: poKey, n: countDistinct(purchaseOrders.id) })
    .from(purchaseOrders)
    .innerJoin(purchaseOrderLines, sql`${purchaseOrderLines.poId} = ${purchaseOrders.id}`)
    .where(and(inArray(poKey, codes), inArray(purchaseOrders.status, OPEN_PO)))
    .groupBy(poKey);
  for (const p of openPos) held.get(p.code)?.push(`未完成采购单${p.n}张`);

  const named = [...held].filter(([, why]) => why.length).map(([code, why]) => `${LABEL[kind]} ${code} 仍有${why.join('、')}`);
  if (named.length) throw conflict(`${named.join('；')}，不能删除`);
  await tx.delete(inventory).where(inArray(stockKey, codes));
}
