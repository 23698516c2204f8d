import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { createdId, dateField, done, updateTimeField } from './resource.ts';
import { statusNum } from './wms-docs.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { PLAN_FIELDS } from './api/alloc.ts';

export * from './api/alloc.ts';

const id = (what: string) =>
  z.coerce
    .number({ error: `请选择${what}` })
    .int()
    .positive(`请选择${what}`);
const amount = (label: string, min: number) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .int(`${label}必须是整数`)
    .min(min, `${label}不能小于${min}`)
    .max(100_000_000, `${label}不能大于100000000`);

export const planId = z.strictObject({ id: id(COMMON_LABELS.plan) });
const planFields = {
  planName: z.string({ error: '请输入计划名称' }).trim().min(1, '请输入计划名称').max(50, '计划名称不能超过50个字符'),
  skuCode: z.string({ error: '请选择SKU' }).trim().min(1, '请选择SKU').max(32),
  dimension: z.coerce.number({ error: '请选择分配维度' }).refine((v) => v === 1 || v === 2 || v === 6, '请选择分配维度'),
  periodStart: dateField(COMMON_LABELS.startDate),
  periodEnd: dateField(COMMON_LABELS.endDate),
  total: amount(PLAN_FIELDS.total.label, 1),
};
const ordered = (b: { periodStart: string; periodEnd: string }) => b.periodEnd >= b.periodStart;
const ORDERED = { message: '结束日期不能早于开始日期', path: ['periodEnd'] };
export const planCreate = z.strictObject(planFields).refine(ordered, ORDERED);
export const planUpdate = z
  .strictObject({ ...planFields, id: id(COMMON_LABELS.plan), updateTime: updateTimeField })
  .refine(ordered, ORDERED);
export const planQuery = z.object({
  ...pageQuery(500),
  planName: optionalText(50),
  skuCode: optionalText(32),
  status: statusNum,
});
export const planRow = z.object({
  id: z.number(),
  planName: z.string(),
  skuCode: z.string(),
  skuName: z.string(),
  dimension: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  total: z.number(),
  allotted: z.number(),
  used: z.number(),
  status: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type PlanRow = z.infer<typeof planRow>;

export const lineQuery = z.strictObject({ planId: id(COMMON_LABELS.plan) });
export const lineRow = z.object({ code: z.string(), name: z.string(), quota: z.number(), used: z.number(), remaining: z.number() });
export type LineRow = z.infer<typeof lineRow>;
export const lineRows = z.array(lineRow);
export const lineSave = z.strictObject({
  planId: id(COMMON_LABELS.plan),
  lines: z
    .array(
      z.strictObject({ code: z.string({ error: '请选择分配对象' }).trim().min(1, '请选择分配对象').max(32), quota: amount('配额', 0) }),
      {
        error: '请添加配额明细',
      },
    )
    .max(5000, '配额明细不能超过5000行')
    .refine((l) => new Set(l.map((x) => x.code)).size === l.length, '分配对象不能重复'),
});
export const codeOptionQuery = z.strictObject({ planId: id(COMMON_LABELS.plan), keyword: optionalText(50) });
export const codeOptions = z.array(z.object({ code: z.string(), name: z.string() }));
export const autoAllocInput = z.strictObject({
  planId: id(COMMON_LABELS.plan),
  days: z.coerce
    .number({ error: '请输入统计天数' })
    .int('统计天数必须是整数')
    .min(1, '统计天数不能小于1')
    .max(365, '统计天数不能大于365')
    .default(30),
});
export const autoAllocLine = z.object({ code: z.string(), name: z.string(), sellout: z.number(), quota: z.number() });
export type AutoAllocLine = z.infer<typeof autoAllocLine>;
export const autoAllocLines = z.array(autoAllocLine);
export { createdId, done };
