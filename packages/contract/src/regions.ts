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

/** The region calls the apps use (registered by the server's regions module; public reference data). */
export const regionApi = area('区域', {
  queryAll: endpoint({
    method: 'GET',
    path: '/base/area/queryAll',
    permission: 'public',
    summary: '省市区树（code、name、children）',
    // Cached by browsers and proxies: a cache-busting parameter must not be refused.
    input: z.object({}),
    output: z.array(regionNode),
  }),
});
