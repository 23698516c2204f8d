import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { centsField, codeFilter, countResult, idInput, idsOnly, requiredText } from './shop-fields.ts';
import { updateTimeField } from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { appSettingFields, csFields, workOrderFields } from './api/shop-service.ts';

export * from './api/shop-service.ts';

/**
 * A shop's service side: customer service records, work orders with replies, the wallet with its ledger,
 * and the shop app's settings. Rows of a shop follow that shop's data scope.
 */

const retCodeInput = z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32, '门店编码不能超过32个字符');

export const csCreate = z.strictObject({
  retCode: retCodeInput,
  csType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择类型' }),
  content: requiredText(csFields.content.label, 1000),
  result: z.string().trim().max(1000, '处理结果不能超过1000个字符').default(''),
});
export const csUpdate = csCreate.extend({ id: z.coerce.number().int().positive('请选择记录'), updateTime: updateTimeField });
export const csRow = z.object({
  id: z.number(),
  retCode: z.string(),
  retName: z.string(),
  csType: z.number(),
  content: z.string(),
  result: z.string(),
  operator: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});

export const workOrderRow = z.object({
  id: z.number(),
  retCode: z.string(),
  retName: z.string(),
  title: z.string(),
  content: z.string(),
  status: z.number(),
  creator: z.string(),
  replyCount: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export const workOrderReply = z.object({ id: z.number(), content: z.string(), operator: z.string(), createTime: z.string() });
export const workOrderDetail = workOrderRow.extend({ replies: z.array(workOrderReply) });
// ---- wallet (cents)
export const walletRow = z.object({ retCode: z.string(), retName: z.string(), balance: z.number(), updateTime: z.string() });
export const ledgerRow = z.object({
  id: z.number(),
  retCode: z.string(),
  type: z.number(),
  amount: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  operator: z.string(),
  reason: z.string(),
  createTime: z.string(),
});
export const moveBody = z.strictObject({
  retCode: retCodeInput,
  amount: centsField(COMMON_LABELS.amount),
  reason: requiredText(COMMON_LABELS.reason, 200),
});
export const moveResult = z.object({ balanceBefore: z.number(), balanceAfter: z.number() });

// ---- app settings
export const settingCreate = z.strictObject({
  key: z
    .string({ error: '请输入配置键' })
    .trim()
    .min(1, '请输入配置键')
    .max(64, '配置键不能超过64个字符')
    .regex(/^[A-Za-z0-9_.-]+$/, '配置键只能包含字母、数字、下划线、点和中划线'),
  value: requiredText(appSettingFields.value.label, 2000),
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
});
export const settingUpdate = settingCreate.extend({ id: z.coerce.number().int().positive('请选择配置'), updateTime: updateTimeField });
export const settingRow = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string(),
  remark: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
/** Named by the descriptor (api/shop-service.ts). */
export const csQuery = z.object({
  ...pageQuery(),
  retCode: codeFilter,
  retName: optionalText(100),
  csType: z.coerce.number().int().optional(),
});
export const createdId = z.object({ id: z.number() });
export const done = z.null();
export const workOrderCreate = z.strictObject({
  retCode: retCodeInput,
  title: requiredText('工单标题', 100),
  content: requiredText(workOrderFields.content.label, 2000),
});
export const workOrderReplyBody = z.strictObject({
  id: z.coerce.number().int().positive('请选择工单'),
  content: requiredText('回复内容', 2000),
});
export const walletQuery = z.object({ ...pageQuery(), retCode: codeFilter, retName: optionalText(100) });
export const ledgerQuery = z.object({ ...pageQuery(), retCode: retCodeInput });
export const settingQuery = z.object({ ...pageQuery(), key: optionalText(64) });
export const workOrderQuery = z.object({
  ...pageQuery(),
  retCode: codeFilter,
  retName: optionalText(100),
  title: optionalText(100),
  status: z.coerce.number().int().min(1).max(4).optional(),
});
/** A work order's transition: its id and the updateTime the user read. */
export const workOrderTransitionBody = z.strictObject({ id: z.coerce.number().int().positive('请选择工单'), updateTime: updateTimeField });
export { countResult, idInput, idsOnly };
