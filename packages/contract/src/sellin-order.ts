import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';
import { codeFilter, idInput } from './shop-fields.ts';
import { lines } from './wms-docs.ts';

export * from './api/sellin-order.ts';

const id = z.coerce.number({ error: '请选择进货订单' }).int().positive('请选择进货订单');

export const sellinQuery = z.object({
  ...pageQuery(500),
  sellinNo: optionalText(32),
  spCode: codeFilter,
  warehouseCode: codeFilter,
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional()),
});
export const sellinRow = z.object({
  id: z.number(),
  sellinNo: z.string(),
  spCode: z.string(),
  spName: z.string(),
  warehouseCode: z.string(),
  itemCount: z.number(),
  status: z.number(),
  remark: z.string(),
  cancelReason: z.string(),
  creator: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type SellinRow = z.infer<typeof sellinRow>;
export const sellinLine = z.object({ skuCode: z.string(), skuName: z.string(), quantity: z.number() });
export const sellinDetail = sellinRow.extend({ lines: z.array(sellinLine) });
export type SellinDetail = z.infer<typeof sellinDetail>;
export const sellinCreate = z.strictObject({
  spCode: z.string({ error: '请选择服务商' }).trim().min(1, '请选择服务商').max(32),
  warehouseCode: z.string({ error: '请选择仓库' }).trim().min(1, '请选择仓库').max(32),
  lines,
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
});
export const sellinCreated = z.object({ id: z.number(), sellinNo: z.string() });
export const sellinStep = z.strictObject({ id, updateTime: updateTimeField });
export const sellinCancel = z.strictObject({
  id,
  reason: z.string().trim().max(200, '取消原因不能超过200个字符').default(''),
  updateTime: updateTimeField,
});
export const done = z.null();
export { idInput };
