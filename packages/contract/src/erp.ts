import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';
import { codeFilter } from './shop-fields.ts';

export * from './api/erp.ts';

const statusFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: '推送状态不正确' }).int().min(1, '推送状态不正确').max(4, '推送状态不正确').optional(),
);

export const erpPushQuery = z.object({
  ...pageQuery(500),
  orderNo: codeFilter,
  retName: optionalText(100),
  status: statusFilter,
});

export const erpPushRow = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  retCode: z.string(),
  retName: z.string(),
  status: z.number(),
  attempts: z.number(),
  lastError: z.string(),
  pushTime: z.string(),
  nextRetryTime: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ErpPushRow = z.infer<typeof erpPushRow>;
export const erpPushRows = z.array(erpPushRow);
export const orderIdInput = z.strictObject({ orderId: z.coerce.number({ error: '请选择订单' }).int().positive('请选择订单') });

const pushId = z.coerce.number({ error: '请选择推送记录' }).int().positive('请选择推送记录');
export const erpRetryBody = z.strictObject({
  ids: z.array(pushId, { error: '请选择推送记录' }).min(1, '请选择推送记录').max(500, '一次最多操作500条'),
});
export const erpRetried = z.object({ count: z.number() });

export const completeBody = z.strictObject({
  id: z.coerce.number({ error: '请选择订单' }).int().positive('请选择订单'),
  updateTime: updateTimeField,
});
export const completed = z.object({ id: z.number(), status: z.number() });
