import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';

/** A shop grade (门店等级): a small base dictionary; status 1 enabled, 2 disabled. */
export const gradeInfo = z.object({ gradeCode: z.string(), gradeName: z.string(), status: z.number(), sort: z.number() });
export type GradeInfo = z.infer<typeof gradeInfo>;

/** Every grade for dropdowns (any signed-in user); the grade maintenance calls are in base.ts. */
export const gradeAllApi = area('门店等级', {
  queryAll: endpoint({
    method: 'GET',
    path: '/base/gradeInfo/queryAll',
    permission: 'authenticated',
    summary: '全部门店等级（可按状态筛选：1 启用，2 停用）',
    input: z.strictObject({ status: z.coerce.number().int().min(1).max(2).optional() }),
    output: z.array(gradeInfo),
  }),
});
