import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { codeField, idField, listQuery, nameField, rowBase, statusField, updateBody, updateTimeField } from './resource.ts';
import { codeFilter } from './shop-fields.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { RISK_GRADE_FIELDS } from './api/risk.ts';

export * from './api/risk.ts';
export { done } from './resource.ts';

const score = (label: string) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .int(`${label}必须是整数`)
    .min(0, `${label}应在0–100之间`)
    .max(100, `${label}应在0–100之间`);
const action = z.coerce.number({ error: '请选择处置' }).pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择处置' }));

export const riskGradeCreate = z
  .strictObject({
    gradeCode: codeField('等级'),
    gradeName: nameField('等级', 20),
    minScore: score(RISK_GRADE_FIELDS.minScore.label),
    maxScore: score(RISK_GRADE_FIELDS.maxScore.label),
    action,
    status: statusField.default(1),
  })
  .refine((g) => g.minScore <= g.maxScore, { message: '最低分不能大于最高分', path: ['maxScore'] });
export const riskGradeUpdate = updateBody(
  z.strictObject({
    gradeCode: codeField('等级'),
    gradeName: nameField('等级', 20),
    minScore: score(RISK_GRADE_FIELDS.minScore.label),
    maxScore: score(RISK_GRADE_FIELDS.maxScore.label),
    action,
    status: statusField.default(1),
  }),
  { id: idField(COMMON_LABELS.riskGrade) },
);
export const riskGradeQuery = listQuery({ gradeCode: optionalText(32), gradeName: optionalText(20) });
export const riskGradeRow = z.object({
  ...rowBase,
  gradeCode: z.string(),
  gradeName: z.string(),
  minScore: z.number(),
  maxScore: z.number(),
  action: z.number(),
});
export type RiskGradeRow = z.infer<typeof riskGradeRow>;

export const orderRiskQuery = z.object({
  ...pageQuery(500),
  orderNo: codeFilter,
  retCode: codeFilter,
  gradeCode: codeFilter,
  reviewStatus: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: '审核状态不正确' }).int().min(0, '审核状态不正确').max(3, '审核状态不正确').optional(),
  ),
});
const reason = z.object({ rule: z.string(), points: z.number(), detail: z.string() });
export const orderRiskRow = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  retCode: z.string(),
  retName: z.string(),
  score: z.number(),
  gradeCode: z.string(),
  gradeName: z.string(),
  action: z.number(),
  reasons: z.array(reason),
  reviewStatus: z.number(),
  reviewRemark: z.string(),
  reviewer: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type OrderRiskRow = z.infer<typeof orderRiskRow>;
/** An order's score, or null for an order never scored. */
export const orderRiskOfOrder = orderRiskRow.nullable();
export const orderIdInput = z.strictObject({ orderId: z.coerce.number({ error: '请选择订单' }).int().positive('请选择订单') });

export const riskReviewBody = z.strictObject({
  orderNo: z.string({ error: '请选择订单' }).trim().min(1, '请选择订单').max(32, '订单号不能超过32个字符'),
  result: z.coerce
    .number({ error: '请选择审核结果' })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: '审核结果只能是1（通过）或2（拒绝）' })),
  remark: z.string().trim().max(200, '审核意见不能超过200个字符').default(''),
});
export const riskReviewed = z.object({ orderNo: z.string(), reviewStatus: z.number() });

export const riskRuleQuery = z.strictObject({});
export const riskRule = z.object({
  ruleCode: z.string(),
  ruleName: z.string(),
  points: z.number(),
  threshold: z.number(),
  thresholdMeaning: z.string(),
  enabled: z.boolean(),
  updateTime: z.string(),
});
export const riskRuleRows = z.array(riskRule);
export const riskRuleUpdate = z.strictObject({
  ruleCode: z.enum(['NEW_SHOP', 'HIGH_AMOUNT', 'REGION_MISMATCH', 'FREQUENT'], { error: '规则不存在' }),
  points: z.coerce.number({ error: '请输入分值' }).int('分值必须是整数').min(0, '分值应在0–100之间').max(100, '分值应在0–100之间'),
  threshold: z.coerce.number({ error: '请输入阈值' }).min(0, '阈值不能为负数').max(10000, '阈值过大'),
  enabled: z.boolean({ error: '请选择是否启用' }),
  /** The rule's `updateTime` as the editor read it (a rule never saved has none). */
  updateTime: updateTimeField,
});
