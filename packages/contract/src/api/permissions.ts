import { area, endpoint, schemas } from '../endpoint.ts';
import { COMMON_LABELS } from '../common-fields.ts';

/**
 * Data permission dimensions (spec §3, DOMAIN "Scope dimensions"): 1 shop (retCode), 2 service provider /
 * distributor (spCode), 3 system platform, 4 service, 5 channel, 6 province, 7 shop grade (gradeCode); 99 all.
 */
export const DATA_TYPE = {
  shop: 1,
  serviceProvider: 2,
  platform: 3,
  service: 4,
  channel: 5,
  province: 6,
  grade: 7,
  all: 99,
} as const;
export const SCOPE_DIMENSIONS = [1, 2, 3, 4, 5, 6, 7] as const;
export type ScopeDimension = (typeof SCOPE_DIMENSIONS)[number];
export const ALL_DATA = 'ALL';
/**
 * Dimensions no business area carries a key for yet (4 service: no scoped row has a serviceCode). A user limited
 * there would see nothing anywhere, so they cannot be granted (nor offered) until an area enforces them.
 */
export const UNENFORCED_DIMENSIONS: readonly ScopeDimension[] = [4];
/** Each scope dimension's name on screen (the user screen's 用户权限 dialog, spec §2). */
export const SCOPE_DIMENSION_LABELS: Record<ScopeDimension, string> = {
  1: COMMON_LABELS.shop,
  2: '经销商',
  3: COMMON_LABELS.platform,
  4: COMMON_LABELS.spName,
  5: COMMON_LABELS.channel,
  6: COMMON_LABELS.provinceCode,
  7: COMMON_LABELS.grade,
};

const s = schemas(() => import('../permissions.ts'));

/** A user's data scope (the user screen's 数据权限 dialog). */
export const permissionApi = area('数据权限', {
  queryByUserCode: endpoint({
    method: 'GET',
    path: '/permission/queryByUserCode',
    permission: 'userManagement.permission',
    summary: '查询用户的数据权限',
    input: s.permissionQuery,
    output: s.dataPermissionRows,
  }),
  addOrUpdate: endpoint({
    method: 'POST',
    path: '/permission/addOrUpdate',
    permission: 'userManagement.permission',
    summary: '保存用户的数据权限（全部 = 单条 {dataType: 99, dataList: "ALL"}）',
    input: s.addOrUpdatePermissionBody,
    output: s.done,
  }),
});
