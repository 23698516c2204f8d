import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { countResult, idInput, idsOnly } from './shop-fields.ts';
import { updateTimeField } from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';

export * from './api/wms-docs.ts';

export const statusNum = z
  .union([z.literal(''), z.coerce.number().int().min(1).max(9)])
  .optional()
  .transform((v) => (v === '' ? undefined : v));
export const whCode = z.string({ error: '请选择仓库' }).trim().min(1, '请选择仓库').max(32);
const skuCode = z.string({ error: '请选择SKU' }).trim().min(1, '请选择SKU').max(32);
const qty = z.coerce.number({ error: '请输入数量' }).int('数量必须是整数').min(1, '数量不能小于1').max(1_000_000, '数量不能大于1000000');
export const line = z.strictObject({ skuCode, quantity: qty });
export const lines = z
  .array(line, { error: '请添加明细' })
  .min(1, '请添加明细')
  .max(200, '明细不能超过200行')
  .refine((l) => new Set(l.map((x) => x.skuCode)).size === l.length, 'SKU不能重复');
export const remark = (label: string) => z.string().trim().max(200, `${label}不能超过200个字符`).default('');

// ---- purchase orders
export const poCreate = z.strictObject({
  warehouseCode: whCode,
  supplierName: z.string({ error: '请输入供应商' }).trim().min(1, '请输入供应商').max(100, '供应商不能超过100个字符'),
  remark: remark(COMMON_LABELS.remark),
  lines,
});
export const poUpdate = poCreate.extend({ id: z.coerce.number().int().positive('请选择采购单'), updateTime: updateTimeField });
export const poReceive = z.strictObject({ id: z.coerce.number().int().positive('请选择采购单'), lines });
export const poQuery = z.object({
  ...pageQuery(500),
  poNo: optionalText(32),
  warehouseCode: optionalText(32),
  supplierName: optionalText(100),
  status: statusNum,
});
export const poRow = z.object({
  id: z.number(),
  poNo: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  supplierName: z.string(),
  remark: z.string(),
  status: z.number(),
  totalQty: z.number(),
  receivedQty: z.number(),
  createdBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type PoRow = z.infer<typeof poRow>;
export const docLine = z.object({ skuCode: z.string(), skuName: z.string(), quantity: z.number(), receivedQty: z.number() });
export const poDetail = poRow.extend({ lines: z.array(docLine) });
export type PoDetail = z.infer<typeof poDetail>;

// ---- deliveries
export const deliverCreate = z.strictObject({ orderNo: z.string({ error: '请输入订单号' }).trim().min(1, '请输入订单号').max(40) });
export const deliverQuery = z.object({
  ...pageQuery(500),
  deliverNo: optionalText(32),
  orderNo: optionalText(40),
  warehouseCode: optionalText(32),
  status: statusNum,
});
export const deliverRow = z.object({
  id: z.number(),
  deliverNo: z.string(),
  orderNo: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  status: z.number(),
  totalQty: z.number(),
  shippedTime: z.string(),
  createdBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DeliverRow = z.infer<typeof deliverRow>;
export const deliverDetail = deliverRow.extend({ lines: z.array(docLine) });

// ---- order split
export const splitPreviewInput = z.strictObject({
  orderNo: optionalText(40),
  channelCode: optionalText(32),
  lines: lines.optional(),
});
export const splitLine = z.object({ warehouseCode: z.string(), warehouseName: z.string(), skuCode: z.string(), quantity: z.number() });
export const splitPlan = z.object({
  orderNo: z.string(),
  lines: z.array(splitLine),
  short: z.array(z.object({ skuCode: z.string(), quantity: z.number() })),
});
export type SplitPlan = z.infer<typeof splitPlan>;
export const splitQuery = z.object({ ...pageQuery(500), orderNo: optionalText(40), warehouseCode: optionalText(32) });
export const splitRow = splitLine.extend({ id: z.number(), orderNo: z.string(), createTime: z.string() });

/** Named by the descriptor (api/wms-docs.ts). */
export const poCreated = z.object({ id: z.number(), poNo: z.string() });
export const done = z.null();
export const poReceived = z.object({ status: z.number() });
export const deliveriesCreated = z.array(z.object({ id: z.number(), deliverNo: z.string() }));
export const splitApplyBody = z.strictObject({ orderNo: z.string({ error: '请输入订单号' }).trim().min(1, '请输入订单号').max(40) });
export { countResult, idInput, idsOnly };
