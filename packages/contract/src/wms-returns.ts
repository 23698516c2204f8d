import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';
import { countResult, idInput, idsOnly } from './shop-fields.ts';
import { updateTimeField } from './resource.ts';
import { docLine, idCall, lines, remark, statusNum, whCode } from './wms-docs.ts';

/** Province returns (`/wms/return/province`): applied → approved → received into a warehouse, or rejected. */

export const RETURN_STATUS = [
  { value: 1, label: '已申请' },
  { value: 2, label: '已审核' },
  { value: 3, label: '已入库' },
  { value: 4, label: '已驳回' },
] as const;

export const returnCreate = z.strictObject({
  provinceCode: z.string({ error: '请选择省份' }).regex(/^\d{6}$/, '请选择省份'),
  warehouseCode: whCode,
  reason: z.string({ error: '请输入退货原因' }).trim().min(1, '请输入退货原因').max(200, '退货原因不能超过200个字符'),
  lines,
});
export const returnUpdate = returnCreate.extend({ id: z.coerce.number().int().positive('请选择退货单'), updateTime: updateTimeField });
export const returnAudit = z.strictObject({ id: z.coerce.number().int().positive('请选择退货单'), auditRemark: remark('审核意见') });
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

export const wmsReturnProvinceApi = area('省区退货', {
  queryList: endpoint({
    method: 'POST',
    path: '/wms/return/province/queryList',
    permission: 'wmsReturnProvince.query',
    summary: '省区退货列表',
    input: returnQuery,
    output: returnRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wms/return/province/detail',
    permission: 'wmsReturnProvince.query',
    summary: '省区退货详情',
    input: idInput,
    output: returnDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: '/wms/return/province/add',
    permission: 'wmsReturnProvince.add',
    summary: '新增退货申请',
    input: returnCreate,
    output: z.object({ id: z.number(), returnNo: z.string() }),
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/wms/return/province/update',
    permission: 'wmsReturnProvince.edit',
    summary: '修改退货申请（仅已申请）',
    input: returnUpdate,
    output: z.null(),
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/wms/return/province/delete',
    permission: 'wmsReturnProvince.delete',
    summary: '删除退货申请（仅已申请或已驳回）',
    input: idsOnly,
    output: countResult,
    okMessage: '删除成功',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/wms/return/province/approve',
    permission: 'wmsReturnProvince.approve',
    summary: '审核通过',
    input: returnAudit,
    output: z.null(),
    okMessage: '审核成功',
  }),
  reject: endpoint({
    method: 'POST',
    path: '/wms/return/province/reject',
    permission: 'wmsReturnProvince.approve',
    summary: '驳回',
    input: returnAudit,
    output: z.null(),
    okMessage: '已驳回',
  }),
  receive: idCall('/wms/return/province/receive', 'wmsReturnProvince.receive', '退货入库', '入库成功'),
});
