import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';
import { idInput, phoneField, regionFields } from './shop-fields.ts';
import { ORDER_FIELDS, type ORDER_STATUS } from './api/order.ts';
import { declaredFilters, declaredRow } from './declared-schema.ts';

export * from './api/order.ts';

export type OrderStatus = keyof typeof ORDER_STATUS;

/** The list's filters and row: the declaration's (`orderResource` in api/order.ts). */
export const orderQuery = z.object({ ...pageQuery(500), ...declaredFilters({ fields: ORDER_FIELDS }) });
export type OrderQuery = z.input<typeof orderQuery>;

/** `riskAction`: the action of the grade it was scored in (1 放行, 2 人工审核, 3 拦截; 0 unscored). */
export const orderRow = declaredRow({ fields: ORDER_FIELDS }, { statusName: z.string(), riskAction: z.number() });
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
  /** What priced it (issue 29): 价格表, 特价活动 <name>, 套餐 <name>. */
  priceSource: z.string(),
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
  lines: z.array(orderLine),
  log: z.array(orderLogRow),
});
export type OrderDetail = z.infer<typeof orderDetail>;

const idField = z.coerce.number({ error: '请选择订单' }).int().positive('请选择订单');
const reasonField = z.string().trim().max(200, '取消原因不能超过200个字符').default('');
const idList = z.array(z.coerce.number().int().positive(), { error: '请选择订单' }).min(1, '请选择订单').max(500, '一次最多操作500条');
/** `?ids=1,2,3` */
const idsCsv = z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), idList);

export const orderCreate = z
  .strictObject({
    retCode: z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32),
    lines: z
      .array(
        z.strictObject({
          skuCode: z.string({ error: '请选择商品' }).trim().min(1, '请选择商品').max(32),
          quantity: z.number({ error: '请输入数量' }).int('数量必须是整数').positive('数量必须大于0').max(100000, '数量过大'),
        }),
        { error: '请添加商品' },
      )
      .max(200, '一次最多200个商品')
      .default([]),
    receiver: z.string({ error: '请输入收货人' }).trim().min(1, '请输入收货人').max(50, '收货人不能超过50个字符'),
    phone: phoneField,
    address: z.string({ error: '请输入收货地址' }).trim().min(1, '请输入收货地址').max(200, '收货地址不能超过200个字符'),
    remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
    /** A coupon of the shop to use (issue 29): its discount is taken off what the shop pays. */
    couponNo: z.string().trim().max(32, '券号不能超过32个字符').optional(),
    /** Set meals taken (issue 29): each package's lines are added at its package price. */
    setMeals: z
      .array(
        z.strictObject({
          setMealId: z.number({ error: '请选择套餐' }).int('请选择套餐').positive('请选择套餐'),
          count: z.number({ error: '请输入套餐份数' }).int('套餐份数必须是整数').positive('套餐份数必须大于0').max(1000, '套餐份数过大'),
        }),
        { error: '套餐格式有误' },
      )
      .max(20, '一次最多20个套餐')
      .default([]),
  })
  .refine((b) => b.lines.length > 0 || b.setMeals.length > 0, { message: '请添加商品', path: ['lines'] });

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
export const ok = z.object({ id: z.number(), status: z.number() });
/** A merge-approve: the surviving (approved) order and the ids that became 已合并 into it. */
export const mergeOk = z.object({ id: z.number(), orderNo: z.string(), status: z.number(), mergedIds: z.array(z.number()) });

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
export const countQuery = orderQuery.omit({ page: true, pageSize: true, cursor: true });
/** Named by the descriptor (api/order.ts). */
export const orderStatusCounts = z.array(orderStatusCount);
export const orderCreated = z.object({ id: z.number(), orderNo: z.string() });
/** What the create body would cost (issue 29): its lines as create prices them, the coupon's share and the totals. */
export const orderPreview = z.object({
  lines: z.array(orderLine),
  totalAmount: z.number(),
  discountAmount: z.number(),
  couponOff: z.number(),
  /** Why the chosen coupon would be refused ('' when it would be taken). */
  couponProblem: z.string(),
  payAmount: z.number(),
});
export const shopOptionQuery = z.strictObject({ keyword: optionalText(50) });
export const orderShopOptions = z.array(orderShopOption);
export const skuOptionQuery = z.strictObject({
  retCode: z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32),
  keyword: optionalText(50),
});
export const orderSkuOptions = z.array(orderSkuOption);
export const approveBody = z.strictObject({ id: idField, updateTime: updateTimeField });
export const approveMergeQuery = z.strictObject({ ids: idsCsv });
export const cancelBody = z.strictObject({ id: idField, reason: reasonField, updateTime: updateTimeField });
export const done = z.null();
export const batchBody = z.strictObject({ ids: idList, reason: reasonField });
export const batchResults = z.array(batchResult);
export const remarkBody = z.strictObject({
  id: idField,
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
  updateTime: updateTimeField,
});
export const addressBody = z.strictObject({
  id: idField,
  receiver: z.string({ error: '请输入收货人' }).trim().min(1, '请输入收货人').max(50, '收货人不能超过50个字符'),
  phone: phoneField,
  ...regionFields,
  address: z.string({ error: '请输入收货地址' }).trim().min(1, '请输入收货地址').max(200, '收货地址不能超过200个字符'),
  updateTime: updateTimeField,
});
export { idInput };
