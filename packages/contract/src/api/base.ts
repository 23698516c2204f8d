import { area, type Endpoint, endpoint, type Permission, schemas } from '../endpoint.ts';
import { COMMON_LABELS, commonField } from '../common-fields.ts';
import { declare, fields } from '../declaration.ts';
import { WORDS } from '../words.ts';
import { PAGES } from './pages.ts';

const s = schemas(() => import('../base.ts'));

/** queryList, add, update, delete, enable, disable of one dictionary below `base`, behind `<page>.<action>`. */
function dictionaryEndpoints(base: string, page: string, label: string) {
  const key = (action: string) => `${page}.${action}` as Permission;
  const batch = (action: 'delete' | 'enable' | 'disable', verb: string) =>
    endpoint({
      method: 'POST',
      path: `${base}/${action}`,
      permission: key(action),
      summary: `${verb}${label}`,
      input: s.idsOnly,
      output: s.countResult,
      okMessage: `${verb}成功`,
    });
  return {
    queryList: endpoint({
      method: 'POST',
      path: `${base}/queryList`,
      permission: key('query'),
      summary: `${label}列表`,
      input: s.dictQuery,
      output: s.dictRow,
      paged: true,
    }),
    add: endpoint({
      method: 'POST',
      path: `${base}/add`,
      permission: key('add'),
      summary: `新增${label}`,
      input: s.dictCreate(label),
      output: s.createdId,
      okMessage: '新增成功',
    }),
    update: endpoint({
      method: 'POST',
      path: `${base}/update`,
      permission: key('edit'),
      summary: `修改${label}`,
      input: s.dictUpdate(label),
      output: s.done,
      okMessage: '修改成功',
    }),
    delete: batch('delete', WORDS.delete),
    enable: batch('enable', WORDS.enable),
    disable: batch('disable', WORDS.disable),
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
    input: s.dictAllQuery,
    output: s.dictOptions,
  });

export const sysPlatformApi = area('系统平台', {
  ...dictionaryEndpoints('/base/sysPlatform', 'sysPlatform', COMMON_LABELS.platform),
  // The specification sends this one as a POST with a query string.
  queryAll: allOptions('POST', '/base/sysPlatform/queryAll', COMMON_LABELS.platform, 'query'),
});
export const userTypeApi = area('用户类型', {
  ...dictionaryEndpoints('/base/userType', 'userType', '用户类型'),
  queryAll: allOptions('GET', '/base/userType/queryAll', '用户类型'),
});
export const retailerTypeApi = area(COMMON_LABELS.retailerType, {
  ...dictionaryEndpoints('/base/retailerType', 'retailerType', COMMON_LABELS.retailerType),
  queryAll: allOptions('GET', '/base/retailerType/queryAll', COMMON_LABELS.retailerType),
});
/** Grades keep their `GET /base/gradeInfo/queryAll` ({gradeCode, gradeName}) in the grades module. */
export const gradeInfoApi = area(COMMON_LABELS.grade, dictionaryEndpoints('/base/gradeInfo', 'gradeInfo', COMMON_LABELS.grade));
const spGroup = PAGES.spGroup.title;
export const spGroupApi = area(spGroup, {
  ...dictionaryEndpoints('/base/spGroup', 'spGroup', spGroup),
  queryAll: allOptions('GET', '/base/spGroup/queryAll', spGroup),
  query: endpoint({
    method: 'GET',
    path: '/base/spGroup/query',
    permission: 'authenticated',
    summary: `按编码查询${spGroup}`,
    input: s.spGroupCodeQuery,
    output: s.dictRow,
  }),
});

/** Dictionaries are the whole company's reference data: no shop, SP or region owns a row. */
const DICT = { none: '基础字典全公司共用，按菜单权限查看' } as const;
const DICT_SCOPE = { 1: DICT, 2: DICT, 3: DICT, 5: DICT, 6: DICT, 7: DICT };

/** A dictionary's fields, labelled after it (平台编码, 用户类型名称…); its status switch is the table's own column. */
const dictionaryFields = (label: string) =>
  fields({
    code: { label: `${label}编码`, kind: 'code', in: ['list', 'filter', 'export'], width: 140 },
    name: { label: `${label}名称`, kind: 'text', in: ['list', 'filter', 'export'], width: 200 },
    sort: commonField('sort', ['list', 'export'], { width: 70 }),
    remark: commonField('remark', ['list', 'export']),
    status: commonField('status', ['filter', 'export']),
    updateTime: commonField('updateTime', ['list', 'export'], { width: 170 }),
  });

/** A dictionary's list as a declared resource: its columns, filters, form labels and its page's export. */
const dictionaryResource = (endpoints: ReturnType<typeof dictionaryEndpoints>, menu: string, path: string, label: string) =>
  declare({ name: 'base', label, endpoints, fields: dictionaryFields(label), scope: DICT_SCOPE, page: { menu, path, title: label } });

export const sysPlatformResource = dictionaryResource(sysPlatformApi, 'sysPlatform', '/base/sys-platform', COMMON_LABELS.platform);
export const userTypeResource = dictionaryResource(userTypeApi, 'userType', '/base/user-type', '用户类型');
export const retailerTypeResource = dictionaryResource(retailerTypeApi, 'retailerType', '/base/retailer-type', COMMON_LABELS.retailerType);
export const gradeInfoResource = dictionaryResource(gradeInfoApi, 'gradeInfo', '/base/grade', COMMON_LABELS.grade);
export const spGroupResource = dictionaryResource(spGroupApi, PAGES.spGroup.menu, PAGES.spGroup.path, spGroup);

const tpl = dictionaryEndpoints('/base/template', 'template', COMMON_LABELS.template);
export const templateApi = area('消息模板', {
  queryList: endpoint({
    ...tpl.queryList,
    input: s.templateQuery,
    output: s.templateRow,
  }),
  add: endpoint({ ...tpl.add, input: s.templateCreate }),
  update: endpoint({ ...tpl.update, input: s.templateUpdate }),
  delete: tpl.delete,
  enable: tpl.enable,
  disable: tpl.disable,
  variables: endpoint({
    method: 'GET',
    path: '/base/template/variables',
    permission: 'template.query',
    summary: '模板可用变量',
    input: s.noInput,
    output: s.templateVariableList,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/base/template/preview',
    permission: 'template.query',
    summary: '预览：用给定的值填充变量，报告未知变量和缺少值的变量',
    input: s.templatePreview,
    output: s.templatePreviewResult,
  }),
});

/** A template's fields, apart from its declaration so that the template's schema can read its labels (the
 * declaration's type depends on that schema through its endpoints). */
export const templateFields = fields({
  code: { label: '模板编码', kind: 'code', in: ['list', 'export'], width: 150, fixed: true },
  name: commonField('templateName', ['list', 'export'], { width: 150 }),
  content: { label: '模板内容', kind: 'longtext', in: ['list', 'export'] },
  variables: { label: '变量', kind: 'text', in: ['list'], width: 200 },
  remark: commonField('remark', ['export']),
  status: commonField('status', ['export']),
  updateTime: commonField('updateTime', ['list', 'export']),
});

export const templateResource = declare({
  name: 'base',
  label: COMMON_LABELS.template,
  endpoints: templateApi,
  fields: templateFields,
  scope: DICT_SCOPE,
  page: { menu: 'template', path: '/base/template', title: COMMON_LABELS.template },
});

export const ocrApi = area('执照识别', {
  license: endpoint({
    method: 'POST',
    path: '/base/ocr/license',
    permission: 'ocr.query',
    summary: '识别营业执照（multipart 字段 file；未配置识别服务时明确报错）',
    inputIn: 'query',
    input: s.noInput,
    output: s.licenseFields,
    okMessage: '识别成功',
  }) satisfies Endpoint,
});
