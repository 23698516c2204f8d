import { z } from 'zod';
import { area, type Endpoint, endpoint, type Permission } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';
import { codeField, nameField, sortField, statusField, statusFilter, updateTimeField } from './resource.ts';
import { countResult, idsOnly, requiredText } from './shop-fields.ts';

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

/** queryList, add, update, delete, enable, disable of one dictionary below `base`, behind `<page>.<action>`. */
function dictionaryEndpoints(base: string, page: string, label: string) {
  const key = (action: string) => `${page}.${action}` as Permission;
  const batch = (action: 'delete' | 'enable' | 'disable', verb: string) =>
    endpoint({
      method: 'POST',
      path: `${base}/${action}`,
      permission: key(action),
      summary: `${verb}${label}`,
      input: idsOnly,
      output: countResult,
      okMessage: `${verb}成功`,
    });
  return {
    queryList: endpoint({
      method: 'POST',
      path: `${base}/queryList`,
      permission: key('query'),
      summary: `${label}列表`,
      input: dictQuery,
      output: dictRow,
      paged: true,
    }),
    add: endpoint({
      method: 'POST',
      path: `${base}/add`,
      permission: key('add'),
      summary: `新增${label}`,
      input: dictCreate(label),
      output: z.object({ id: z.number() }),
      okMessage: '新增成功',
    }),
    update: endpoint({
      method: 'POST',
      path: `${base}/update`,
      permission: key('edit'),
      summary: `修改${label}`,
      input: dictUpdate(label),
      output: z.null(),
      okMessage: '修改成功',
    }),
    delete: batch('delete', '删除'),
    enable: batch('enable', '启用'),
    disable: batch('disable', '停用'),
  };
}

const allOptions = (method: 'GET' | 'POST', path: string, label: string, inputIn?: 'query') =>
  endpoint({
    method,
    path,
    // Dropdowns of many screens (user data permissions, shop and menu forms) read these.
    permission: 'authenticated',
    summary: `全部${label}（下拉选项）`,
    inputIn,
    input: dictAllQuery,
    output: z.array(dictOption),
  });

export const sysPlatformApi = area('系统平台', {
  ...dictionaryEndpoints('/base/sysPlatform', 'sysPlatform', '平台'),
  // The specification sends this one as a POST with a query string.
  queryAll: allOptions('POST', '/base/sysPlatform/queryAll', '平台', 'query'),
});
export const userTypeApi = area('用户类型', {
  ...dictionaryEndpoints('/base/userType', 'userType', '用户类型'),
  queryAll: allOptions('GET', '/base/userType/queryAll', '用户类型'),
});
export const retailerTypeApi = area('零售商类型', {
  ...dictionaryEndpoints('/base/retailerType', 'retailerType', '零售商类型'),
  queryAll: allOptions('GET', '/base/retailerType/queryAll', '零售商类型'),
});
/** Grades keep their `GET /base/gradeInfo/queryAll` ({gradeCode, gradeName}) in the grades module. */
export const gradeInfoApi = area('门店等级', dictionaryEndpoints('/base/gradeInfo', 'gradeInfo', '门店等级'));
export const spGroupApi = area('服务商分组', {
  ...dictionaryEndpoints('/base/spGroup', 'spGroup', '服务商分组'),
  queryAll: allOptions('GET', '/base/spGroup/queryAll', '服务商分组'),
  query: endpoint({
    method: 'GET',
    path: '/base/spGroup/query',
    permission: 'authenticated',
    summary: '按编码查询服务商分组',
    input: z.strictObject({ code: z.string({ error: '请输入分组编码' }).trim().min(1, '请输入分组编码').max(32) }),
    output: dictRow,
  }),
});

// ---- message templates: `${name}` variables from a fixed list
export const TEMPLATE_VARIABLES: Record<string, string> = {
  retName: '门店名称',
  retCode: '门店编码',
  ownerName: '店主姓名',
  spName: '服务商名称',
  orderNo: '订单号',
  amount: '金额（元）',
  date: '日期',
  code: '验证码',
};
export const TEMPLATE_VARIABLE_PATTERN = /\$\{([^}]*)\}/g;
/** The variable names a template uses, in order of first use. */
export const templateVariables = (content: string) => [...new Set([...content.matchAll(TEMPLATE_VARIABLE_PATTERN)].map((m) => m[1]))];

const templateContent = requiredText('模板内容', 2000).superRefine((c, ctx) => {
  const unknown = templateVariables(c).filter((v) => !(v in TEMPLATE_VARIABLES));
  if (unknown.length) ctx.addIssue({ code: 'custom', message: `模板中有未知变量：${unknown.map((v) => `\${${v}}`).join('、')}` });
});
export const templateCreate = z.strictObject({
  code: codeField('模板'),
  name: nameField('模板'),
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

const tpl = dictionaryEndpoints('/base/template', 'template', '模板');
export const templateApi = area('消息模板', {
  queryList: endpoint({
    ...tpl.queryList,
    input: z.object({ ...pageQuery(), code: optionalText(32), name: optionalText(50), status: statusFilter }),
    output: templateRow,
  }),
  add: endpoint({ ...tpl.add, input: templateCreate }),
  update: endpoint({ ...tpl.update, input: templateUpdate }),
  delete: tpl.delete,
  enable: tpl.enable,
  disable: tpl.disable,
  variables: endpoint({
    method: 'GET',
    path: '/base/template/variables',
    permission: 'template.query',
    summary: '模板可用变量',
    input: z.strictObject({}),
    output: z.array(z.object({ name: z.string(), label: z.string() })),
  }),
  preview: endpoint({
    method: 'POST',
    path: '/base/template/preview',
    permission: 'template.query',
    summary: '预览：用给定的值填充变量，报告未知变量和缺少值的变量',
    input: templatePreview,
    output: templatePreviewResult,
  }),
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
export const ocrApi = area('执照识别', {
  license: endpoint({
    method: 'POST',
    path: '/base/ocr/license',
    permission: 'ocr.query',
    summary: '识别营业执照（multipart 字段 file；未配置识别服务时明确报错）',
    inputIn: 'query',
    input: z.strictObject({}),
    output: licenseFields,
    okMessage: '识别成功',
  }) satisfies Endpoint,
});
