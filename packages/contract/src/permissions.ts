import { z } from 'zod';
import {
  DATA_TYPE,
  SCOPE_DIMENSIONS,
  ALL_DATA,
  SCOPE_DIMENSION_LABELS,
  type ScopeDimension,
  UNENFORCED_DIMENSIONS,
} from './api/permissions.ts';

export * from './api/permissions.ts';

export const dataPermissionEntry = z.strictObject({
  dataType: z.coerce
    .number({ error: '数据类型不正确' })
    .refine((v) => v === 99 || (SCOPE_DIMENSIONS as readonly number[]).includes(v), '数据类型不正确')
    .refine((v) => !(UNENFORCED_DIMENSIONS as readonly number[]).includes(v), {
      error: (iss) => `「${SCOPE_DIMENSION_LABELS[iss.input as ScopeDimension]}」数据权限尚未在任何业务中生效，暂不能设置`,
    }),
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
/** Named by the descriptor (api/permissions.ts). */
export const dataPermissionRows = z.array(dataPermissionRow);
export const done = z.null();
