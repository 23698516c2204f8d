import type { warehouseCreate } from '@console/contract/wms';
import { WAREHOUSE_TYPES, wmsBaseApi } from '@console/contract/wms';
import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { skus } from '../../db/schema/products.ts';
import { regions } from '../../db/schema/regions.ts';
import { regionName } from '../regions/regions.service.ts';
import { refuseHeldThenDropStock } from '../../shared/stock-holders.ts';
import { warehouseChannels, warehouses } from '../../db/schema/wms.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { STATUS_TEXT } from '@console/contract/api/resource';

/** Warehouses (`/wms/base`): code, name, type, region, contact, status. */

const LABELS = {
  warehouseCode: COMMON_LABELS.warehouseCode,
  warehouseName: COMMON_LABELS.warehouseName,
  type: COMMON_LABELS.type,
  provinceCode: COMMON_LABELS.provinceCode,
  cityCode: COMMON_LABELS.cityCode,
  districtCode: COMMON_LABELS.districtCode,
  address: COMMON_LABELS.shortAddress,
  contact: COMMON_LABELS.contact,
  phone: COMMON_LABELS.phone,
  status: COMMON_LABELS.status,
  channels: '服务渠道',
};
const VALUES = {
  type: Object.fromEntries(WAREHOUSE_TYPES.map((t) => [String(t.value), t.label])),
  status: STATUS_TEXT,
};
type Create = z.output<typeof warehouseCreate>;

export const warehouseService = () =>
  resourceService({
    api: wmsBaseApi,
    table: warehouses,
    label: COMMON_LABELS.warehouse,
    duplicate: '仓库编码已存在',
    audit: { module: '仓储管理', targetType: 'warehouse', labels: LABELS, values: VALUES },
    // Inventory, channels and documents point at the code, so the log names a warehouse by it.
    naturalKey: { field: 'warehouseCode', fixed: '仓库编码不能修改' },
    statusRefusal: (to) => (to === 1 ? '所选仓库中有已启用的仓库，请刷新后重试' : '所选仓库中有已停用的仓库，请刷新后重试'),
    columns: {
      provinceName: regionName(warehouses.provinceCode),
      cityName: regionName(warehouses.cityCode),
      districtName: regionName(warehouses.districtCode),
      // The channels it serves, in their order: a deleted warehouse's log keeps what the list was.
      channels: sql<string>`(select string_agg(${warehouseChannels.channelCode} || '(' || ${warehouseChannels.priority} || ')', '、' order by ${warehouseChannels.priority}, ${warehouseChannels.channelCode}) from ${warehouseChannels} where ${warehouseChannels.warehouseCode} = ${warehouses.warehouseCode})`,
    },
    filters: (q) => [
      q.warehouseCode ? ilike(warehouses.warehouseCode, likeText(q.warehouseCode)) : undefined,
      q.warehouseName ? ilike(warehouses.warehouseName, likeText(q.warehouseName)) : undefined,
      q.type !== undefined ? eq(warehouses.type, q.type) : undefined,
      q.provinceCode ? eq(warehouses.provinceCode, q.provinceCode) : undefined,
    ],
    order: [{ column: warehouses.warehouseCode }],
    beforeSave: async (tx, values, current) => {
      await checkRegions(tx, { ...current, ...values } as Create);
    },
    /**
     * A warehouse holding stock, open orders or open purchase orders cannot be deleted. Its channel rows go
     * with it, in the same transaction: they are the warehouse's own settings (which channels it serves, in
     * which order), hold no stock, document or history, and mean nothing without it. Refusing instead would
     * ask the user to empty the list first, which a user limited to some channels cannot do (they see only
     * those rows); left behind, they would route the channel's orders to the first new warehouse given the
     * same code. The operation log keeps what the list was (`channels`).
     */
    beforeDelete: async (tx, ids) => {
      const rows = await tx.select({ code: warehouses.warehouseCode }).from(warehouses).where(inArray(warehouses.id, ids));
      const codes = rows.map((r) => r.code);
      await refuseHeldThenDropStock(tx, 'warehouse', codes);
      await tx.delete(warehouseChannels).where(inArray(warehouseChannels.warehouseCode, codes));
    },
  });

export async function allWarehouses({ status }: { status?: number }, ctx: RequestCtx) {
  return ctx.db
    .select({
      warehouseCode: warehouses.warehouseCode,
      warehouseName: warehouses.warehouseName,
      type: warehouses.type,
      status: warehouses.status,
    })
    .from(warehouses)
    .where(status !== undefined ? eq(warehouses.status, status) : undefined)
    .orderBy(asc(warehouses.type), asc(warehouses.warehouseCode))
    .limit(1000);
}

/** Enabled SKUs for the line pickers. */
export const skuOptions = (_input: object, ctx: RequestCtx) =>
  ctx.db.select({ skuCode: skus.code, skuName: skus.name }).from(skus).where(eq(skus.status, 1)).orderBy(asc(skus.code)).limit(5000);

/** Province (level 1), and city / district when given, must form one chain of the region tree. */
async function checkRegions(db: DbOrTx, b: Pick<Create, 'provinceCode' | 'cityCode' | 'districtCode'>) {
  const codes = [b.provinceCode, b.cityCode, b.districtCode].filter(Boolean);
  const rows = await db.select().from(regions).where(inArray(regions.code, codes));
  const by = new Map(rows.map((r) => [r.code, r]));
  if (by.get(b.provinceCode)?.level !== 1) throw badRequest('省份不存在，请重新选择');
  if (b.cityCode && by.get(b.cityCode)?.parentCode !== b.provinceCode) throw badRequest('城市不属于所选省份，请重新选择');
  if (b.districtCode && (!b.cityCode || by.get(b.districtCode)?.parentCode !== b.cityCode))
    throw badRequest('区县不属于所选城市，请重新选择');
}
