import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { dateField, idField, listQuery, nameField, optionalIdFilter, qtyField, rowBase, statusField, updateBody } from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { COUPON_TEMPLATE_FIELDS } from './api/coupon.ts';
import { PAGES } from './api/pages.ts';

export * from './api/coupon.ts';

/** Coupons' schemas (the calls: api/coupon.ts). Money in integer cents. */

export const centsField = (label: string) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .int(`${label}必须是以分为单位的整数`)
    .min(0, `${label}不能为负数`)
    .max(100_000_000_00, `${label}超出范围`);

const skuCodeList = z
  .array(z.string().trim().min(1, '商品编码不能为空').max(32, '商品编码不能超过32个字符'), { error: '适用商品格式有误' })
  .max(200, '适用商品最多200个');

/**
 * A template. Its rules across fields (满减 needs an amount, 折扣 a rate 1–99, validity by dates or by days
 * after issue) are checked by the server on the row as it will be stored (`templateProblem`), so an edit
 * of one field is judged with the others.
 */
export const couponTemplateCreate = z.strictObject({
  name: nameField(PAGES.couponTemplate.title),
  type: z.union([z.literal(1), z.literal(2)], { error: '请选择优惠券类型' }),
  amountOff: centsField(COUPON_TEMPLATE_FIELDS.amountOff.label).default(0),
  discountRate: z.coerce
    .number({ error: '折扣必须是数字' })
    .int('折扣必须是整数')
    .min(0, '折扣须在1–99之间')
    .max(99, '折扣须在1–99之间')
    .default(0),
  maxDiscount: centsField(COUPON_TEMPLATE_FIELDS.maxDiscount.label).default(0),
  threshold: centsField(COUPON_TEMPLATE_FIELDS.threshold.label).default(0),
  skuCodes: skuCodeList.default([]),
  validFrom: dateField(COMMON_LABELS.validFrom).nullable().default(null),
  validTo: dateField(COMMON_LABELS.validTo).nullable().default(null),
  validDays: z.coerce
    .number({ error: '有效天数必须是数字' })
    .int('有效天数必须是整数')
    .min(1, '有效天数不能小于1')
    .max(3650, '有效天数不能大于3650')
    .nullable()
    .default(null),
  total: qtyField(COUPON_TEMPLATE_FIELDS.total.label),
  status: statusField.default(1),
});
export const couponTemplateUpdate = updateBody(couponTemplateCreate, { id: idField(PAGES.couponTemplate.title) });
export const couponTemplateQuery = listQuery({ type: optionalIdFilter });
/** A template's rule as rows answer it (what `couponOff` computes with). */
const ruleShape = {
  type: z.number(),
  amountOff: z.number(),
  discountRate: z.number(),
  maxDiscount: z.number(),
  threshold: z.number(),
  skuCodes: z.array(z.string()),
};
export const couponTemplateRow = z.object({
  ...rowBase,
  name: z.string(),
  ...ruleShape,
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  validDays: z.number().nullable(),
  total: z.number(),
  issued: z.number(),
});
export type CouponTemplateRow = z.infer<typeof couponTemplateRow>;

export const couponIssue = z.strictObject({
  templateId: idField(PAGES.couponTemplate.title),
  retCodes: z
    .array(z.string().trim().min(1, '请选择门店').max(32, '门店编码不能超过32个字符'), { error: '请选择门店' })
    .min(1, '请选择门店')
    .max(500, '一次最多发放给500个门店'),
});
export const couponIssued = z.object({ count: z.number(), couponNos: z.array(z.string()) });

const couponStatusFilter = z
  .union([z.literal(''), z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '状态有误' }))])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const couponQuery = z.object({
  ...pageQuery(),
  couponNo: optionalText(32),
  retCode: optionalText(32),
  templateId: optionalIdFilter,
  status: couponStatusFilter,
  orderNo: optionalText(32),
});
export const couponRow = z.object({
  id: z.number(),
  couponNo: z.string(),
  retCode: z.string(),
  retName: z.string(),
  templateId: z.number(),
  templateName: z.string(),
  status: z.number(),
  orderNo: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  createTime: z.string(),
});
export type CouponRow = z.infer<typeof couponRow>;

export const couponVoid = z.strictObject({
  couponNos: z
    .array(z.string().trim().min(1, '请选择优惠券').max(32, '券号不能超过32个字符'), { error: '请选择优惠券' })
    .min(1, '请选择优惠券')
    .max(500, '一次最多作废500张'),
});
export const couponUsableQuery = z.strictObject({ retCode: z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32) });
export const couponUsables = z.array(
  z.object({
    couponNo: z.string(),
    templateName: z.string(),
    validTo: z.string(),
    ...ruleShape,
  }),
);
export const done = z.null();
