import { shopFields } from '../document-fields.ts';
import { declare } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { PAGES } from './pages.ts';

const s = schemas(() => import('../shop-area.ts'));

export const spAreaApi = area(PAGES.spArea.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/spArea/queryList',
    permission: 'spArea.query',
    summary: '服务商的服务区域',
    input: s.areaQuery,
    output: s.spAreaRow,
    paged: true,
  }),
  add: endpoint({
    method: 'POST',
    path: '/shop/spArea/add',
    permission: 'spArea.add',
    summary: '新增服务区域（已有的区县跳过）',
    input: s.spAreaBody,
    output: s.countResult,
    okMessage: '新增成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/shop/spArea/delete',
    permission: 'spArea.delete',
    summary: '删除服务区域',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '删除成功',
  }),
});
export const areaMainSpApi = area(PAGES.areaMainSp.title, {
  queryList: endpoint({
    method: 'GET',
    path: '/shop/areaMainSp/queryList',
    permission: 'areaMainSp.query',
    summary: '区县的主服务商',
    input: s.areaQuery,
    output: s.areaMainSpRow,
    paged: true,
  }),
  updateArea: endpoint({
    method: 'POST',
    path: '/shop/areaMainSp/updateArea',
    permission: 'areaMainSp.edit',
    summary: '设为这些区县的主服务商（须是其服务区域）',
    input: s.spAreaBody,
    output: s.countResult,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/shop/areaMainSp/delete/:id',
    permission: 'areaMainSp.delete',
    summary: '解除区县的主服务商',
    input: s.idInput,
    output: s.done,
    okMessage: '删除成功',
  }),
});

const f = shopFields();
const region = f.regionNames(['list', 'export'], 120);
// Both lists follow their SP's scope (its code and the province it is in), not the district's.
const bySp = { 2: 'spCode', 6: { none: '随服务商：按服务商所在省份过滤' } } as const;

export const spAreaResource = declare({
  name: 'shop-sp-area',
  label: PAGES.spArea.title,
  endpoints: spAreaApi,
  fields: {
    ...f.sp(),
    ...region,
    ...f.created,
  },
  scope: bySp,
  page: PAGES.spArea,
});

export const areaMainSpResource = declare({
  name: 'shop-area-main-sp',
  label: PAGES.areaMainSp.title,
  endpoints: areaMainSpApi,
  fields: {
    ...region,
    ...f.sp({ label: '主服务商', width: 240 }),
    ...f.updated,
  },
  scope: bySp,
  page: PAGES.areaMainSp,
});
