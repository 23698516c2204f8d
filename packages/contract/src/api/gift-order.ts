import { declare, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { ORDER_STATES } from './order.ts';
import { COMMON_LABELS } from '../common-fields.ts';
import { PAGES } from './pages.ts';

/**
 * Gift orders (赠品订单, `/gift/order`): an order of gift lines (price 0, gift true, source 4) for a shop. It is
 * a real order (approved, pushed to the ERP and shipped from the order list), counted at list price against the
 * shop's monthly gift budget (`/gift/order/budget`); beyond it, 409 `超出赠品额度`. A cancelled gift order gives
 * its value back to the month it was placed in.
 */

export const OVER_GIFT_BUDGET = '超出赠品额度';

const s = schemas(() => import('../gift-order.ts'));
const P = '/gift/order';

export const giftOrderApi = area(COMMON_LABELS.giftOrder, {
  queryList: endpoint({
    method: 'POST',
    path: `${P}/queryList`,
    permission: 'giftOrder.query',
    summary: '赠品订单列表',
    input: s.giftQuery,
    output: s.giftRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    permission: 'giftOrder.query',
    summary: '赠品订单详情（明细按牌价计）',
    input: s.idInput,
    output: s.giftDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: `${P}/add`,
    permission: 'giftOrder.add',
    summary: '新建赠品订单（按牌价计入门店当月赠品额度）',
    input: s.giftCreate,
    output: s.giftCreated,
    okMessage: '新建成功',
  }),
});

export const giftBudgetApi = area(PAGES.giftBudget.title, {
  queryList: endpoint({
    method: 'POST',
    path: `${P}/budget/queryList`,
    permission: 'giftOrder.query',
    summary: '门店赠品额度（当月已用与剩余）',
    input: s.budgetQuery,
    output: s.budgetRow,
    paged: true,
  }),
  update: endpoint({
    method: 'POST',
    path: `${P}/budget/update`,
    permission: 'giftOrder.edit',
    summary: '设置门店每月赠品额度',
    input: s.budgetUpdate,
    output: s.done,
    okMessage: '保存成功',
  }),
});

const orderStatusOptions = Object.entries(ORDER_STATES).map(([v, st]) => ({ value: Number(v), label: st.label, color: st.color }));

export const giftOrderResource = declare({
  name: 'gift-order',
  label: COMMON_LABELS.giftOrder,
  endpoints: giftOrderApi,
  fields: {
    orderNo: { label: COMMON_LABELS.orderNo, kind: 'code', in: ['list', 'filter', 'detail', 'export'], width: 190 },
    retCode: { label: COMMON_LABELS.retCode, kind: 'ref', ref: 'shop', nameField: 'retName', in: ['list', 'filter', 'detail', 'export'] },
    retName: { label: COMMON_LABELS.retName, kind: 'text', in: ['list', 'detail', 'export'] },
    month: { label: '额度月份', kind: 'text', in: ['list', 'filter', 'detail', 'export'], width: 100 },
    listAmount: { label: '牌价金额', kind: 'money', in: ['list', 'detail', 'export'] },
    itemCount: { label: COMMON_LABELS.itemCount, kind: 'quantity', in: ['list', 'detail', 'export'] },
    status: { label: '订单状态', kind: 'enum', options: orderStatusOptions, in: ['list', 'filter', 'detail', 'export'] },
    creator: { label: COMMON_LABELS.orderCreator, kind: 'text', in: ['list', 'detail', 'export'] },
    createTime: { label: COMMON_LABELS.orderTime, kind: 'datetime', in: ['list', 'detail', 'export'] },
  },
  // A gift order is seen as its shop is (the order itself copies the shop's keys).
  scope: { 1: 'retCode' },
  page: { menu: 'giftOrder', path: '/order/gift', title: COMMON_LABELS.giftOrder },
});

export const GIFT_BUDGET_FIELDS = fields({
  retCode: { label: COMMON_LABELS.retCode, kind: 'ref', ref: 'shop', nameField: 'retName', in: ['list', 'filter', 'form', 'audit'] },
  retName: { label: COMMON_LABELS.retName, kind: 'text', in: ['list'] },
  monthlyBudget: { label: '每月额度', kind: 'money', in: ['list', 'form', 'audit'] },
  used: { label: '当月已用', kind: 'money', in: ['list'] },
  remaining: { label: '当月剩余', kind: 'money', in: ['list'] },
  updateTime: { label: COMMON_LABELS.updateTime, kind: 'datetime', in: ['list'] },
});

export const giftBudgetResource = declare({
  name: 'gift-budget',
  label: PAGES.giftBudget.title,
  endpoints: giftBudgetApi,
  fields: GIFT_BUDGET_FIELDS,
  scope: { 1: 'retCode' },
  page: PAGES.giftBudget,
});
