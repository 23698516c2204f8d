import { z } from 'zod';
import { centsField } from './coupon.ts';
import { optionalText, pageQuery } from './paging.ts';
import { codeField, dateField, idField, listQuery, nameField, rowBase, statusField, textField, updateBody } from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { PAY_CHANNEL_FIELDS } from './api/pay.ts';

export * from './api/pay.ts';

/** Payments' schemas (the calls: api/pay.ts). Money in integer cents. */

export const payChannelCreate = z.strictObject({
  channelCode: codeField(COMMON_LABELS.payChannel),
  name: nameField(COMMON_LABELS.payChannel),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '请选择渠道类型' }),
  mchId: textField(PAY_CHANNEL_FIELDS.mchId.label, 64),
  appId: textField(PAY_CHANNEL_FIELDS.appId.label, 64),
  /** Write-only: stored, never answered. An edit without it keeps the stored one. */
  apiKey: z.string().trim().min(8, '密钥至少8个字符').max(200, '密钥不能超过200个字符').optional(),
  notifyUrl: textField(PAY_CHANNEL_FIELDS.notifyUrl.label, 300),
  status: statusField.default(1),
});
export const payChannelUpdate = updateBody(payChannelCreate, { id: idField(COMMON_LABELS.payChannel) });
export const payChannelQuery = listQuery({ channelCode: optionalText(32), type: z.coerce.number().int().min(1).max(4).optional() });
export const payChannelRow = z.object({
  ...rowBase,
  channelCode: z.string(),
  name: z.string(),
  type: z.number(),
  mchId: z.string(),
  appId: z.string(),
  /** 已设置 / 未设置: the key itself never leaves the server. */
  apiKeySet: z.string(),
  notifyUrl: z.string(),
});
export type PayChannelRow = z.infer<typeof payChannelRow>;

const payStatusFilter = z
  .union([z.literal(''), z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '状态有误' }))])
  .optional()
  .transform((v) => (v === '' ? undefined : v));
export const payRecordQuery = z.object({
  ...pageQuery(),
  orderNo: optionalText(32),
  retCode: optionalText(32),
  channelCode: optionalText(32),
  status: payStatusFilter,
  dateFrom: dateField(COMMON_LABELS.startDate).optional(),
  dateTo: dateField(COMMON_LABELS.endDate).optional(),
});
export const payRecordRow = z.object({
  id: z.number(),
  payNo: z.string(),
  orderNo: z.string(),
  retCode: z.string(),
  channelCode: z.string(),
  amount: z.number(),
  status: z.number(),
  tradeNo: z.string(),
  paidTime: z.string(),
  createTime: z.string(),
});
export type PayRecordRow = z.infer<typeof payRecordRow>;
export const payRecordCreate = z.strictObject({
  orderNo: z.string({ error: '请输入订单号' }).trim().min(1, '请输入订单号').max(32),
  channelCode: z.string({ error: '请选择支付渠道' }).trim().min(1, '请选择支付渠道').max(32),
});
export const payRecordCreated = z.object({ payNo: z.string(), amount: z.number() });
export const payNotify = z.strictObject({
  channelCode: z.string().max(32),
  payNo: z.string({ error: '缺少支付单号' }).trim().min(1, '缺少支付单号').max(40),
  tradeNo: z.string({ error: '缺少渠道流水号' }).trim().min(1, '缺少渠道流水号').max(64),
  amount: centsField(COMMON_LABELS.amount),
  status: z.enum(['SUCCESS', 'FAIL'], { error: '支付状态只能是 SUCCESS 或 FAIL' }),
});
export const payReconcileQuery = z.object({
  ...pageQuery(),
  date: dateField('对账日期').optional(),
  result: z.coerce.number().int().min(1, '对账结果有误').max(3, '对账结果有误').optional(),
});
export const payReconcileRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  retCode: z.string(),
  retName: z.string(),
  orderAmount: z.number(),
  paidAmount: z.number(),
  payNo: z.string(),
  channelCode: z.string(),
  result: z.number(),
});
export type PayReconcileRow = z.infer<typeof payReconcileRow>;
export const done = z.null();
