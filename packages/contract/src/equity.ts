import { z } from 'zod';
import { dateField, idField, listQuery, nameField, rowBase, statusField, updateBody } from './resource.ts';
import { EQUITY_FIELDS } from './api/equity.ts';
import { COMMON_LABELS } from './common-fields.ts';

export * from './api/equity.ts';

/** Equity activities' schemas (the calls: api/equity.ts). */

export const equityCreate = z
  .strictObject({
    name: nameField(COMMON_LABELS.activity),
    gradeCodes: z.array(z.string().trim().min(1).max(32), { error: '请选择适用等级' }).min(1, '请选择适用等级').max(50, '适用等级最多50个'),
    periodStart: dateField(EQUITY_FIELDS.periodStart.label),
    periodEnd: dateField(EQUITY_FIELDS.periodEnd.label),
    templateId: idField('优惠券模板'),
    status: statusField.default(1),
  })
  .refine((b) => b.periodStart <= b.periodEnd, { message: '周期开始不能晚于周期结束', path: ['periodEnd'] });
export const equityUpdate = updateBody(equityCreate, { id: idField('权益活动') });
export const equityQuery = listQuery({});
export const equityRow = z.object({
  ...rowBase,
  name: z.string(),
  gradeCodes: z.array(z.string()),
  gradeText: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  templateId: z.number(),
  templateName: z.string(),
  granted: z.number(),
});
export type EquityRow = z.infer<typeof equityRow>;

export const equityGrant = z.strictObject({ id: idField('权益活动') });
export const equityGranted = z.object({ count: z.number(), couponNos: z.array(z.string()) });
