import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { idField, listQuery, nameField, optionalIdFilter, qtyField, rowBase, statusField, updateBody } from './resource.ts';
import { timeField } from './special-activity.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { PAGES } from './api/pages.ts';
import { LOTTERY_FIELDS } from './api/lottery.ts';

export * from './api/lottery.ts';

/** Lottery schemas (the calls: api/lottery.ts). */

export const lotteryPrize = z
  .strictObject({
    name: nameField('奖品', 30),
    kind: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择奖品类型' }),
    templateId: z.number().int().positive('请选择优惠券模板').nullable().default(null),
    skuCode: z.string().trim().max(32, '商品编码不能超过32个字符').default(''),
    probability: z
      .number({ error: '请输入中奖概率' })
      .int('中奖概率必须是整数（‰）')
      .min(0, '中奖概率不能为负')
      .max(1000, '中奖概率不能超过1000‰'),
    stock: z.number({ error: '请输入奖品库存' }).int('奖品库存必须是整数').min(0, '奖品库存不能为负').max(1_000_000, '奖品库存过大'),
  })
  .refine((p) => p.kind !== 1 || p.templateId !== null, { message: '优惠券奖品请选择优惠券模板', path: ['templateId'] })
  .refine((p) => p.kind !== 2 || p.skuCode !== '', { message: '赠品奖品请选择商品', path: ['skuCode'] });

export const lotteryCreate = z
  .strictObject({
    name: nameField(COMMON_LABELS.activity),
    startTime: timeField(COMMON_LABELS.startTime, '00:00:00'),
    endTime: timeField(COMMON_LABELS.endTime, '23:59:59'),
    drawsPerShopPerDay: qtyField(LOTTERY_FIELDS.drawsPerShopPerDay.label),
    prizes: z
      .array(lotteryPrize, { error: '请添加奖品' })
      .min(1, '请添加奖品')
      .max(20, '奖品最多20个')
      .refine((ps) => ps.reduce((s, p) => s + p.probability, 0) <= 1000, '奖品概率之和不能超过1000‰'),
    status: statusField.default(1),
  })
  .refine((b) => b.startTime <= b.endTime, { message: '开始时间不能晚于结束时间', path: ['endTime'] });
export const lotteryUpdate = updateBody(lotteryCreate, { id: idField(PAGES.lotteryActivity.title) });
export const lotteryQuery = listQuery({});
const prizeRow = z.object({
  name: z.string(),
  kind: z.number(),
  templateId: z.number().nullable(),
  skuCode: z.string(),
  probability: z.number(),
  stock: z.number(),
});
export const lotteryRow = z.object({
  ...rowBase,
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  drawsPerShopPerDay: z.number(),
  prizesText: z.string(),
  prizes: z.array(prizeRow),
});
export type LotteryRow = z.infer<typeof lotteryRow>;

export const lotteryDraw = z.strictObject({
  activityId: idField(PAGES.lotteryActivity.title),
  retCode: z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32, '门店编码不能超过32个字符'),
});
export const lotteryDrawn = z.object({
  recordNo: z.string(),
  won: z.boolean(),
  prizeName: z.string(),
  couponNo: z.string(),
  /** The gift order of a won gift prize. */
  orderNo: z.string(),
  /** Why the prize drawn was no win ('' otherwise). */
  note: z.string(),
});

export const lotteryRecordQuery = z.object({
  ...pageQuery(),
  activityId: optionalIdFilter,
  retCode: optionalText(32),
});
export const lotteryRecordRow = z.object({
  id: z.number(),
  recordNo: z.string(),
  activityId: z.number(),
  activityName: z.string(),
  retCode: z.string(),
  retName: z.string(),
  prizeName: z.string(),
  won: z.boolean(),
  couponNo: z.string(),
  orderNo: z.string(),
  note: z.string(),
  createTime: z.string(),
});
export type LotteryRecordRow = z.infer<typeof lotteryRecordRow>;
