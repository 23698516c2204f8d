import { z } from 'zod';
import { centsField } from './coupon.ts';
import { dateField, idField, listQuery, nameField, qtyField, rowBase, statusField, updateBody } from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { SET_MEAL, SET_MEAL_FIELDS } from './api/set-meal.ts';

export * from './api/set-meal.ts';

/** Set meals' schemas (the calls: api/set-meal.ts). Money in integer cents. */

export const setMealLine = z.strictObject({
  skuCode: z.string({ error: '请选择商品' }).trim().min(1, '请选择商品').max(32, '商品编码不能超过32个字符'),
  quantity: qtyField(COMMON_LABELS.quantity),
});

export const setMealCreate = z
  .strictObject({
    name: nameField(SET_MEAL),
    lines: z
      .array(setMealLine, { error: '请添加套餐商品' })
      .min(1, '请添加套餐商品')
      .max(50, '套餐商品最多50个')
      .refine((ls) => new Set(ls.map((l) => l.skuCode)).size === ls.length, '同一商品请合并为一行'),
    packagePrice: centsField(SET_MEAL_FIELDS.packagePrice.label).refine((v) => v > 0, '套餐价必须大于0'),
    validFrom: dateField(COMMON_LABELS.validFrom),
    validTo: dateField(COMMON_LABELS.validTo),
    perShopQuota: qtyField(SET_MEAL_FIELDS.perShopQuota.label),
    status: statusField.default(1),
  })
  .refine((b) => b.validFrom <= b.validTo, { message: '生效日期不能晚于失效日期', path: ['validTo'] });
export const setMealUpdate = updateBody(setMealCreate, { id: idField(SET_MEAL) });
export const setMealQuery = listQuery({});
export const setMealRow = z.object({
  ...rowBase,
  name: z.string(),
  packagePrice: z.number(),
  linesText: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  perShopQuota: z.number(),
  /** The lines, for the edit form. */
  items: z.array(z.object({ skuCode: z.string(), quantity: z.number() })),
});
export type SetMealRow = z.infer<typeof setMealRow>;

export const setMealOptionQuery = z.strictObject({ retCode: z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32) });
export const setMealOptions = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    packagePrice: z.number(),
    linesText: z.string(),
    validTo: z.string(),
    perShopQuota: z.number(),
    /** What the shop may still take of it (quota − what its orders took). */
    remaining: z.number(),
  }),
);
