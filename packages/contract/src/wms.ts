import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { codeField, nameField, statusField, statusFilter, updateTimeField } from './resource.ts';
import { countResult, idsOnly, PHONE_PATTERN } from './shop-fields.ts';
import { COMMON_LABELS } from './common-fields.ts';

export * from './api/wms.ts';

const optionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), '请输入正确的手机号或固定电话（如 13800138000 或 0571-88886666）')
  .default('');
const region = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{6}$/, `请选择${label}`);
const optionalRegion = z.union([z.literal(''), z.string().regex(/^\d{6}$/, '地区编码有误')]).default('');

export const warehouseCreate = z.strictObject({
  warehouseCode: codeField(COMMON_LABELS.warehouse),
  warehouseName: nameField(COMMON_LABELS.warehouse),
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择仓库类型' })),
  provinceCode: region(COMMON_LABELS.provinceCode),
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
  /** Available below the SKU's own low-stock threshold (SKUs without one never match). */
  lowStock: boolFilter,
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
  lowStockThreshold: z.number().nullable(),
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

/** Named by the descriptor (api/wms.ts). */
export const warehouseAllQuery = z.strictObject({ status: statusFilter });
export const warehouseOptions = z.array(warehouseOption);
export const noInput = z.strictObject({});
export const skuOptions = z.array(z.object({ skuCode: z.string(), skuName: z.string() }));
export const createdId = z.object({ id: z.number() });
export const done = z.null();
export const channelOptions = z.array(channelOption);
export { countResult, idsOnly };
