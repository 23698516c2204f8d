import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { code, defaultNow, keepsCode, orEmpty, regionCode, shopScopeKeys, status, timeOrNull, timestamps } from '../columns.ts';
import { docNo, skuLine, transitionLog } from '../documents.ts';
import { shopInfo } from './shop.ts';

/**
 * Orders (`/order/*`, DOMAIN "Orders"). The header copies its shop's scope keys at ordering time, so the data
 * scope is applied on the order row itself (no join to the shop) and a shop's later move does not move history.
 * Money is integer cents. Status: 10 待审核, 20 已审核, 30 已推送ERP, 40 已发货, 50 已完成, 90 已取消, 91 已合并.
 * Source: 1 shop app, 2 telesales, 3 partner platform.
 */
export const orders = pgTable(
  'order_info',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: docNo(),
    // An order keeps its shop: a shop with orders is never deleted.
    retCode: keepsCode(() => shopInfo.retCode),
    retName: orEmpty(100),
    ...shopScopeKeys(),
    warehouseCode: code().default(''),
    status: status(10),
    source: smallint().notNull().default(1),
    totalAmount: integer().notNull().default(0),
    discountAmount: integer().notNull().default(0),
    payAmount: integer().notNull().default(0),
    itemCount: integer().notNull().default(0),
    remark: orEmpty(200),
    receiver: orEmpty(50),
    phone: orEmpty(20),
    /** Delivery region (the address's province / city / district); `provinceCode` above is the shop's, a scope key. */
    deliveryProvinceCode: regionCode().default(''),
    cityCode: regionCode().default(''),
    districtCode: regionCode().default(''),
    address: orEmpty(200),
    /** The order that absorbed this one (status 91). */
    mergedInto: integer(),
    /** Login id of who placed it (telesales agents see only their own). */
    creator: orEmpty(50),
    approveTime: timeOrNull(),
    cancelReason: orEmpty(200),
    ...timestamps,
  },
  (t) => [
    // The list is newest first (createdAt, id); a status tab with a date range walks the first index, a user
    // scoped to some shops the third (with the id, the page's keys come from the index alone: no heap fetch
    // per matching order before the sort), the DX list the fourth (see bench "orders"). The third leads with the
    // status: a status tab's shops then sit side by side, not each among its other statuses (bench, 200 shops:
    // 12 buffers instead of 16, the keys and the count about a quarter less CPU each).
    index('order_info_status_created_idx').on(t.status, t.createdAt, t.id),
    index('order_info_created_idx').on(t.createdAt, t.id),
    index('order_info_status_ret_created_idx').on(t.status, t.retCode, t.createdAt, t.id),
    index('order_info_source_created_idx').on(t.source, t.createdAt, t.id),
    // The DX list's tab counts (source 2, per status, capped): each status's orders, a shop scope's too, side by
    // side and counted from the index alone; on the status index the source is read from the heap (bench seed,
    // 1,000,000 orders, admin: 62,324 buffers → 430; 200 shops: 6,033 → 378).
    index('order_info_source_status_ret_created_idx').on(t.source, t.status, t.retCode, t.createdAt, t.id),
    // An agent's own DX list (坐席 see only the orders they placed), newest first.
    index('order_info_creator_created_idx').on(t.creator, t.createdAt, t.id),
    index('order_info_sp_idx').on(t.spCode),
    // The orders merged into one (its detail).
    index('order_info_merged_into_idx').on(t.mergedInto),
  ],
);

export const orderLines = pgTable(
  'order_line',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: integer().notNull(),
    ...skuLine(),
    price: integer().notNull(),
    amount: integer().notNull(),
    /** What the tiered discount took off this line (cents). */
    discount: integer().notNull().default(0),
    gift: boolean().notNull().default(false),
    /** What priced the line (issue 29): 价格表, 特价活动 <name>, 套餐 <name>; shown on the order's detail. */
    priceSource: varchar({ length: 80 }).notNull().default('价格表'),
  },
  (t) => [index('order_line_order_idx').on(t.orderId)],
);

/** One row per transition or edit: what happened, from/to status, who, when, and the field changes. */
export const orderLogs = pgTable(
  'order_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: integer().notNull(),
    ...transitionLog(),
    changes: jsonb().$type<Record<string, { before: unknown; after: unknown }>>(),
    createdAt: defaultNow(),
  },
  (t) => [index('order_log_order_idx').on(t.orderId)],
);

/**
 * The first answer of a write sent with an `Idempotency-Key` (order batches, wallet moves), per user: a repeat
 * gets it back. `request` is a hash of the call and its input, so a key reused for another request is refused
 * rather than answered (shared/idempotency.ts).
 */
export const orderIdempotency = pgTable(
  'order_idempotency',
  {
    key: varchar({ length: 100 }).notNull(),
    userCode: varchar({ length: 50 }).notNull(),
    request: orEmpty(64),
    answer: jsonb().notNull(),
    createdAt: defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userCode, t.key] })],
);

/**
 * Rows of other areas that belong to one order (its ERP push, its risk score) copy the order's number and scope
 * keys, as the order copied its shop's: their lists are scoped on their own row, and the keys never move.
 * One row per order unless the area's `orderId` says otherwise (an order has many after-sales).
 */
export const orderKeyColumns = (orderId = integer().notNull().unique()) => ({
  orderId,
  orderNo: code(),
  retCode: code(),
  retName: orEmpty(100),
  ...shopScopeKeys(),
});
