import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';
import { codeFilter, idInput, phoneField, regionFields } from './shop-fields.ts';

/**
 * Orders (订单, DOMAIN "Orders"): the order list, the telesales (坐席) list, detail, and the transitions
 * approve / merge-approve / cancel with their batches, remark and address edits. Paths and query/body choices
 * as the specification spells them. Money in integer cents.
 */

export const ORDER_STATUS = {
  10: '待审核',
  20: '已审核',
  30: '已推送ERP',
  40: '已发货',
  50: '已完成',
  90: '已取消',
  91: '已合并',
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS;
export const ORDER_SOURCE = { 1: '门店APP', 2: '坐席', 3: '合作平台' } as const;
/** The status tabs of the order list, in order (全部 = no status filter). */
export const ORDER_STATUS_TABS = [10, 20, 30, 40, 50, 90, 91] as const;
/** Roles of telesales agents (坐席): on the DX list they see only the orders they placed. */
export const AGENT_ROLE_CODES = ['0034', '0038'] as const;
/**
 * An order's detail opens from the order list (`orderList.detail`: any order in scope) and from the telesales
 * list (`orderDx.detail`: what that list shows the caller — telesales orders, an agent's own only).
 */
export const ORDER_DETAIL_KEYS = { list: 'orderList.detail', dx: 'orderDx.detail' } as const;

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]` in the server's zone; blank means no bound (a bare end date covers its day). */
const timeFilter = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '时间格式应为 YYYY-MM-DD HH:mm:ss')
  .optional()
  .or(z.literal('').transform(() => undefined));
/** A number filter; blank or absent means no filter. */
const numberFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional());

export const orderQuery = z.object({
  ...pageQuery(500),
  orderNo: codeFilter,
  retCode: codeFilter,
  retName: optionalText(100),
  spCode: codeFilter,
  status: numberFilter,
  source: numberFilter,
  platformCode: codeFilter,
  channelCode: codeFilter,
  provinceCode: codeFilter,
  warehouseCode: codeFilter,
  startTime: timeFilter,
  endTime: timeFilter,
});
export type OrderQuery = z.input<typeof orderQuery>;

export const orderRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  retCode: z.string(),
  retName: z.string(),
  spCode: z.string(),
  spName: z.string(),
  platformCode: z.string(),
  channelCode: z.string(),
  provinceCode: z.string(),
  warehouseCode: z.string(),
  status: z.number(),
  statusName: z.string(),
  source: z.number(),
  totalAmount: z.number(),
  discountAmount: z.number(),
  payAmount: z.number(),
  itemCount: z.number(),
  remark: z.string(),
  receiver: z.string(),
  phone: z.string(),
  address: z.string(),
  createTime: z.string(),
  approveTime: z.string(),
  updateTime: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderLine = z.object({
  skuCode: z.string(),
  skuName: z.string(),
  quantity: z.number(),
  price: z.number(),
  amount: z.number(),
  /** Cents the tiered discount took off the line (amount − discount is what the shop pays for it). */
  discount: z.number(),
  gift: z.boolean(),
});
export const orderLogRow = z.object({
  action: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number().nullable(),
  operator: z.string(),
  time: z.string(),
  remark: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
});
export const orderDetail = orderRow.extend({
  /** The delivery address's region (the row's `provinceCode` is the shop's, a scope key). */
  deliveryProvinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  mergedInto: z.number().nullable(),
  cancelReason: z.string(),
  creator: z.string(),
  lines: z.array(orderLine),
  log: z.array(orderLogRow),
});
export type OrderDetail = z.infer<typeof orderDetail>;

const idField = z.coerce.number({ error: '请选择订单' }).int().positive('请选择订单');
const reasonField = z.string().trim().max(200, '取消原因不能超过200个字符').default('');
const idList = z.array(z.coerce.number().int().positive(), { error: '请选择订单' }).min(1, '请选择订单').max(500, '一次最多操作500条');
/** `?ids=1,2,3` */
const idsCsv = z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), idList);

export const orderCreate = z.strictObject({
  retCode: z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32),
  lines: z
    .array(
      z.strictObject({
        skuCode: z.string({ error: '请选择商品' }).trim().min(1, '请选择商品').max(32),
        quantity: z.number({ error: '请输入数量' }).int('数量必须是整数').positive('数量必须大于0').max(100000, '数量过大'),
      }),
      { error: '请添加商品' },
    )
    .min(1, '请添加商品')
    .max(200, '一次最多200个商品'),
  receiver: z.string({ error: '请输入收货人' }).trim().min(1, '请输入收货人').max(50, '收货人不能超过50个字符'),
  phone: phoneField,
  address: z.string({ error: '请输入收货地址' }).trim().min(1, '请输入收货地址').max(200, '收货地址不能超过200个字符'),
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
});

export const batchResult = z.object({
  id: z.number(),
  orderNo: z.string(),
  ok: z.boolean(),
  message: z.string(),
  mergedInto: z.number().nullable(),
});

export type BatchResult = z.infer<typeof batchResult>;

/**
 * Approve, cancel, remark and address take the optional `updateTime` the user saw (the row's): when the order
 * changed since (another user approved it a moment ago), the call is refused with 409 naming the current
 * status and nothing changes. The screens always send it, so of concurrent clicks exactly one wins.
 */
const ok = z.object({ id: z.number(), status: z.number() });
/** A merge-approve: the surviving (approved) order and the ids that became 已合并 into it. */
const mergeOk = z.object({ id: z.number(), orderNo: z.string(), status: z.number(), mergedIds: z.array(z.number()) });

/** Shops the telesales agent may order for (in scope and enabled), for the create form's shop picker. */
export const orderShopOption = z.object({
  retCode: z.string(),
  retName: z.string(),
  platformCode: z.string(),
  gradeCode: z.string(),
  /** Default delivery: the shop's owner, phone and address. */
  receiver: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  address: z.string(),
});
/** A SKU orderable for one shop: today's price for the shop's platform and grade, and the order rule. */
export const orderSkuOption = z.object({
  skuCode: z.string(),
  skuName: z.string(),
  unit: z.string(),
  spec: z.string(),
  /** Cents. */
  price: z.number(),
  /** Order rule (null: no limit); quantity must be a multiple of `multiple`. */
  minQty: z.number().nullable(),
  maxQty: z.number().nullable(),
  multiple: z.number().nullable(),
  /** Available (on hand − locked) in the shop's warehouse. */
  available: z.number(),
});
/**
 * A status tab's count. Counted exactly up to the lists' cap (COUNT_CAP); past it `count` is COUNT_CAP + 1 and
 * `exact` false (show `10,000+`), so the tabs cost no more on a million orders than on ten thousand.
 */
export const orderStatusCount = z.object({ status: z.number(), statusName: z.string(), count: z.number(), exact: z.boolean() });
/** Same filters as the list; `status` is ignored (the answer has every status). */
const countQuery = orderQuery.omit({ page: true, pageSize: true, cursor: true });

export const orderApi = area('订单', {
  queryList: endpoint({
    method: 'POST',
    path: '/order/query/list',
    permission: 'orderList.query',
    summary: '订单列表',
    input: orderQuery,
    output: orderRow,
    paged: true,
  }),
  queryDxList: endpoint({
    method: 'POST',
    path: '/order/query/DX/list',
    permission: 'orderDx.query',
    summary: '坐席订单列表',
    input: orderQuery,
    output: orderRow,
    paged: true,
  }),
  statusCount: endpoint({
    method: 'POST',
    path: '/order/query/statusCount',
    permission: 'orderList.query',
    summary: '订单状态计数（列表页签）',
    input: countQuery,
    output: z.array(orderStatusCount),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/order/query/detail',
    permission: [ORDER_DETAIL_KEYS.list, ORDER_DETAIL_KEYS.dx],
    summary: '订单详情（明细与日志）',
    input: idInput,
    output: orderDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/order/opt/create',
    permission: 'orderDx.add',
    summary: '坐席下单',
    input: orderCreate,
    output: z.object({ id: z.number(), orderNo: z.string() }),
    okMessage: '下单成功',
  }),
  shopOptions: endpoint({
    method: 'GET',
    path: '/order/opt/shopOptions',
    permission: 'orderDx.add',
    summary: '下单可选门店（权限内、启用）',
    input: z.strictObject({ keyword: optionalText(50) }),
    output: z.array(orderShopOption),
  }),
  skuOptions: endpoint({
    method: 'GET',
    path: '/order/opt/skuOptions',
    permission: 'orderDx.add',
    summary: '下单可选商品（门店当日价格与订货规则）',
    input: z.strictObject({ retCode: z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32), keyword: optionalText(50) }),
    output: z.array(orderSkuOption),
  }),
  approve: endpoint({
    method: 'POST',
    path: '/order/opt/approve',
    permission: 'orderList.approve',
    summary: '审核订单（锁定库存）',
    inputIn: 'query',
    input: z.strictObject({ id: idField, updateTime: updateTimeField }),
    output: ok,
    okMessage: '审核成功',
  }),
  approveMerge: endpoint({
    method: 'POST',
    path: '/order/opt/approve/merge',
    permission: 'orderList.merge',
    summary: '合并审核（同门店同地址）',
    inputIn: 'query',
    input: z.strictObject({ ids: idsCsv }),
    output: mergeOk,
    okMessage: '合并审核成功',
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/order/opt/cancel',
    permission: 'orderList.cancel',
    summary: '取消订单（释放库存）',
    inputIn: 'query',
    input: z.strictObject({ id: idField, reason: reasonField, updateTime: updateTimeField }),
    output: ok,
    okMessage: '取消成功',
  }),
  editRemark: endpoint({
    method: 'POST',
    path: '/order/opt/editRemark',
    permission: 'orderList.remark',
    summary: '修改订单备注',
    inputIn: 'query',
    input: z.strictObject({
      id: idField,
      remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
      updateTime: updateTimeField,
    }),
    output: z.null(),
    okMessage: '修改成功',
  }),
  editAddress: endpoint({
    method: 'GET',
    path: '/order/opt/editAddress',
    permission: 'orderList.address',
    summary: '修改收货地址（发货前）',
    input: z.strictObject({
      id: idField,
      receiver: z.string({ error: '请输入收货人' }).trim().min(1, '请输入收货人').max(50, '收货人不能超过50个字符'),
      phone: phoneField,
      ...regionFields,
      address: z.string({ error: '请输入收货地址' }).trim().min(1, '请输入收货地址').max(200, '收货地址不能超过200个字符'),
      updateTime: updateTimeField,
    }),
    output: z.null(),
    okMessage: '修改成功',
  }),
  batchApproveMerge: endpoint({
    method: 'POST',
    path: '/order/opt/batch/approve/merge',
    permission: 'orderList.merge',
    summary: '批量合并审核（按门店+地址分组；可带 Idempotency-Key 头）',
    input: z.strictObject({ ids: idList, reason: reasonField }),
    output: z.array(batchResult),
  }),
  batchCancel: endpoint({
    method: 'POST',
    path: '/order/opt/batch/cancel',
    permission: 'orderList.cancel',
    summary: '批量取消（全部成功或全部不变；可带 Idempotency-Key 头）',
    input: z.strictObject({ ids: idList, reason: reasonField }),
    output: z.array(batchResult),
  }),
});
