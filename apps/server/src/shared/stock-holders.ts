import { COMMON_LABELS } from '@console/contract/common-fields';
import { and, countDistinct, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

  for (const d of OPEN_DOCUMENTS) for (const [code, n] of await openHolding(tx, d, kind, codes)) held.get(code)?.push(d.says(n));

  const named = [...held].filter(([, why]) => why.length).map(([code, why]) => `${LABEL[kind]} ${code} 仍有${why.join('、')}`);
  if (named.length) throw conflict(`${named.join('；')}，不能删除`);
  await tx.delete(inventory).where(inArray(stockKey, codes));
}

/** A kind of document with lines, the statuses in which it still holds its SKUs and warehouse. */
type OpenDocs = {
  head: PgTable;
  id: PgColumn;
  status: PgColumn;
  open: readonly number[];
  lines: PgTable;
  parent: PgColumn;
  key: Record<Kind, PgColumn>;
  says: (n: number) => string;
};

const OPEN_DOCUMENTS: OpenDocs[] = [
  {
    head: orders,
    id: orders.id,
    status: orders.status,
    open: OPEN_ORDER,
    lines: orderLines,
    parent: orderLines.orderId,
    key: { sku: orderLines.skuCode, warehouse: orders.warehouseCode },
    says: (n) => `未完成订单${n}单`,
  },
  {
    head: purchaseOrders,
    id: purchaseOrders.id,
    status: purchaseOrders.status,
    open: OPEN_PO,
    lines: purchaseOrderLines,
    parent: purchaseOrderLines.poId,
    key: { sku: purchaseOrderLines.skuCode, warehouse: purchaseOrders.warehouseCode },
    says: (n) => `未完成采购单${n}张`,
  },
];

/** Open documents of one kind holding these codes: code → how many documents. */
async function openHolding(tx: Tx, d: OpenDocs, kind: Kind, codes: string[]) {
  const key = d.key[kind];
  const rows = await tx
    .select({ code: sql<string>`${key}`, n: countDistinct(d.id) })
    .from(d.head)
    .innerJoin(d.lines, sql`${d.parent} = ${d.id}`)
    .where(and(inArray(key, codes), inArray(d.status, [...d.open])))
    .groupBy(key);
  return rows.map((r) => [r.code, r.n] as const);
}
