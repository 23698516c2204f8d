import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { codeField, nameField, sortField, statusField, statusFilter, updateTimeField } from './resource.ts';
import { countResult, idsOnly, requiredText } from './shop-fields.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { templateFields } from './api/base.ts';

export * from './api/base.ts';

/**
 * Base dictionaries (`/base/*`): system platforms (0004 is this console), user types, retailer types, shop
 * grades, SP groups — each {code, name, status, sort, remark} — plus message templates and licence OCR.
 */

export const dictCreate = (label: string) =>
  z.strictObject({
    code: codeField(label),
    name: nameField(label),
    status: statusField.default(1),
    sort: sortField,
    remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
  });
export const dictUpdate = (label: string) =>
  dictCreate(label).extend({ id: z.coerce.number().int().positive(`请选择${label}`), updateTime: updateTimeField });
export const dictQuery = z.object({ ...pageQuery(1000), code: optionalText(32), name: optionalText(50), status: statusFilter });
export const dictRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  status: z.number(),
  sort: z.number(),
  remark: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DictRow = z.infer<typeof dictRow>;
export const dictOption = z.object({ code: z.string(), name: z.string(), status: z.number() });
export const dictAllQuery = z.strictObject({ status: statusFilter });

// ---- message templates: `${name}` variables from a fixed list
export const TEMPLATE_VARIABLES: Record<string, string> = {
  retName: COMMON_LABELS.retName,
  retCode: COMMON_LABELS.retCode,
  ownerName: COMMON_LABELS.ownerName,
  spName: COMMON_LABELS.spFullName,
  orderNo: COMMON_LABELS.orderNo,
  amount: '金额（元）',
  date: '日期',
  code: '验证码',
};
export const TEMPLATE_VARIABLE_PATTERN = /\$\{([^}]*)\}/g;
/** Own keys only: `${constructor}` or `${toString}` are names a template may hold, not variables of the list. */
export const isTemplateVariable = (name: string) => Object.hasOwn(TEMPLATE_VARIABLES, name);
/** The variable names a template uses, in order of first use. */
export const templateVariables = (content: string) => [...new Set([...content.matchAll(TEMPLATE_VARIABLE_PATTERN)].map((m) => m[1]))];

const templateContent = requiredText(templateFields.content.label, 2000).superRefine((c, ctx) => {
  const unknown = templateVariables(c).filter((v) => !isTemplateVariable(v));
  if (unknown.length) ctx.addIssue({ code: 'custom', message: `模板中有未知变量：${unknown.map((v) => `\${${v}}`).join('、')}` });
});
export const templateCreate = z.strictObject({
  code: codeField(COMMON_LABELS.template),
  name: nameField(COMMON_LABELS.template),
  content: templateContent,
  status: statusField.default(1),
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
});
export const templateUpdate = templateCreate.extend({ id: z.coerce.number().int().positive('请选择模板'), updateTime: updateTimeField });
export const templateRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  content: z.string(),
  variables: z.array(z.string()),
  status: z.number(),
  remark: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export const templatePreview = z.strictObject({
  content: z.string({ error: '请输入模板内容' }).max(2000, '模板内容不能超过2000个字符'),
  values: z.record(z.string(), z.string().max(500)).default({}),
});
export const templatePreviewResult = z.object({
  text: z.string(),
  variables: z.array(z.string()),
  /** Variables not in the known list (left as written). */
  unknown: z.array(z.string()),
  /** Known variables without a value (left as written). */
  missing: z.array(z.string()),
});

// ---- business licence OCR (multipart field `file`)
export const licenseFields = z.object({
  companyName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  address: z.string(),
  registeredCapital: z.string(),
  establishDate: z.string(),
  validTo: z.string(),
  businessScope: z.string(),
});
export type LicenseFields = z.infer<typeof licenseFields>;

/** Named by the descriptors (api/base.ts). */
export { countResult, idsOnly };
export const createdId = z.object({ id: z.number() });
export const done = z.null();
export const noInput = z.strictObject({});
export const dictOptions = z.array(dictOption);
export const spGroupCodeQuery = z.strictObject({ code: z.string({ error: '请输入分组编码' }).trim().min(1, '请输入分组编码').max(32) });
export const templateQuery = z.object({ ...pageQuery(), code: optionalText(32), name: optionalText(50), status: statusFilter });
export const templateVariableList = z.array(z.object({ name: z.string(), label: z.string() }));
