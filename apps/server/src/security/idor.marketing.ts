import type { Scoped } from './idor.fixtures.ts';

/** The IDOR table's rows for payments, coupons and lottery draws, spread into SCOPED where they stood. */
export const MARKETING_SCOPED: Scoped[] = [
  // ---- payments (their order's keys)
  { route: 'POST /pay/record/add', verb: 'create', input: (s, f) => ({ orderNo: s.order2.orderNo, channelCode: f.payChannelCode }) },
  // ---- coupons (their shop's keys at issue: dimensions 1, 2, 3, 5, 6, 7)
  { route: 'GET /coupon/usable', verb: 'detail', input: (s) => ({ retCode: s.shop.retCode }) },
  // ---- set meals offered to an order form (the shop's remaining quota: its keys)
  { route: 'GET /setMeal/options', verb: 'detail', input: (s) => ({ retCode: s.shop.retCode }) },
  // ---- lottery draws (their shop's keys: dimensions 1, 2, 3, 5, 6, 7)
  { route: 'POST /lottery/activity/draw', verb: 'create', input: (s, f) => ({ activityId: f.lotteryActivityId, retCode: s.shop.retCode }) },
  { route: 'POST /coupon/issue', verb: 'create', input: (s, f) => ({ templateId: f.couponTemplateId, retCodes: [s.shop.retCode] }) },
  {
    route: 'POST /coupon/void',
    verb: 'status',
    input: (s) => ({ couponNos: [s.couponNo] }),
    mixed: (f) => ({ couponNos: [f.in.couponNo2, f.out.couponNo2] }),
  },
];
