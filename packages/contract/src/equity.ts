import { z } from 'zod';
import { EQUITY_BENEFIT, EQUITY_FIELDS } from './api/equity.ts';
import { dateField, idField, listQuery, nameField, qtyField, rowBase, statusField, updateBody } from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { PAGES } from './api/pages.ts';

export * from './api/equity.ts';

/** Equity activities' schemas (the calls: api/equity.ts). */

const giftLine = z.strictObject({
  skuCode: z.string({ error: '请选择赠品商品' }).trim().min(1, '请选择赠品商品').max(32, '商品编码不能超过32个字符'),
  quantity: qtyField('赠品数量'),
});

export const equityCreate = z
  .strictObject({
    name: nameField(COMMON_LABELS.activity),
    gradeCodes: z.array(z.string().trim().min(1).max(32), { error: '请选择适用等级' }).min(1, '请选择适用等级').max(50, '适用等级最多50个'),
    periodStart: dateField(EQUITY_FIELDS.periodStart.label),
    periodEnd: dateField(EQUITY_FIELDS.periodEnd.label),
    benefit: z.union([z.literal(EQUITY_BENEFIT.coupon), z.literal(EQUITY_BENEFIT.gift)], { error: '请选择权益类型' }).default(1),
    /** The coupon template of the coupon benefit. */
    templateId: idField(PAGES.couponTemplate.title).optional(),
    /** The gift SKUs of the gift benefit: one gift order per shop, against its monthly gift budget. */
    giftLines: z
      .array(giftLine, { error: '请添加赠品商品' })
      .max(50, '赠品商品最多50个')
      .refine((ls) => new Set(ls.map((l) => l.skuCode)).size === ls.length, '同一商品请合并为一行')
      .optional(),
    status: statusField.default(1),
  })
  .refine((b) => b.periodStart <= b.periodEnd, { message: '周期开始不能晚于周期结束', path: ['periodEnd'] })
  .refine((b) => b.benefit !== EQUITY_BENEFIT.coupon || b.templateId, { message: '请选择优惠券模板', path: ['templateId'] })
  .refine((b) => b.benefit !== EQUITY_BENEFIT.gift || b.giftLines?.length, { message: '请添加赠品商品', path: ['giftLines'] });
export const equityUpdate = updateBody(equityCreate, { id: idField(PAGES.equityActivity.title) });
export const equityQuery = listQuery({});
export const equityRow = z.object({
  ...rowBase,
  name: z.string(),
  gradeCodes: z.array(z.string()),
  gradeText: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  benefit: z.number(),
  templateId: z.number().nullable(),
  templateName: z.string(),
  giftLinesText: z.string(),
  /** The gift lines, for the edit form. */
  giftLines: z.array(z.object({ skuCode: z.string(), quantity: z.number() })),
  granted: z.number(),
});
export type EquityRow = z.infer<typeof equityRow>;

export const equityGrant = z.strictObject({ id: idField(PAGES.equityActivity.title) });
export const equityGranted = z.object({
  count: z.number(),
  couponNos: z.array(z.string()),
  /** The gift orders placed (gift benefit). */
  orderNos: z.array(z.string()),
  /** Shops not granted this time and why (a gift beyond the shop's gift budget): a later grant may give them theirs. */
  skipped: z.array(z.object({ retCode: z.string(), retName: z.string(), reason: z.string() })),
});
