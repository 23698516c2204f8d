import { type HistoryRow, historyQuery, type InventoryRow, inventoryQuery, STOCK_TYPES, SOURCE_TYPES } from '@console/contract/wms';
import { and, asc, desc, lt } from 'drizzle-orm';
import { registerExport } from '../../shared/export-registry.ts';
import { keysetAfter } from '../../shared/list.ts';
import { withCreateTime } from '../../shared/time.ts';
import { historySelect, historyWhere, inventorySelect, inventoryWhere, toInventoryRow } from './inventory.service.ts';
import { inventory, stockLedger } from '../../db/schema/wms.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { HISTORY_LABELS } from '@console/contract/api/wms';
import { skuFields } from '@console/contract/api/products-resources';
import { STATUS_TEXT as ENABLED_TEXT } from '@console/contract/api/resource';

const BATCH = 2000;
const STATUS_TEXT: Record<number, string> = ENABLED_TEXT;
const TYPE_TEXT: Record<string, string> = Object.fromEntries(STOCK_TYPES.map((t) => [t.value, t.label]));

/** Inventory and ledger lists as Excel exports (the list's filters, in the list's order, keyset batches). */
export function registerWmsExports() {
  registerExport<ReturnType<typeof inventoryQuery.parse>, InventoryRow>({
    page: 'wmsInventory',
    label: '库存列表',
    query: inventoryQuery,
    columns: [
      { key: 'warehouseCode', header: COMMON_LABELS.warehouseCode, width: 14 },
      { key: 'warehouseName', header: COMMON_LABELS.warehouseName, width: 20 },
      { key: 'skuCode', header: COMMON_LABELS.skuCode, width: 14 },
      { key: 'skuName', header: COMMON_LABELS.skuName, width: 30 },
      { key: 'onHand', header: '在库数量' },
      { key: 'locked', header: '锁定数量' },
      { key: 'available', header: '可用数量' },
      { key: 'lowStockThreshold', header: skuFields.lowStockThreshold.label },
      { key: 'status', header: COMMON_LABELS.status, format: (v) => STATUS_TEXT[v as number] ?? String(v) },
      { key: 'updateTime', header: COMMON_LABELS.updateTime, width: 20 },
    ],
    async *rows(ctx, q) {
      const base = inventoryWhere(q);
      let after: { wh: string; sku: string } | undefined;
      for (;;) {
        const seek = after
          ? keysetAfter(
              [
                { column: inventory.warehouseCode, value: after.wh },
                { column: inventory.skuCode, value: after.sku },
              ],
              'asc',
            )
          : undefined;
        const batch = await ctx.db
          .select(inventorySelect)
          .from(inventory)
          .where(and(base, seek))
          .orderBy(asc(inventory.warehouseCode), asc(inventory.skuCode))
          .limit(BATCH);
        if (!batch.length) return;
        yield batch.map((r) => toInventoryRow(r, ctx.tz) as InventoryRow);
        const last = batch[batch.length - 1];
        after = { wh: last.warehouseCode, sku: last.skuCode };
        if (batch.length < BATCH) return;
      }
    },
  });
  registerExport<ReturnType<typeof historyQuery.parse>, HistoryRow>({
    page: 'wmsHistory',
    label: '库存流水',
    query: historyQuery,
    columns: [
      { key: 'createTime', header: COMMON_LABELS.time, width: 20 },
      { key: 'warehouseCode', header: COMMON_LABELS.warehouseCode, width: 14 },
      { key: 'skuCode', header: COMMON_LABELS.skuCode, width: 14 },
      { key: 'skuName', header: COMMON_LABELS.skuName, width: 30 },
      { key: 'type', header: COMMON_LABELS.type, format: (v) => TYPE_TEXT[v as string] ?? String(v) },
      { key: 'onHandDelta', header: HISTORY_LABELS.onHandDelta },
      { key: 'lockedDelta', header: HISTORY_LABELS.lockedDelta },
      { key: 'onHandAfter', header: HISTORY_LABELS.onHandAfter },
      { key: 'lockedAfter', header: HISTORY_LABELS.lockedAfter },
      { key: 'sourceType', header: HISTORY_LABELS.sourceType, format: (v) => SOURCE_TYPES[v as string] ?? String(v) },
      { key: 'sourceNo', header: HISTORY_LABELS.sourceNo, width: 20 },
      { key: 'reason', header: COMMON_LABELS.reason, width: 20 },
      { key: 'operator', header: COMMON_LABELS.operator, width: 16 },
    ],
    async *rows(ctx, q) {
      const base = historyWhere(q, ctx.tz);
      let before: number | undefined;
      for (;;) {
        const batch = await ctx.db
          .select(historySelect)
          .from(stockLedger)
          .where(and(base, before !== undefined ? lt(stockLedger.id, before) : undefined))
          .orderBy(desc(stockLedger.id))
          .limit(BATCH);
        if (!batch.length) return;
        yield batch.map((r) => withCreateTime(r, ctx.tz));
        before = batch[batch.length - 1].id;
        if (batch.length < BATCH) return;
      }
    },
  });
}
