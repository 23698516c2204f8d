import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { code, day, orEmpty, regionCode, status, statusAndTimes, timestamps } from '../columns.ts';
import { docNo, docState, onePerSku, partOf, skuQuantity } from '../documents.ts';
import { nonNegative, positive } from '../constraints.ts';

/**
 * Stock area (`/stock/*`). A transfer holds no quantity of its own: approving and completing it change
 * `wms_inventory` only through the warehouse's stock operations (modules/wms/stock.service.ts), whose ledger
 * rows carry the transfer number as their source document.
 */

/** status: TRANSFER_MACHINE (contract api/stock.ts). */
export const transfers = pgTable(
  'stock_transfer',
  {
    id: serial().primaryKey(),
    transferNo: docNo(),
    fromWarehouseCode: code(),
    toWarehouseCode: code(),
    remark: orEmpty(200),
    ...docState(10),
  },
  (t) => [
    index('stock_transfer_from_idx').on(t.fromWarehouseCode),
    check('stock_transfer_two_ends', sql`${t.fromWarehouseCode} <> ${t.toWarehouseCode}`),
  ],
);

export const transferLines = pgTable(
  'stock_transfer_line',
  {
    id: serial().primaryKey(),
    transferId: partOf(() => transfers.id),
    ...skuQuantity(),
  },
  (t) => onePerSku(t, t.transferId, 'stock_transfer_line_uq', 'stock_transfer_line_qty_pos'),
);

/**
 * What a service provider reports it sold to a shop (kind 1: sell-in from the SP's side, sell-out from the
 * brand's): the history auto-allocation shares a plan's total by. The shop's province is copied from the shop
 * when the row is made, like an order copies its shop's keys, so the row carries its scope in dimensions 1, 2
 * and 6. Kind 2 rows are the SP's purchases from the brand, written when a sell-in order ships (no shop:
 * `retCode` '', the order's province, `sourceNo` the order number); readers of sales history take kind 1 only.
 */
export const sellins = pgTable(
  'stock_sellin',
  {
    id: serial().primaryKey(),
    spCode: code(),
    retCode: code(),
    provinceCode: regionCode(),
    ...skuQuantity(),
    saleDate: day(),
    status: status(),
    kind: smallint().notNull().default(1),
    sourceNo: code().default(''),
    ...timestamps,
  },
  (t) => [
    index('stock_sellin_sku_date_idx').on(t.skuCode, t.saleDate),
    // One purchase row per shipped order line: a ship that ran twice could not count a purchase twice.
    uniqueIndex('stock_sellin_purchase_uq').on(t.sourceNo, t.skuCode).where(sql`${t.kind} = 2`),
    index('stock_sellin_sp_idx').on(t.spCode),
    positive('stock_sellin_qty_pos', t.quantity),
  ],
);

/** External SKU codes (a partner's or an SP's) ↔ ours: one mapping per source and external code. */
export const skuMappings = pgTable(
  'stock_sku_mapping',
  {
    id: serial().primaryKey(),
    source: varchar({ length: 32 }).notNull(),
    externalCode: varchar({ length: 64 }).notNull(),
    skuCode: code(),
    ...statusAndTimes(),
  },
  (t) => [uniqueIndex('stock_sku_mapping_uq').on(t.source, t.externalCode)],
);

/** An SP's counted stock of a SKU at a date (with its province copied from the SP, for scope). */
export const openingInventory = pgTable(
  'stock_opening_inventory',
  {
    id: serial().primaryKey(),
    spCode: code(),
    provinceCode: regionCode(),
    ...skuQuantity(),
    stockDate: day(),
    ...statusAndTimes(),
  },
  (t) => [
    uniqueIndex('stock_opening_inventory_uq').on(t.spCode, t.skuCode, t.stockDate),
    nonNegative('stock_opening_inventory_qty', t.quantity),
  ],
);
