import { declare, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi } from './resource.ts';
import { commonField } from '../common-fields.ts';
import { PAGES } from './pages.ts';

/**
 * Invoice titles (发票抬头, `/invoice/info`): a shop's titles for its invoices, one of them the default. A company
 * title carries a 统一社会信用代码 checked by its GB 32100-2015 check character.
 */

export const TITLE_TYPES = [
  { value: 1, label: '企业' },
  { value: 2, label: '个人' },
] as const;
export const TAX_NO_INVALID = '纳税人识别号校验失败';

const s = schemas(() => import('../invoice.ts'));

export const INVOICE_FIELDS = fields({
  retCode: commonField('retCode', ['list', 'filter', 'form', 'detail', 'audit']),
  retName: commonField('retName', ['list', 'detail']),
  titleType: { label: '抬头类型', kind: 'enum', options: TITLE_TYPES, in: ['list', 'filter', 'form', 'detail', 'audit'] },
  title: { label: '发票抬头', kind: 'text', in: ['list', 'filter', 'form', 'detail', 'audit'], width: 200 },
  taxNo: { label: '纳税人识别号', kind: 'code', in: ['list', 'form', 'detail', 'audit'], width: 190 },
  bankName: { label: '开户银行', kind: 'text', in: ['list', 'form', 'detail', 'audit'] },
  bankAccount: { label: '银行账号', kind: 'code', in: ['list', 'form', 'detail', 'audit'], width: 190 },
  address: { label: '注册地址', kind: 'longtext', in: ['list', 'form', 'detail', 'audit'] },
  phone: { label: '注册电话', kind: 'phone', in: ['list', 'form', 'detail', 'audit'] },
  isDefault: { label: '默认抬头', kind: 'text', in: ['list', 'form', 'detail', 'audit'] },
  createTime: commonField('createTime', ['list', 'detail']),
});

// A title has no 启用/停用: its calls are the standard ones without them, plus setDefault.
const {
  enable: _enable,
  disable: _disable,
  ...standard
} = resourceApi({
  tag: '发票',
  path: '/invoice/info',
  page: 'invoiceInfo',
  label: INVOICE_FIELDS.title.label,
  create: s.invoiceCreate,
  update: s.invoiceUpdate,
  query: s.invoiceQuery,
  row: s.invoiceRow,
});

export const invoiceApi = area('发票', {
  ...standard,
  setDefault: endpoint({
    method: 'POST',
    path: '/invoice/info/setDefault',
    permission: 'invoiceInfo.edit',
    summary: '设为门店默认抬头（同一门店只有一个默认）',
    input: s.idInput,
    output: s.done,
    okMessage: '已设为默认',
  }),
});

export const invoiceResource = declare({
  name: 'invoice',
  label: INVOICE_FIELDS.title.label,
  endpoints: invoiceApi,
  fields: INVOICE_FIELDS,
  // A title follows its shop in every dimension the shop carries.
  scope: { 1: 'retCode' },
  page: PAGES.invoiceInfo,
});
