import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';
import { centsField, codeFilter, countResult, idInput, idsOnly, requiredText } from './shop-fields.ts';
import { updateTimeField } from './resource.ts';

/**
 * A shop's service side: customer service records, work orders with replies, the wallet with its ledger,
 * and the shop app's settings. Rows of a shop follow that shop's data scope.
 */

const retCodeInput = z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32, '门店编码不能超过32个字符');

// ---- customer service records
export const CS_TYPES = [
  { value: 1, label: '咨询' },
  { value: 2, label: '投诉' },
  { value: 3, label: '建议' },
] as const;
export const csCreate = z.strictObject({
  retCode: retCodeInput,
  csType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择类型' }),
  content: requiredText('服务内容', 1000),
  result: z.string().trim().max(1000, '处理结果不能超过1000个字符').default(''),
});
export const csUpdate = csCreate.extend({ id: z.coerce.number().int().positive('请选择记录'), updateTime: updateTimeField });
export const csRow = z.object({
  id: z.number(),
  retCode: z.string(),
  retName: z.string(),
  csType: z.number(),
  content: z.string(),
  result: z.string(),
  operator: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export const shopCsApi = area('门店客服', {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/cs/queryList',
    permission: 'shopCs.query',
    summary: '门店客服记录',
    input: z.object({ ...pageQuery(), retCode: codeFilter, retName: optionalText(100), csType: z.coerce.number().int().optional() }),
    output: csRow,
    paged: true,
  }),
  add: endpoint({
    method: 'POST',
    path: '/shop/cs/add',
    permission: 'shopCs.add',
    summary: '新增客服记录',
    input: csCreate,
    output: z.object({ id: z.number() }),
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/shop/cs/update',
    permission: 'shopCs.edit',
    summary: '修改客服记录',
    input: csUpdate,
    output: z.null(),
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/shop/cs/delete',
    permission: 'shopCs.delete',
    summary: '删除客服记录',
    input: idsOnly,
    output: countResult,
    okMessage: '删除成功',
  }),
});

// ---- work orders: 1 open → 2 processing → 3 resolved → 4 closed
export const WORK_ORDER_STATUS = { open: 1, processing: 2, resolved: 3, closed: 4 } as const;
export const WORK_ORDER_STATUS_TEXT: Record<number, string> = { 1: '待处理', 2: '处理中', 3: '已解决', 4: '已关闭' };
/** The allowed transitions: each call moves a work order from exactly one state to the next. */
export const WORK_ORDER_TRANSITIONS = {
  process: { from: 1, to: 2 },
  resolve: { from: 2, to: 3 },
  close: { from: 3, to: 4 },
} as const;

export const workOrderRow = z.object({
  id: z.number(),
  retCode: z.string(),
  retName: z.string(),
  title: z.string(),
  content: z.string(),
  status: z.number(),
  creator: z.string(),
  replyCount: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export const workOrderReply = z.object({ id: z.number(), content: z.string(), operator: z.string(), createTime: z.string() });
export const workOrderDetail = workOrderRow.extend({ replies: z.array(workOrderReply) });
const transition = (name: keyof typeof WORK_ORDER_TRANSITIONS, label: string, permission: `${string}.${string}`) =>
  endpoint({
    method: 'POST',
    path: `/shop/retWorkOrder/${name}`,
    permission,
    summary: `${label}（${WORK_ORDER_STATUS_TEXT[WORK_ORDER_TRANSITIONS[name].from]} → ${WORK_ORDER_STATUS_TEXT[WORK_ORDER_TRANSITIONS[name].to]}）`,
    input: z.strictObject({ id: z.coerce.number().int().positive('请选择工单'), updateTime: updateTimeField }),
    output: z.null(),
    okMessage: `${label}成功`,
  });

export const retWorkOrderApi = area('门店工单', {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/retWorkOrder/queryList',
    permission: 'retWorkOrder.query',
    summary: '门店工单列表',
    input: z.object({
      ...pageQuery(),
      retCode: codeFilter,
      retName: optionalText(100),
      title: optionalText(100),
      status: z.coerce.number().int().min(1).max(4).optional(),
    }),
    output: workOrderRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/shop/retWorkOrder/detail',
    permission: 'retWorkOrder.query',
    summary: '工单详情（含回复）',
    input: idInput,
    output: workOrderDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: '/shop/retWorkOrder/add',
    permission: 'retWorkOrder.add',
    summary: '新建工单',
    input: z.strictObject({ retCode: retCodeInput, title: requiredText('工单标题', 100), content: requiredText('问题描述', 2000) }),
    output: z.object({ id: z.number() }),
    okMessage: '新增成功',
  }),
  reply: endpoint({
    method: 'POST',
    path: '/shop/retWorkOrder/reply',
    permission: 'retWorkOrder.reply',
    summary: '回复工单（已关闭的工单不能回复）',
    input: z.strictObject({ id: z.coerce.number().int().positive('请选择工单'), content: requiredText('回复内容', 2000) }),
    output: z.object({ id: z.number() }),
    okMessage: '回复成功',
  }),
  process: transition('process', '开始处理', 'retWorkOrder.reply'),
  resolve: transition('resolve', '标记解决', 'retWorkOrder.reply'),
  close: transition('close', '关闭工单', 'retWorkOrder.close'),
});

// ---- wallet (cents)
export const walletRow = z.object({ retCode: z.string(), retName: z.string(), balance: z.number(), updateTime: z.string() });
export const LEDGER_TYPE_TEXT: Record<number, string> = { 1: '充值', 2: '扣款' };
export const ledgerRow = z.object({
  id: z.number(),
  retCode: z.string(),
  type: z.number(),
  amount: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  operator: z.string(),
  reason: z.string(),
  createTime: z.string(),
});
const moveBody = z.strictObject({ retCode: retCodeInput, amount: centsField('金额'), reason: requiredText('原因', 200) });
const moveResult = z.object({ balanceBefore: z.number(), balanceAfter: z.number() });

export const walletApi = area('钱包余额', {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/wall/balance/queryList',
    permission: 'walletBalance.query',
    summary: '门店钱包余额（分）',
    input: z.object({ ...pageQuery(), retCode: codeFilter, retName: optionalText(100) }),
    output: walletRow,
    paged: true,
  }),
  recharge: endpoint({
    method: 'POST',
    path: '/shop/wall/balance/recharge',
    permission: 'walletBalance.recharge',
    summary: '充值（金额为正整数，单位分）',
    input: moveBody,
    output: moveResult,
    okMessage: '充值成功',
  }),
  deduct: endpoint({
    method: 'POST',
    path: '/shop/wall/balance/deduct',
    permission: 'walletBalance.deduct',
    summary: '扣款（余额不足时拒绝，余额永不为负）',
    input: moveBody,
    output: moveResult,
    okMessage: '扣款成功',
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/shop/wall/balance/ledger',
    permission: 'walletBalance.detail',
    summary: '钱包流水（变动前后余额、操作人、原因）',
    input: z.object({ ...pageQuery(), retCode: retCodeInput }),
    output: ledgerRow,
    paged: true,
  }),
});

// ---- app settings
export const settingCreate = z.strictObject({
  key: z
    .string({ error: '请输入配置键' })
    .trim()
    .min(1, '请输入配置键')
    .max(64, '配置键不能超过64个字符')
    .regex(/^[A-Za-z0-9_.-]+$/, '配置键只能包含字母、数字、下划线、点和中划线'),
  value: requiredText('配置值', 2000),
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
});
export const settingUpdate = settingCreate.extend({ id: z.coerce.number().int().positive('请选择配置'), updateTime: updateTimeField });
export const settingRow = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string(),
  remark: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export const appSettingApi = area('应用设置', {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/app/setting/queryList',
    permission: 'appSetting.query',
    summary: '应用设置列表',
    input: z.object({ ...pageQuery(), key: optionalText(64) }),
    output: settingRow,
    paged: true,
  }),
  add: endpoint({
    method: 'POST',
    path: '/shop/app/setting/add',
    permission: 'appSetting.add',
    summary: '新增设置',
    input: settingCreate,
    output: z.object({ id: z.number() }),
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/shop/app/setting/update',
    permission: 'appSetting.edit',
    summary: '修改设置',
    input: settingUpdate,
    output: z.null(),
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/shop/app/setting/delete',
    permission: 'appSetting.delete',
    summary: '删除设置',
    input: idsOnly,
    output: countResult,
    okMessage: '删除成功',
  }),
});
