import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';
import { codeFilter, idInput } from './shop-fields.ts';

export * from './api/after-sale.ts';

const numberFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional());
const id = z.coerce.number({ error: '请选择售后单' }).int().positive('请选择售后单');

export const afterSaleQuery = z.object({
  ...pageQuery(500),
  afterSaleNo: optionalText(32),
  orderNo: codeFilter,
  retCode: codeFilter,
  status: numberFilter,
  type: numberFilter,
});

export const afterSaleRow = z.object({
  id: z.number(),
  afterSaleNo: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  retCode: z.string(),
  retName: z.string(),
  type: z.number(),
  status: z.number(),
  statusName: z.string(),
  refundAmount: z.number(),
  reason: z.string(),
  rejectReason: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AfterSaleRow = z.infer<typeof afterSaleRow>;
export const afterSaleRows = z.array(afterSaleRow);

export const afterSaleLine = z.object({
  skuCode: z.string(),
  skuName: z.string(),
  quantity: z.number(),
  price: z.number(),
  amount: z.number(),
});
export const afterSaleLog = z.object({
  action: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number().nullable(),
  operator: z.string(),
  remark: z.string(),
  time: z.string(),
});
export const afterSaleDetail = afterSaleRow.extend({ lines: z.array(afterSaleLine), log: z.array(afterSaleLog) });
export type AfterSaleDetail = z.infer<typeof afterSaleDetail>;

export const afterSaleLineInput = z.strictObject({
  skuCode: z.string({ error: '请选择商品' }).trim().min(1, '请选择商品').max(32),
  quantity: z.coerce.number({ error: '请输入数量' }).int('数量必须是整数').min(1, '数量不能小于1').max(100000, '数量过大'),
});
export const afterSaleCreate = z.strictObject({
  orderId: z.coerce.number({ error: '请选择订单' }).int().positive('请选择订单'),
  type: z.union([z.literal(1), z.literal(2)], { error: '请选择售后类型' }),
  reason: z.string({ error: '请输入售后原因' }).trim().min(1, '请输入售后原因').max(200, '售后原因不能超过200个字符'),
  lines: z
    .array(afterSaleLineInput, { error: '请添加售后明细' })
    .min(1, '请添加售后明细')
    .max(200, '明细不能超过200行')
    .refine((l) => new Set(l.map((x) => x.skuCode)).size === l.length, '商品不能重复'),
});
export const afterSaleCreated = z.object({ id: z.number(), afterSaleNo: z.string(), refundAmount: z.number() });
export const afterSaleStep = z.strictObject({ id, updateTime: updateTimeField });
export const afterSaleReject = z.strictObject({
  id,
  reason: z.string({ error: '请输入拒绝原因' }).trim().min(1, '请输入拒绝原因').max(200, '拒绝原因不能超过200个字符'),
  updateTime: updateTimeField,
});
export const orderIdInput = z.strictObject({ orderId: z.coerce.number({ error: '请选择订单' }).int().positive('请选择订单') });
export const done = z.null();
export { idInput };
/** The screens' one-line claim form: type, reason and one SKU with its quantity (sent as `lines`). */
export const afterSaleForm = afterSaleCreate.pick({ type: true, reason: true }).extend(afterSaleLineInput.shape);
/** The reject form: the reason alone. */
export const afterSaleRejectForm = afterSaleReject.pick({ reason: true });
