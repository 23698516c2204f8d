import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';
import { codeFilter, countResult, idInput, idsOnly, regionCodeField } from './shop-fields.ts';

/**
 * Service areas (the districts an SP serves) and each district's main SP, which must serve it
 * (spec: /shop/spArea, GET /shop/areaMainSp/queryList, POST updateArea, POST delete/{id}). Scoped by spCode.
 */

const spCodeField = z.string({ error: '请选择服务商' }).trim().min(1, '请选择服务商').max(32, '服务商编码不能超过32个字符');
const districtCodes = z.array(regionCodeField('区县'), { error: '请选择区县' }).min(1, '请选择区县').max(3000, '一次最多3000个区县');
export const spAreaRow = z.object({
  id: z.number(),
  spCode: z.string(),
  spName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  cityName: z.string(),
  provinceName: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
// The search's region cascader goes down to the district (found when unknown fields became a 400: the
// district was dropped and the list showed the whole city).
const areaQuery = z.object({
  ...pageQuery(1000),
  provinceCode: codeFilter,
  cityCode: codeFilter,
  districtCode: codeFilter,
  spCode: codeFilter,
});

export const spAreaApi = area('服务区域', {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/spArea/queryList',
    permission: 'spArea.query',
    summary: '服务商的服务区域',
    input: areaQuery,
    output: spAreaRow,
    paged: true,
  }),
  add: endpoint({
    method: 'POST',
    path: '/shop/spArea/add',
    permission: 'spArea.add',
    summary: '新增服务区域（已有的区县跳过）',
    input: z.strictObject({ spCode: spCodeField, districtCodes }),
    output: countResult,
    okMessage: '新增成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/shop/spArea/delete',
    permission: 'spArea.delete',
    summary: '删除服务区域',
    input: idsOnly,
    output: countResult,
    okMessage: '删除成功',
  }),
});

export const areaMainSpRow = z.object({
  id: z.number(),
  districtCode: z.string(),
  districtName: z.string(),
  cityName: z.string(),
  provinceName: z.string(),
  spCode: z.string(),
  spName: z.string(),
  updateTime: z.string(),
});
export const areaMainSpApi = area('区域主服务商', {
  queryList: endpoint({
    method: 'GET',
    path: '/shop/areaMainSp/queryList',
    permission: 'areaMainSp.query',
    summary: '区县的主服务商',
    input: areaQuery,
    output: areaMainSpRow,
    paged: true,
  }),
  updateArea: endpoint({
    method: 'POST',
    path: '/shop/areaMainSp/updateArea',
    permission: 'areaMainSp.edit',
    summary: '设为这些区县的主服务商（须是其服务区域）',
    input: z.strictObject({ spCode: spCodeField, districtCodes }),
    output: countResult,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/shop/areaMainSp/delete/:id',
    permission: 'areaMainSp.delete',
    summary: '解除区县的主服务商',
    input: idInput,
    output: z.null(),
    okMessage: '删除成功',
  }),
});
