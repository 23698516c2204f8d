import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { countResult, idInput, idsOnly } from './shop-fields.ts';
import { updateTimeField } from './resource.ts';
import { docLine, lines, remark, statusNum, whCode } from './wms-docs.ts';
import { COMMON_LABELS } from './common-fields.ts';

export * from './api/wms-returns.ts';

export const returnCreate = z.strictObject({
  provinceCode: z.string({ error: '请选择省份' }).regex(/^\d{6}$/, '请选择省份'),
  warehouseCode: whCode,
  reason: z.string({ error: '请输入退货原因' }).trim().min(1, '请输入退货原因').max(200, '退货原因不能超过200个字符'),
  lines,
});
export const returnUpdate = returnCreate.extend({ id: z.coerce.number().int().positive('请选择退货单'), updateTime: updateTimeField });
export const returnAudit = z.strictObject({
  id: z.coerce.number().int().positive('请选择退货单'),
  auditRemark: remark(COMMON_LABELS.auditRemark),
});
export const returnQuery = z.object({
  ...pageQuery(500),
  returnNo: optionalText(32),
  provinceCode: optionalText(12),
  warehouseCode: optionalText(32),
  status: statusNum,
});
export const returnRow = z.object({
  id: z.number(),
  returnNo: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  reason: z.string(),
  auditRemark: z.string(),
  status: z.number(),
  totalQty: z.number(),
  createdBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ReturnRow = z.infer<typeof returnRow>;
export const returnDetail = returnRow.extend({ lines: z.array(docLine) });
/** Named by the descriptor (api/wms-returns.ts). */
export const returnCreated = z.object({ id: z.number(), returnNo: z.string() });
export const done = z.null();
export { countResult, idInput, idsOnly };
