import { z } from 'zod';

export * from './api/regions.ts';

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
/** Named by the descriptor (api/regions.ts). */
export const noInput = z.object({});
export const regionTree = z.array(regionNode);
export const regionRows = z.array(regionRow);
