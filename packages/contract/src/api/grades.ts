import { area, endpoint, schemas } from '../endpoint.ts';
import { COMMON_LABELS } from '../common-fields.ts';

const s = schemas(() => import('../grades.ts'));

/** Every grade for dropdowns (any signed-in user); the grade maintenance calls are in base.ts. */
export const gradeAllApi = area(COMMON_LABELS.grade, {
  queryAll: endpoint({
    method: 'GET',
    path: '/base/gradeInfo/queryAll',
    permission: 'authenticated',
    summary: '全部门店等级（可按状态筛选：1 启用，2 停用）',
    input: s.gradeAllQuery,
    output: s.gradeInfos,
  }),
});
