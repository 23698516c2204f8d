import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';

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
/** Each scope dimension's name on screen (the user screen's 用户权限 dialog, spec §2). */
export const SCOPE_DIMENSION_LABELS: Record<ScopeDimension, string> = {
  1: '门店',
  2: '经销商',
  3: '平台',
  4: '服务商',
  5: '渠道',
  6: '省份',
  7: '门店等级',
};

export const dataPermissionEntry = z.strictObject({
  dataType: z.coerce
    .number({ error: '数据类型不正确' })
    .refine((v) => v === 99 || (SCOPE_DIMENSIONS as readonly number[]).includes(v), '数据类型不正确'),
  // Comma-joined codes as the spec transports them; an array is joined the same way.
  dataList: z
    .union([z.string().max(200_000, '数据权限过多'), z.array(z.string().max(64)).max(20_000, '数据权限过多')])
    .transform((v) => (Array.isArray(v) ? v.join(',') : v)),
});
export type DataPermissionEntry = { dataType: number; dataList: string };

export const addOrUpdatePermissionBody = z
  .strictObject({
    userCode: z.string({ error: '请选择用户' }).trim().min(1, '请选择用户').max(32),
    dataList: z.array(dataPermissionEntry, { error: '请选择数据权限' }).max(8),
  })
  .superRefine((body, ctx) => {
    const types = body.dataList.map((e) => e.dataType);
    if (new Set(types).size !== types.length) ctx.addIssue({ code: 'custom', message: '数据类型重复', path: ['dataList'] });
    const all = body.dataList.find((e) => e.dataType === DATA_TYPE.all);
    if (all && (body.dataList.length !== 1 || all.dataList !== ALL_DATA)) {
      ctx.addIssue({ code: 'custom', message: '选择全部时只能提交一条 ALL 权限', path: ['dataList'] });
    }
  });
export type AddOrUpdatePermissionBody = z.infer<typeof addOrUpdatePermissionBody>;

export const permissionQuery = z.strictObject({
  userCode: z.string({ error: '请选择用户' }).trim().min(1, '请选择用户').max(32),
});

export const dataPermissionRow = z.object({ dataType: z.number(), dataList: z.string() });

/** A user's data scope (the user screen's 数据权限 dialog). */
export const permissionApi = area('数据权限', {
  queryByUserCode: endpoint({
    method: 'GET',
    path: '/permission/queryByUserCode',
    permission: 'userManagement.permission',
    summary: '查询用户的数据权限',
    input: permissionQuery,
    output: z.array(dataPermissionRow),
  }),
  addOrUpdate: endpoint({
    method: 'POST',
    path: '/permission/addOrUpdate',
    permission: 'userManagement.permission',
    summary: '保存用户的数据权限（全部 = 单条 {dataType: 99, dataList: "ALL"}）',
    input: addOrUpdatePermissionBody,
    output: z.null(),
  }),
});
