import { z } from 'zod';
import { centsField } from './coupon.ts';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';
import { codeFilter, idInput, phoneField } from './shop-fields.ts';
import { lines } from './wms-docs.ts';
import { GIFT_BUDGET_FIELDS } from './api/gift-order.ts';

export * from './api/gift-order.ts';

const retCode = z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32);
/** `2026-11`: a month of the gift budget. */
const month = z
  .string()
  .trim()
  .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, '月份格式应为YYYY-MM')
  .optional()
  .transform((v) => v || undefined);

export const giftQuery = z.object({
  ...pageQuery(500),
  orderNo: optionalText(32),
  retCode: codeFilter,
  month,
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional()),
});
export const giftRow = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  retCode: z.string(),
  retName: z.string(),
  month: z.string(),
  listAmount: z.number(),
  itemCount: z.number(),
  status: z.number(),
  creator: z.string(),
  createTime: z.string(),
});
export type GiftRow = z.infer<typeof giftRow>;
export const giftLine = z.object({
  skuCode: z.string(),
  skuName: z.string(),
  quantity: z.number(),
  listPrice: z.number(),
  listAmount: z.number(),
});
export const giftDetail = giftRow.extend({ receiver: z.string(), phone: z.string(), address: z.string(), lines: z.array(giftLine) });
export type GiftDetail = z.infer<typeof giftDetail>;

/** Receiver, phone and address default to the shop's owner and address. */
export const giftCreate = z.strictObject({
  retCode,
  lines,
  receiver: z.string().trim().max(50, '收货人不能超过50个字符').optional(),
  phone: phoneField.optional(),
  address: z.string().trim().max(200, '收货地址不能超过200个字符').optional(),
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
});
export const giftCreated = z.object({ id: z.number(), orderId: z.number(), orderNo: z.string(), listAmount: z.number() });

export const budgetQuery = z.object({ ...pageQuery(500), retCode: codeFilter, month });
export const budgetRow = z.object({
  id: z.number(),
  retCode: z.string(),
  retName: z.string(),
  month: z.string(),
  monthlyBudget: z.number(),
  used: z.number(),
  remaining: z.number(),
  updateTime: z.string(),
});
export type BudgetRow = z.infer<typeof budgetRow>;
/** One budget per shop: set it the first time, change it after (with the `updateTime` the editor read). */
export const budgetUpdate = z.strictObject({
  retCode,
  monthlyBudget: centsField(GIFT_BUDGET_FIELDS.monthlyBudget.label).max(1_000_000_000, '每月额度过大'),
  updateTime: updateTimeField,
});
export const done = z.null();
export { idInput };
