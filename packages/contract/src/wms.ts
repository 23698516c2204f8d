import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';
import { codeField, nameField, statusField, statusFilter, updateTimeField } from './resource.ts';
import { countResult, idsOnly, PHONE_PATTERN } from './shop-fields.ts';

/**
 * Warehouse area (`/wms/*`): warehouses, channels per warehouse, inventory (warehouse × SKU) and its ledger.
 * Purchase orders, deliveries, order split and province returns are in `wms-docs.ts`.
 */

export const WAREHOUSE_TYPES = [
  { value: 1, label: '中心仓' },
  { value: 2, label: '区域仓' },
  { value: 3, label: '前置仓' },
] as const;

/** Ledger row types (stock operations) and their names. */
export const STOCK_TYPES = [
  { value: 'RECEIVE', label: '采购入库' },
  { value: 'LOCK', label: '锁定' },
  { value: 'UNLOCK', label: '释放锁定' },
  { value: 'SHIP', label: '发货出库' },
  { value: 'ADJUST', label: '盘点调整' },
  { value: 'TRANSFER_OUT', label: '调拨出库' },
  { value: 'TRANSFER_IN', label: '调拨入库' },
  { value: 'RETURN', label: '退货入库' },
] as const;

/** Source document types written into the ledger. */
export const SOURCE_TYPES: Record<string, string> = {
  PO: '采购单',
  ORDER: '订单',
  DELIVERY: '发货单',
  RETURN: '省区退货',
  STOCKTAKE: '盘点',
  TRANSFER: '调拨单',
  DEMO: '期初',
};

/** A row whose available quantity is below this is "short" (onlyShort filter, highlighted in the list). */
export const SHORT_STOCK_THRESHOLD = 10;

const optionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), '请输入正确的手机号或固定电话（如 13800138000 或 0571-88886666）')
  .default('');
const region = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{6}$/, `请选择${label}`);
const optionalRegion = z.union([z.literal(''), z.string().regex(/^\d{6}$/, '地区编码有误')]).default('');

export const warehouseCreate = z.strictObject({
  warehouseCode: codeField('仓库'),
  warehouseName: nameField('仓库'),
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择仓库类型' })),
  provinceCode: region('省份'),
  cityCode: optionalRegion,
  districtCode: optionalRegion,
  address: z.string().trim().max(200, '地址不能超过200个字符').default(''),
  contact: z.string().trim().max(50, '联系人不能超过50个字符').default(''),
  phone: optionalPhone,
  status: statusField.default(1),
});
export const warehouseUpdate = warehouseCreate.extend({ id: z.coerce.number().int().positive('请选择仓库'), updateTime: updateTimeField });
export const warehouseQuery = z.object({
  ...pageQuery(1000),
  warehouseCode: optionalText(32),
  warehouseName: optionalText(50),
  type: z
    .union([z.literal(''), z.coerce.number().int().min(1).max(3)])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  provinceCode: optionalText(12),
  status: statusFilter,
});
export const warehouseRow = z.object({
  id: z.number(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  type: z.number(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  status: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type WarehouseRow = z.infer<typeof warehouseRow>;
export const warehouseOption = z.object({ warehouseCode: z.string(), warehouseName: z.string(), type: z.number(), status: z.number() });

export const channelOption = z.object({ channelCode: z.string(), channelName: z.string() });
export const channelQuery = z.object({ ...pageQuery(1000), warehouseCode: optionalText(32), channelCode: optionalText(32) });
export const channelRow = z.object({
  id: z.number(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  priority: z.number(),
  status: z.number(),
  updateTime: z.string(),
});
export type ChannelRow = z.infer<typeof channelRow>;
export const channelBatch = z.strictObject({
  warehouseCode: z.string({ error: '请选择仓库' }).trim().min(1, '请选择仓库').max(32),
  channels: z
    .array(
      z.strictObject({
        channelCode: z.string({ error: '请选择渠道' }).trim().min(1, '请选择渠道').max(32),
        priority: z.coerce
          .number({ error: '请输入优先级' })
          .int('优先级必须是整数')
          .min(1, '优先级不能小于1')
          .max(999, '优先级不能大于999'),
        status: statusField.default(1),
      }),
    )
    .max(200, '渠道不能超过200个')
    .refine((list) => new Set(list.map((c) => c.channelCode)).size === list.length, '渠道不能重复'),
});

const boolFilter = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

export const inventoryQuery = z.object({
  ...pageQuery(500),
  warehouseCode: optionalText(32),
  skuCode: optionalText(32),
  skuName: optionalText(100),
  status: statusFilter,
  onlyShort: boolFilter,
});
export const inventoryRow = z.object({
  id: z.number(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  skuCode: z.string(),
  skuName: z.string(),
  onHand: z.number(),
  locked: z.number(),
  available: z.number(),
  status: z.number(),
  updateTime: z.string(),
});
export type InventoryRow = z.infer<typeof inventoryRow>;
export const inventoryAdjust = z.strictObject({
  id: z.coerce.number().int().positive('请选择库存'),
  delta: z.coerce
    .number({ error: '请输入调整数量' })
    .int('调整数量必须是整数')
    .min(-1_000_000, '调整数量超出范围')
    .max(1_000_000, '调整数量超出范围')
    .refine((v) => v !== 0, '调整数量不能为0'),
  reason: z.string({ error: '请输入调整原因' }).trim().min(1, '请输入调整原因').max(200, '调整原因不能超过200个字符'),
});
export const stockQuantities = z.object({ onHand: z.number(), locked: z.number(), available: z.number() });

const timeFilter = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(v), '时间格式应为 YYYY-MM-DD HH:mm:ss');
export const historyQuery = z.object({
  ...pageQuery(500),
  warehouseCode: optionalText(32),
  skuCode: optionalText(32),
  type: optionalText(16),
  sourceNo: optionalText(40),
  startTime: timeFilter,
  endTime: timeFilter,
});
export const historyRow = z.object({
  id: z.number(),
  warehouseCode: z.string(),
  skuCode: z.string(),
  skuName: z.string(),
  type: z.string(),
  onHandDelta: z.number(),
  lockedDelta: z.number(),
  onHandAfter: z.number(),
  lockedAfter: z.number(),
  sourceType: z.string(),
  sourceNo: z.string(),
  reason: z.string(),
  operator: z.string(),
  createTime: z.string(),
});
export type HistoryRow = z.infer<typeof historyRow>;

const batch = (path: string, permission: `${string}.${string}`, summary: string, okMessage: string) =>
  endpoint({ method: 'POST', path, permission, summary, input: idsOnly, output: countResult, okMessage });

export const wmsBaseApi = area('仓库', {
  queryList: endpoint({
    method: 'POST',
    path: '/wms/base/queryList',
    permission: 'wmsBase.query',
    summary: '仓库列表',
    input: warehouseQuery,
    output: warehouseRow,
    paged: true,
  }),
  queryAll: endpoint({
    method: 'GET',
    path: '/wms/base/queryAll',
    // The warehouse dropdown of every warehouse screen (inventory, ledger, purchase orders, returns).
    permission: 'authenticated',
    summary: '全部仓库（下拉选项）',
    input: z.strictObject({ status: statusFilter }),
    output: z.array(warehouseOption),
  }),
  skuOptions: endpoint({
    method: 'GET',
    path: '/wms/base/skuOptions',
    // The SKU picker of purchase orders and returns (users of those pages may lack the product keys).
    permission: 'authenticated',
    summary: '启用的SKU（下拉选项，最多5000条）',
    input: z.strictObject({}),
    output: z.array(z.object({ skuCode: z.string(), skuName: z.string() })),
  }),
  add: endpoint({
    method: 'POST',
    path: '/wms/base/add',
    permission: 'wmsBase.add',
    summary: '新增仓库',
    input: warehouseCreate,
    output: z.object({ id: z.number() }),
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/wms/base/update',
    permission: 'wmsBase.edit',
    summary: '修改仓库',
    input: warehouseUpdate,
    output: z.null(),
    okMessage: '修改成功',
  }),
  delete: batch('/wms/base/delete', 'wmsBase.delete', '删除仓库（有库存的仓库不能删除）', '删除成功'),
  enable: batch('/wms/base/enable', 'wmsBase.enable', '启用仓库', '启用成功'),
  disable: batch('/wms/base/disable', 'wmsBase.disable', '停用仓库', '停用成功'),
});

export const wmsChannelApi = area('仓库渠道', {
  baseChannel: endpoint({
    method: 'GET',
    path: '/wms/channel/baseChannel',
    permission: 'wmsChannel.query',
    summary: '渠道字典',
    input: z.strictObject({}),
    output: z.array(channelOption),
  }),
  queryChannelList: endpoint({
    method: 'GET',
    path: '/wms/channel/queryChannelList',
    permission: 'wmsChannel.query',
    summary: '仓库渠道列表',
    input: channelQuery,
    output: channelRow,
    paged: true,
  }),
  batchUpdateChannel: endpoint({
    method: 'POST',
    path: '/wms/channel/batchUpdateChannel',
    permission: 'wmsChannel.batch',
    summary: '批量保存仓库的渠道（整体替换，全部成功或全部失败）',
    input: channelBatch,
    output: countResult,
    okMessage: '保存成功',
  }),
});

export const wmsInventoryApi = area('库存', {
  queryList: endpoint({
    method: 'GET',
    path: '/wms/inv/queryList',
    permission: 'wmsInventory.query',
    summary: '库存列表',
    input: inventoryQuery,
    output: inventoryRow,
    paged: true,
  }),
  enable: batch('/wms/inv/enable', 'wmsInventory.enable', '启用库存', '启用成功'),
  disable: batch('/wms/inv/disable', 'wmsInventory.disable', '停用库存（停用后不能锁定）', '停用成功'),
  adjust: endpoint({
    method: 'POST',
    path: '/wms/inv/adjust',
    permission: 'wmsInventory.adjust',
    summary: '盘点调整（不能低于已锁定数量）',
    input: inventoryAdjust,
    output: stockQuantities,
    okMessage: '调整成功',
  }),
});

export const wmsHistoryApi = area('库存流水', {
  queryList: endpoint({
    method: 'GET',
    path: '/wms/history/queryList',
    permission: 'wmsHistory.query',
    summary: '库存流水（最新在前）',
    input: historyQuery,
    output: historyRow,
    paged: true,
  }),
});
