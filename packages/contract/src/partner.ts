import { z } from 'zod';
import { pageQuery } from './paging.ts';
import { done, updateTimeField } from './resource.ts';

export * from './api/partner.ts';

const KIND_VALUES = ['allocation', 'orders', 'stock'] as const;
const kind = z.enum(KIND_VALUES, { error: '同步类型不正确（allocation / orders / stock）' });
const blankAsNone = (v: unknown) => (v === '' || v === null ? undefined : v);

export const configQuery = z.strictObject({});
export const configRow = z.object({
  id: z.number(),
  partner: z.string(),
  enabled: z.boolean(),
  baseUrl: z.string(),
  appKey: z.string(),
  /** Whether a secret is stored; the secret itself is never answered. */
  secretSet: z.boolean(),
  updateTime: z.string(),
});
export type PartnerConfigRow = z.infer<typeof configRow>;

export const configUpdate = z.strictObject({
  enabled: z.boolean({ error: '请选择是否启用' }),
  baseUrl: z
    .string({ error: '请输入接口地址' })
    .trim()
    .max(200, '接口地址不能超过200个字符')
    .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v), '接口地址须以 http:// 或 https:// 开头'),
  appKey: z.string({ error: '请输入AppKey' }).trim().max(64, 'AppKey不能超过64个字符'),
  /** Left out or blank: the stored secret stays. */
  appSecret: z.string().trim().max(128, 'AppSecret不能超过128个字符').optional(),
  /** true: the stored secret is removed. */
  clearSecret: z.boolean().optional(),
  updateTime: updateTimeField,
});

export const syncQuery = z.object({
  ...pageQuery(500),
  kind: z.preprocess(blankAsNone, kind.optional()),
  status: z.preprocess(blankAsNone, z.coerce.number({ error: '状态不正确' }).int().min(1, '状态不正确').max(3, '状态不正确').optional()),
});
export const syncRow = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.number(),
  attempts: z.number(),
  lastError: z.string(),
  count: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  operator: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type PartnerSyncRow = z.infer<typeof syncRow>;

export const runBody = z.strictObject({ kind });
export const retryBody = z.strictObject({ id: z.coerce.number({ error: '请选择同步记录' }).int().positive('请选择同步记录') });
export const syncRun = z.object({ id: z.number(), status: z.number() });

export { done };
