import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';
import { lines, remark } from './wms-docs.ts';
import { COMMON_LABELS } from './common-fields.ts';

export * from './api/stock.ts';

/** A two-digit document status filter (10, 20 …); blank means every status. */
const docStatus = z
  .union([z.literal(''), z.coerce.number().int().min(10).max(99)])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

// ---- transfers
export const transferId = z.strictObject({ id: z.coerce.number({ error: '请选择调拨单' }).int().positive('请选择调拨单') });
const transferBody = {
  fromWarehouseCode: z.string({ error: '请选择调出仓库' }).trim().min(1, '请选择调出仓库').max(32),
  toWarehouseCode: z.string({ error: '请选择调入仓库' }).trim().min(1, '请选择调入仓库').max(32),
  remark: remark(COMMON_LABELS.remark),
  lines,
};
const sameWarehouse = (b: { fromWarehouseCode: string; toWarehouseCode: string }) => b.fromWarehouseCode !== b.toWarehouseCode;
const SAME = { message: '调出仓库和调入仓库不能相同', path: ['toWarehouseCode'] };
export const transferCreate = z.strictObject(transferBody).refine(sameWarehouse, SAME);
export const transferUpdate = z
  .strictObject({ ...transferBody, id: transferId.shape.id, updateTime: updateTimeField })
  .refine(sameWarehouse, SAME);
export const transferQuery = z.object({
  ...pageQuery(500),
  transferNo: optionalText(32),
  fromWarehouseCode: optionalText(32),
  toWarehouseCode: optionalText(32),
  status: docStatus,
});
export const transferRow = z.object({
  id: z.number(),
  transferNo: z.string(),
  fromWarehouseCode: z.string(),
  fromWarehouseName: z.string(),
  toWarehouseCode: z.string(),
  toWarehouseName: z.string(),
  status: z.number(),
  totalQty: z.number(),
  remark: z.string(),
  createdBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TransferRow = z.infer<typeof transferRow>;
export const transferLine = z.object({ skuCode: z.string(), skuName: z.string(), quantity: z.number() });
export const transferDetail = transferRow.extend({ lines: z.array(transferLine) });
export type TransferDetail = z.infer<typeof transferDetail>;
export const transferCreated = z.object({ id: z.number(), transferNo: z.string() });
export const done = z.null();
