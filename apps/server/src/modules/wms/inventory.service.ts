import type { historyQuery, inventoryAdjust, inventoryQuery } from '@console/contract/wms';
import { SHORT_STOCK_THRESHOLD } from '@console/contract/wms';
import { and, count, eq, gte, ilike, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound } from '../../shared/errors.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import type { Plans } from '../../shared/plans.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { writeGuard } from '../../shared/session-check.ts';
import { likeText } from '../../shared/resource.ts';
import { formatTime, withCreateTime } from '../../shared/time.ts';
import { skus } from '../../db/schema/products.ts';
import { adjust, type AlsoWritten, sourceOf } from './stock.service.ts';
import { skuNameOf, skuThresholdOf, warehouseNameOf, wmsAudit, wmsAuditInStatement } from './wms-kit.ts';
import { bumped } from '../../shared/freshness.ts';
import { inTx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { inventory, stockLedger } from '../../db/schema/wms.ts';
import { reshape } from '../../shared/reshape.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { STATUS_TEXT } from '@console/contract/api/resource';
import { WORDS } from '@console/contract/words';

/** Inventory rows (`/wms/inv`) and the ledger (`/wms/history`). Quantities change only in stock.service.ts. */

type InvQuery = z.output<typeof inventoryQuery>;
type HistQuery = z.output<typeof historyQuery>;

const skuNamed = (name: string) =>
  inArray(inventory.skuCode, sql`(select ${skus.code} from ${skus} where ${ilike(skus.name, likeText(name))})`);

/** Available below the SKU's threshold; a null threshold compares as unknown, so an SKU without one never matches. */
export const LOW_STOCK = sql`exists (select 1 from ${skus} where ${skus.code} = ${inventory.skuCode}
  and ${inventory.onHand} - ${inventory.locked} < ${skus.lowStockThreshold})`;

export const inventoryWhere = (q: Omit<InvQuery, 'page' | 'pageSize'>) =>
  whereAll([
    q.warehouseCode ? eq(inventory.warehouseCode, q.warehouseCode) : undefined,
    q.skuCode ? ilike(inventory.skuCode, likeText(q.skuCode)) : undefined,
    q.skuName ? skuNamed(q.skuName) : undefined,
    q.status !== undefined ? eq(inventory.status, q.status) : undefined,
    q.onlyShort ? lt(sql`${inventory.onHand} - ${inventory.locked}`, SHORT_STOCK_THRESHOLD) : undefined,
    q.lowStock ? LOW_STOCK : undefined,
  ]);

export const inventorySelect = {
  id: inventory.id,
  warehouseCode: inventory.warehouseCode,
  warehouseName: warehouseNameOf('wms_inventory'),
  skuCode: inventory.skuCode,
  skuName: skuNameOf('wms_inventory'),
  onHand: inventory.onHand,
  locked: inventory.locked,
  available: sql<number>`${inventory.onHand} - ${inventory.locked}`,
  lowStockThreshold: skuThresholdOf('wms_inventory'),
  status: inventory.status,
  updatedAt: inventory.updatedAt,
};
type InvSelected = { updatedAt: Date } & Record<string, unknown>;
export const toInventoryRow = <T extends InvSelected>(r: T, tz: string) =>
  reshape(r, ['updatedAt'], { updateTime: formatTime(r.updatedAt, tz) });

export async function listInventory(q: InvQuery, ctx: RequestCtx) {
  const where = inventoryWhere(q);
  const page = await pagedList(ctx, {
    page: q.page,
    pageSize: q.pageSize,
    // (warehouse, SKU) is unique: the cursor seeks along wms_inventory_uq.
    order: [{ column: inventory.warehouseCode }, { column: inventory.skuCode }],
    cursor: q.cursor,
    rows: keyedRows({
      select: { ...inventorySelect },
      from: (sel) => ctx.db.select(sel).from(inventory),
      where,
    }),
    count: () => ctx.db.select({ id: inventory.id }).from(inventory).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toInventoryRow(r, ctx.tz)) };
}

/** Enable / disable, all or nothing; a disabled row keeps its quantities but cannot be locked. */
export const setInventoryStatus =
  (to: 1 | 2) =>
  ({ ids }: { ids: number[] }, ctx: RequestCtx) =>
    inTx(ctx, async (tx) => {
      const from = to === 1 ? 2 : 1;
      const changed = await tx
        .update(inventory)
        .set({ status: to, updatedAt: bumped(inventory.updatedAt) })
        .where(and(inArray(inventory.id, ids), eq(inventory.status, from)))
        .returning({ id: inventory.id, warehouseCode: inventory.warehouseCode, skuCode: inventory.skuCode });
      if (changed.length !== new Set(ids).size) {
        const [{ n }] = await tx.select({ n: count() }).from(inventory).where(inArray(inventory.id, ids));
        if (n !== new Set(ids).size) throw notFound('库存记录不存在或已被删除');
        throw conflict(to === 1 ? '所选库存中有已启用的记录，请刷新后重试' : '所选库存中有已停用的记录，请刷新后重试');
      }
      for (const r of changed)
        await wmsAudit(
          'inventory',
          { status: COMMON_LABELS.status },
          {
            status: STATUS_TEXT,
          },
        )(tx, ctx, to === 1 ? WORDS.enable : WORDS.disable, `${r.warehouseCode}/${r.skuCode}`, { status: from }, { status: to });
      return { count: changed.length };
    });

const stocktakeAudit = wmsAuditInStatement('inventory', { onHand: '在库数量', reason: '调整原因' });

/**
 * Stocktake: on hand changes by delta through the stock operation (never below locked: 409 库存不足). One
 * statement, committed on its own: the change, its ledger row and its operation-log row, so the row (20 of them
 * take every stocktake under load) is locked only while that statement runs and commits.
 */
export async function adjustInventory(b: z.output<typeof inventoryAdjust>, ctx: RequestCtx) {
  const log: AlsoWritten = (l) =>
    stocktakeAudit(
      ctx,
      '库存调整',
      sql`${l}.warehouse_code || '/' || ${l}.sku_code`,
      { onHand: sql`${l}.on_hand_after - ${b.delta}::int` },
      { onHand: sql`${l}.on_hand_after`, reason: b.reason },
    )(l);
  const done = await adjust(ctx.db, b.id, b.delta, sourceOf(ctx, 'STOCKTAKE', `INV${b.id}`, b.reason), log, writeGuard(ctx.sessionGuard));
  return { onHand: done.onHand, locked: done.locked, available: done.onHand - done.locked };
}

/** A time filter 'YYYY-MM-DD[ HH:mm[:ss]]' in the server's zone; a bare end date covers that whole day. */
const zoned = (text: string, tz: string, endOfDay: boolean): SQL => {
  const full = text.length === 10 ? `${text} ${endOfDay ? '23:59:59.999' : '00:00:00'}` : text;
  return sql`(${full}::timestamp at time zone ${tz})`;
};

export const historyWhere = (q: Omit<HistQuery, 'page' | 'pageSize'>, tz: string) =>
  whereAll([
    q.warehouseCode ? eq(stockLedger.warehouseCode, q.warehouseCode) : undefined,
    q.skuCode ? eq(stockLedger.skuCode, q.skuCode) : undefined,
    q.type ? eq(stockLedger.type, q.type) : undefined,
    q.sourceNo ? eq(stockLedger.sourceNo, q.sourceNo) : undefined,
    q.startTime ? gte(stockLedger.createdAt, zoned(q.startTime, tz, false)) : undefined,
    q.endTime ? lte(stockLedger.createdAt, zoned(q.endTime, tz, true)) : undefined,
  ]);

export const historySelect = {
  id: stockLedger.id,
  warehouseCode: stockLedger.warehouseCode,
  skuCode: stockLedger.skuCode,
  skuName: skuNameOf('wms_stock_ledger'),
  type: stockLedger.type,
  onHandDelta: stockLedger.onHandDelta,
  lockedDelta: stockLedger.lockedDelta,
  onHandAfter: stockLedger.onHandAfter,
  lockedAfter: stockLedger.lockedAfter,
  sourceType: stockLedger.sourceType,
  sourceNo: stockLedger.sourceNo,
  reason: stockLedger.reason,
  operator: stockLedger.operator,
  createdAt: stockLedger.createdAt,
};

/**
 * How the ledger's page is planned, from its filter's shape (issue 31; EXPLAIN on 1,000,000 rows, a generic plan
 * forced). A SKU or document number has an index of its own whatever its value, and no filter walks the id index:
 * one generic plan kept per connection (backend CPU per page ~100 µs against ~250 µs planned each run). A generic
 * plan for a warehouse or a type alone walks the id index backwards until ten rows match — all 1,000,000 for a
 * warehouse with none (600 ms; planned for its value, 0.1 ms) — and a date range's best plan depends on its width:
 * these are planned each run, a warehouse or type kept parsed (the parse was a quarter of its CPU).
 */
const historyPlans = (q: HistQuery): Plans => {
  if (q.startTime || q.endTime) return undefined;
  return q.skuCode || q.sourceNo || !(q.warehouseCode || q.type) ? 'generic' : 'kept';
};

export async function listHistory(q: HistQuery, ctx: RequestCtx) {
  const where = historyWhere(q, ctx.tz);
  const page = await newestFirst(ctx, q, stockLedger, historySelect, where, { plans: historyPlans(q) });
  return { ...page, rows: page.rows.map((r) => withCreateTime(r, ctx.tz)) };
}
