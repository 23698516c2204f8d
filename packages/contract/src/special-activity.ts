import { z } from 'zod';
import { centsField } from './coupon.ts';
import { idField, listQuery, nameField, rowBase, statusField, updateBody } from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { PAGES } from './api/pages.ts';

export * from './api/special-activity.ts';

/** Special activities' schemas (the calls: api/special-activity.ts). Money in integer cents. */

/** 'YYYY-MM-DD HH:mm:ss', or a day alone: from its first second (start) or to its last (end). */
export const timeField = (label: string, dayAlone: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, `请选择${label}`)
    .transform((v) => (v.length === 10 ? `${v} ${dayAlone}` : v))
    .refine((v) => !Number.isNaN(new Date(`${v.replace(' ', 'T')}Z`).getTime()), `${label}不是有效时间`);

export const specialActivityLine = z.strictObject({
  skuCode: z.string({ error: '请选择商品' }).trim().min(1, '请选择商品').max(32, '商品编码不能超过32个字符'),
  specialPrice: centsField('特价'),
});

export const specialActivityCreate = z
  .strictObject({
    name: nameField(COMMON_LABELS.activity),
    startTime: timeField(COMMON_LABELS.startTime, '00:00:00'),
    endTime: timeField(COMMON_LABELS.endTime, '23:59:59'),
    gradeCodes: z.array(z.string().trim().min(1).max(32), { error: '适用等级格式有误' }).max(50, '适用等级最多50个').default([]),
    lines: z
      .array(specialActivityLine, { error: '请添加特价商品' })
      .min(1, '请添加特价商品')
      .max(200, '特价商品最多200个')
      .refine((ls) => new Set(ls.map((l) => l.skuCode)).size === ls.length, '同一商品请合并为一行'),
    status: statusField.default(1),
  })
  .refine((b) => b.startTime <= b.endTime, { message: '开始时间不能晚于结束时间', path: ['endTime'] });
export const specialActivityUpdate = updateBody(specialActivityCreate, { id: idField(PAGES.specialActivity.title) });
export const specialActivityQuery = listQuery({});
export const specialActivityRow = z.object({
  ...rowBase,
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  gradeCodes: z.array(z.string()),
  gradeText: z.string(),
  linesText: z.string(),
  /** The lines, for the edit form. */
  items: z.array(z.object({ skuCode: z.string(), specialPrice: z.number() })),
});
export type SpecialActivityRow = z.infer<typeof specialActivityRow>;
