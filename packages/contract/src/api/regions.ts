import { area, endpoint, schemas } from '../endpoint.ts';

/** Region levels of the GB/T 2260 tree. */
export const REGION_LEVEL = { province: 1, city: 2, district: 3 } as const;
export const REGION_ROOT = '-1';

const s = schemas(() => import('../regions.ts'));

/**
 * The region calls (public reference data: the area picker at /test is reachable without signing in,
 * specification §2). Cached by browsers and proxies: the whole-set calls do not refuse a cache-busting parameter.
 */
export const regionApi = area('区域', {
  queryAll: endpoint({
    method: 'GET',
    path: '/base/area/queryAll',
    permission: 'public',
    summary: '省市区树（code、name、children）',
    input: s.noInput,
    output: s.regionTree,
  }),
  queryAllRegion: endpoint({
    method: 'GET',
    path: '/base/area/queryAllRegion',
    permission: 'public',
    summary: '全部区域（平铺：code、name、parentCode、level）',
    input: s.noInput,
    output: s.regionRows,
  }),
  query: endpoint({
    method: 'GET',
    path: '/base/area/query',
    permission: 'public',
    summary: '下级区域（不传 code 时为全部省份）',
    input: s.regionChildrenQuery,
    output: s.regionRows,
  }),
});
