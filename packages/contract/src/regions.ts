import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';

/** Region levels of the GB/T 2260 tree. */
export const REGION_LEVEL = { province: 1, city: 2, district: 3 } as const;
export const REGION_ROOT = '-1';

export type RegionNode = { code: string; name: string; children?: RegionNode[] };
export const regionNode: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(regionNode).optional() }),
);

export const regionRow = z.object({ code: z.string(), name: z.string(), parentCode: z.string(), level: z.number() });
export type RegionRow = z.infer<typeof regionRow>;

export const regionChildrenQuery = z.strictObject({
  code: z
    .string()
    .regex(/^\d{6}$/, '区域编码必须是6位数字')
    .optional(),
});

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
    input: z.object({}),
    output: z.array(regionNode),
  }),
  queryAllRegion: endpoint({
    method: 'GET',
    path: '/base/area/queryAllRegion',
    permission: 'public',
    summary: '全部区域（平铺：code、name、parentCode、level）',
    input: z.object({}),
    output: z.array(regionRow),
  }),
  query: endpoint({
    method: 'GET',
    path: '/base/area/query',
    permission: 'public',
    summary: '下级区域（不传 code 时为全部省份）',
    input: regionChildrenQuery,
    output: z.array(regionRow),
  }),
});
