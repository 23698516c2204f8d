import { z } from 'zod';
import { pageQuery } from './paging.ts';
import { codeFilter, countResult, idInput, idsOnly, regionCodeField } from './shop-fields.ts';
import { COMMON_LABELS } from './common-fields.ts';

export * from './api/shop-area.ts';

/**
 * Service areas (the districts an SP serves) and each district's main SP, which must serve it
 * (spec: /shop/spArea, GET /shop/areaMainSp/queryList, POST updateArea, POST delete/{id}). Scoped by spCode.
 */

const spCodeField = z.string({ error: '请选择服务商' }).trim().min(1, '请选择服务商').max(32, '服务商编码不能超过32个字符');
const districtCodes = z
  .array(regionCodeField(COMMON_LABELS.districtCode), { error: '请选择区县' })
  .min(1, '请选择区县')
  .max(3000, '一次最多3000个区县');
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
export const areaQuery = z.object({
  ...pageQuery(1000),
  provinceCode: codeFilter,
  cityCode: codeFilter,
  districtCode: codeFilter,
  spCode: codeFilter,
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
/** Named by the descriptor (api/shop-area.ts). */
export const spAreaBody = z.strictObject({ spCode: spCodeField, districtCodes });
export const done = z.null();
export { countResult, idInput, idsOnly };
