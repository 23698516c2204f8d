import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';
import { codeFilter, idInput } from './shop-fields.ts';
import { line, lines } from './wms-docs.ts';

export * from './api/semiannual-return.ts';

const id = z.coerce.number({ error: '请选择退货单' }).int().positive('请选择退货单');

export const srQuery = z.object({
  ...pageQuery(500),
  returnNo: optionalText(32),
  retCode: codeFilter,
  period: optionalText(8),
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional()),
});
export const srRow = z.object({
  id: z.number(),
  returnNo: z.string(),
  retCode: z.string(),
  retName: z.string(),
  period: z.string(),
  warehouseCode: z.string(),
  amount: z.number(),
  status: z.number(),
  reason: z.string(),
  rejectReason: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type SrRow = z.infer<typeof srRow>;
export const srLine = z.object({ skuCode: z.string(), skuName: z.string(), quantity: z.number(), price: z.number(), amount: z.number() });
/** The half year's quota: what the shop bought, the cap, and what is left besides this return. */
export const srQuota = z.object({ rate: z.number(), purchased: z.number(), cap: z.number(), used: z.number(), remaining: z.number() });
export const srDetail = srRow.extend({ lines: z.array(srLine), quota: srQuota });
export type SrDetail = z.infer<typeof srDetail>;
export const srCreate = z.strictObject({
  retCode: z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32),
  warehouseCode: z.string({ error: '请选择仓库' }).trim().min(1, '请选择仓库').max(32),
  reason: z.string({ error: '请输入退货原因' }).trim().min(1, '请输入退货原因').max(200, '退货原因不能超过200个字符'),
  lines,
});
export const srCreated = z.object({ id: z.number(), returnNo: z.string(), amount: z.number() });
export const srStep = z.strictObject({ id, updateTime: updateTimeField });
export const srReject = z.strictObject({
  id,
  reason: z.string({ error: '请输入驳回原因' }).trim().min(1, '请输入驳回原因').max(200, '驳回原因不能超过200个字符'),
  updateTime: updateTimeField,
});
/** The screens' one-line return form (sent as `lines`). */
export const srForm = srCreate.pick({ retCode: true, warehouseCode: true, reason: true }).extend(line.shape);
export const srRejectForm = srReject.pick({ reason: true });
/** The return rate in force (`updateTime` empty while the default holds). */
export const srSetting = z.object({ returnRate: z.number(), updateTime: z.string() });
export const srSettingUpdate = z.strictObject({
  returnRate: z.coerce
    .number({ error: '请输入可退比例' })
    .int('可退比例必须是整数')
    .min(0, '可退比例应在0–100之间')
    .max(100, '可退比例应在0–100之间'),
  updateTime: updateTimeField,
});
export const noInput = z.strictObject({});
export const done = z.null();
export { idInput };
