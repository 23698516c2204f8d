import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';
import { countResult, idInput, idsOnly } from './shop-fields.ts';
import { updateTimeField } from './resource.ts';

/** Warehouse documents: purchase orders (inbound), deliveries (outbound), order split (returns: wms-returns.ts). */

export const PO_STATUS = [
  { value: 1, label: '草稿' },
  { value: 2, label: '已提交' },
  { value: 3, label: '部分入库' },
  { value: 4, label: '已入库' },
  { value: 5, label: '已取消' },
] as const;
export const DELIVERY_STATUS = [
  { value: 1, label: '待发货' },
  { value: 2, label: '已发货' },
] as const;

export const statusNum = z
  .union([z.literal(''), z.coerce.number().int().min(1).max(9)])
  .optional()
  .transform((v) => (v === '' ? undefined : v));
export const whCode = z.string({ error: '请选择仓库' }).trim().min(1, '请选择仓库').max(32);
const skuCode = z.string({ error: '请选择SKU' }).trim().min(1, '请选择SKU').max(32);
const qty = z.coerce.number({ error: '请输入数量' }).int('数量必须是整数').min(1, '数量不能小于1').max(1_000_000, '数量不能大于1000000');
const line = z.strictObject({ skuCode, quantity: qty });
export const lines = z
  .array(line, { error: '请添加明细' })
  .min(1, '请添加明细')
  .max(200, '明细不能超过200行')
  .refine((l) => new Set(l.map((x) => x.skuCode)).size === l.length, 'SKU不能重复');
export const remark = (label: string) => z.string().trim().max(200, `${label}不能超过200个字符`).default('');

// ---- purchase orders
export const poCreate = z.strictObject({
  warehouseCode: whCode,
  supplierName: z.string({ error: '请输入供应商' }).trim().min(1, '请输入供应商').max(100, '供应商不能超过100个字符'),
  remark: remark('备注'),
  lines,
});
export const poUpdate = poCreate.extend({ id: z.coerce.number().int().positive('请选择采购单'), updateTime: updateTimeField });
export const poReceive = z.strictObject({ id: z.coerce.number().int().positive('请选择采购单'), lines });
export const poQuery = z.object({
  ...pageQuery(500),
  poNo: optionalText(32),
  warehouseCode: optionalText(32),
  supplierName: optionalText(100),
  status: statusNum,
});
export const poRow = z.object({
  id: z.number(),
  poNo: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  supplierName: z.string(),
  remark: z.string(),
  status: z.number(),
  totalQty: z.number(),
  receivedQty: z.number(),
  createdBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type PoRow = z.infer<typeof poRow>;
export const docLine = z.object({ skuCode: z.string(), skuName: z.string(), quantity: z.number(), receivedQty: z.number() });
export const poDetail = poRow.extend({ lines: z.array(docLine) });
export type PoDetail = z.infer<typeof poDetail>;

// ---- deliveries
export const deliverCreate = z.strictObject({ orderNo: z.string({ error: '请输入订单号' }).trim().min(1, '请输入订单号').max(40) });
export const deliverQuery = z.object({
  ...pageQuery(500),
  deliverNo: optionalText(32),
  orderNo: optionalText(40),
  warehouseCode: optionalText(32),
  status: statusNum,
});
export const deliverRow = z.object({
  id: z.number(),
  deliverNo: z.string(),
  orderNo: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  status: z.number(),
  totalQty: z.number(),
  shippedTime: z.string(),
  createdBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DeliverRow = z.infer<typeof deliverRow>;
export const deliverDetail = deliverRow.extend({ lines: z.array(docLine) });

// ---- order split
export const splitPreviewInput = z.strictObject({
  orderNo: optionalText(40),
  channelCode: optionalText(32),
  lines: lines.optional(),
});
export const splitLine = z.object({ warehouseCode: z.string(), warehouseName: z.string(), skuCode: z.string(), quantity: z.number() });
export const splitPlan = z.object({
  orderNo: z.string(),
  lines: z.array(splitLine),
  short: z.array(z.object({ skuCode: z.string(), quantity: z.number() })),
});
export type SplitPlan = z.infer<typeof splitPlan>;
export const splitQuery = z.object({ ...pageQuery(500), orderNo: optionalText(40), warehouseCode: optionalText(32) });
export const splitRow = splitLine.extend({ id: z.number(), orderNo: z.string(), createTime: z.string() });

export const idCall = (path: string, permission: `${string}.${string}`, summary: string, okMessage: string) =>
  endpoint({ method: 'POST', path, permission, summary, input: idInput, output: z.null(), okMessage });

export const wmsPurchaseOrderApi = area('采购入库', {
  queryList: endpoint({
    method: 'POST',
    path: '/wms/purchaseOrder/queryList',
    permission: 'wmsPurchaseOrder.query',
    summary: '采购单列表',
    input: poQuery,
    output: poRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wms/purchaseOrder/detail',
    permission: 'wmsPurchaseOrder.query',
    summary: '采购单详情',
    input: idInput,
    output: poDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: '/wms/purchaseOrder/add',
    permission: 'wmsPurchaseOrder.add',
    summary: '新增采购单（草稿）',
    input: poCreate,
    output: z.object({ id: z.number(), poNo: z.string() }),
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/wms/purchaseOrder/update',
    permission: 'wmsPurchaseOrder.edit',
    summary: '修改采购单（仅草稿）',
    input: poUpdate,
    output: z.null(),
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/wms/purchaseOrder/delete',
    permission: 'wmsPurchaseOrder.delete',
    summary: '删除采购单（仅草稿或已取消，全部成功或全部失败）',
    input: idsOnly,
    output: countResult,
    okMessage: '删除成功',
  }),
  submit: idCall('/wms/purchaseOrder/submit', 'wmsPurchaseOrder.submit', '提交采购单', '提交成功'),
  receive: endpoint({
    method: 'POST',
    path: '/wms/purchaseOrder/receive',
    permission: 'wmsPurchaseOrder.receive',
    summary: '采购入库（每行不超过未入库数量）',
    input: poReceive,
    output: z.object({ status: z.number() }),
    okMessage: '入库成功',
  }),
  cancel: idCall('/wms/purchaseOrder/cancel', 'wmsPurchaseOrder.cancel', '取消采购单（草稿或已提交）', '取消成功'),
});

export const wmsDeliverApi = area('发货单', {
  queryList: endpoint({
    method: 'POST',
    path: '/wms/deliver/queryList',
    permission: 'wmsDeliver.query',
    summary: '发货单列表',
    input: deliverQuery,
    output: deliverRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wms/deliver/detail',
    permission: 'wmsDeliver.detail',
    summary: '发货单详情',
    input: idInput,
    output: deliverDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: '/wms/deliver/add',
    permission: 'wmsDeliver.add',
    summary: '由已审核订单生成发货单（每个仓库一张）',
    input: deliverCreate,
    output: z.array(z.object({ id: z.number(), deliverNo: z.string() })),
    okMessage: '生成成功',
  }),
  ship: idCall('/wms/deliver/ship', 'wmsDeliver.ship', '发货（库存出库，释放锁定）', '发货成功'),
});

export const wmsOrderSplitApi = area('订单拆分', {
  preview: endpoint({
    method: 'POST',
    path: '/wms/order/split/preview',
    permission: 'wmsOrderSplit.query',
    summary: '按可用库存预览订单拆分',
    input: splitPreviewInput,
    output: splitPlan,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/wms/order/split/apply',
    permission: 'wmsOrderSplit.split',
    summary: '按可用库存拆分订单并锁定库存（全部成功或全部失败）',
    input: z.strictObject({ orderNo: z.string({ error: '请输入订单号' }).trim().min(1, '请输入订单号').max(40) }),
    output: splitPlan,
    okMessage: '拆分成功',
  }),
  queryList: endpoint({
    method: 'POST',
    path: '/wms/order/split/queryList',
    permission: 'wmsOrderSplit.query',
    summary: '已拆分的订单行',
    input: splitQuery,
    output: splitRow,
    paged: true,
  }),
});
