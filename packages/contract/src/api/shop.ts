import { area, endpoint, schemas } from '../endpoint.ts';
import { COMMON_LABELS, commonField } from '../common-fields.ts';
import { declare } from '../declaration.ts';
import { PAGES } from './pages.ts';
import { shopFields } from '../document-fields.ts';

const s = schemas(() => import('../shop.ts'));

export const shopInfoApi = area(COMMON_LABELS.shop, {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/info/queryList',
    permission: 'shopInfo.query',
    summary: '门店列表（按数据权限过滤）',
    input: s.shopQuery,
    output: s.shopRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/shop/info/detail',
    permission: 'shopInfo.query',
    summary: '门店详情',
    input: s.idInput,
    output: s.shopRow,
  }),
  add: endpoint({
    method: 'POST',
    path: '/shop/info/add',
    permission: 'shopInfo.add',
    summary: '新增门店',
    input: s.shopCreate,
    output: s.createdId,
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/shop/info/update',
    permission: 'shopInfo.edit',
    summary: '修改门店',
    input: s.shopUpdate,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/shop/info/delete',
    permission: 'shopInfo.delete',
    summary: '删除门店（全部成功或全部不做）',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '删除成功',
  }),
  enable: endpoint({
    method: 'POST',
    path: '/shop/info/enable',
    permission: 'shopInfo.enable',
    summary: '启用门店',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '启用成功',
  }),
  disable: endpoint({
    method: 'POST',
    path: '/shop/info/disable',
    permission: 'shopInfo.disable',
    summary: '停用门店',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '停用成功',
  }),
});
export const spInfoApi = area(COMMON_LABELS.spName, {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/spInfo/queryList',
    permission: 'spInfo.query',
    summary: '服务商列表（按数据权限过滤）',
    input: s.spQuery,
    output: s.spRow,
    paged: true,
  }),
  queryAll: endpoint({
    method: 'POST',
    path: '/shop/spInfo/queryAll',
    permission: 'authenticated',
    summary: '全部服务商（下拉选项，按数据权限过滤）',
    input: s.spAllQuery,
    output: s.spOptions,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/shop/spInfo/detail',
    permission: 'spInfo.query',
    summary: '服务商详情',
    input: s.idInput,
    output: s.spRow,
  }),
  add: endpoint({
    method: 'POST',
    path: '/shop/spInfo/add',
    permission: 'spInfo.add',
    summary: '新增服务商',
    input: s.spCreate,
    output: s.createdId,
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/shop/spInfo/update',
    permission: 'spInfo.edit',
    summary: '修改服务商',
    input: s.spUpdate,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/shop/spInfo/delete',
    permission: 'spInfo.delete',
    summary: '删除服务商（有门店指向时不能删除）',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '删除成功',
  }),
  enable: endpoint({
    method: 'POST',
    path: '/shop/spInfo/enable',
    permission: 'spInfo.enable',
    summary: '启用服务商',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '启用成功',
  }),
  disable: endpoint({
    method: 'POST',
    path: '/shop/spInfo/disable',
    permission: 'spInfo.disable',
    summary: '停用服务商',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '停用成功',
  }),
});

const f = shopFields();

/** Service providers: the list's columns, export and audit labels (the page keeps its region and tag cells). */
export const spInfoResource = declare({
  name: 'shop-sp',
  label: COMMON_LABELS.spName,
  endpoints: spInfoApi,
  fields: {
    spCode: commonField('spCode', ['list', 'export', 'audit'], { kind: 'code' }),
    spName: commonField('spFullName', ['list', 'export', 'audit'], { width: 220 }),
    contact: commonField('contact', ['list', 'export', 'audit']),
    phone: commonField('phone', ['list', 'export', 'audit']),
    ...f.regionNames(['export']),
    provinceCode: commonField('provinceCode', ['audit']),
    cityCode: commonField('cityCode', ['audit']),
    districtCode: commonField('districtCode', ['audit']),
    address: commonField('address', ['export', 'audit']),
    spGroupCode: { label: PAGES.spGroup.title, kind: 'code', in: ['audit'] },
    spGroupName: commonField('group', ['list', 'export'], { width: 100 }),
    serviceCodes: { label: '服务', kind: 'text', in: ['list', 'audit'], width: 140 },
    licenseNo: commonField('licenseNo', ['export', 'audit']),
    shopCount: { label: '门店数', kind: 'quantity', in: ['list', 'export'], width: 80 },
    status: commonField('status', ['list', 'export', 'audit']),
    ...f.updated,
    ...f.created,
  },
  // An SP belongs to no shop, platform, channel or grade: a user limited in those sees none (fail closed).
  scope: { 2: 'spCode', 6: 'provinceCode' },
  page: { menu: 'spInfo', path: '/shop/sp-info', title: '服务商管理' },
});
