import { declare, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi } from './resource.ts';

/**
 * Lottery activities (抽奖活动, issue 29): prizes with a probability in ‰ (their sum at most 1000; the rest is
 * 未中奖) and a stock each; a shop draws at most `drawsPerShopPerDay` times a day while the activity runs. A
 * draw is one transaction: the day's count and the prize's stock are taken by check-and-set (never beyond
 * either, also when draws race), a coupon prize is issued at once. The activity is brand-wide; its draws
 * copy the shop's scope keys, so the record list is scoped like coupons.
 */

export const PRIZE_KINDS = [
  { value: 1, label: '优惠券' },
  { value: 2, label: '赠品' },
  { value: 3, label: '谢谢参与' },
] as const;
export const NO_PRIZE = '未中奖';
/** The export center's name of the draw records (a second list of the lotteryActivity page, under its export key). */
export const LOTTERY_RECORD_EXPORT = 'lotteryRecord';

const s = schemas(() => import('../lottery.ts'));

export const lotteryActivityApi = resourceApi({
  tag: '抽奖活动',
  path: '/lottery/activity',
  page: 'lotteryActivity',
  label: '抽奖活动',
  create: s.lotteryCreate,
  update: s.lotteryUpdate,
  query: s.lotteryQuery,
  row: s.lotteryRow,
});

export const lotteryApi = area('抽奖活动', {
  draw: endpoint({
    method: 'POST',
    path: '/lottery/activity/draw',
    permission: 'lotteryActivity.draw',
    summary: '门店抽奖（权限内门店；每店每天限次；奖品不超库存；中优惠券即发放）',
    input: s.lotteryDraw,
    output: s.lotteryDrawn,
    okMessage: '抽奖完成',
  }),
  recordList: endpoint({
    method: 'GET',
    path: '/lottery/activity/record/queryList',
    permission: 'lotteryActivity.query',
    summary: '抽奖记录',
    input: s.lotteryRecordQuery,
    output: s.lotteryRecordRow,
    paged: true,
  }),
});

const enabled = stateOptions({ 1: { label: '启用', color: 'green' }, 2: { label: '停用', color: 'default' } });

export const lotteryResource = declare({
  name: 'lottery',
  label: '抽奖活动',
  endpoints: lotteryActivityApi,
  fields: {
    name: { label: '活动名称', kind: 'text', in: ['list', 'filter', 'form', 'export', 'audit'] },
    startTime: { label: '开始时间', kind: 'datetime', in: ['list', 'form', 'export', 'audit'] },
    endTime: { label: '结束时间', kind: 'datetime', in: ['list', 'form', 'export', 'audit'] },
    drawsPerShopPerDay: { label: '每店每天次数', kind: 'quantity', in: ['list', 'form', 'export', 'audit'] },
    prizesText: { label: '奖品（概率‰ / 已中 / 库存）', kind: 'longtext', in: ['list', 'export', 'audit'], width: 360 },
    status: { label: '状态', kind: 'enum', options: enabled, in: ['list', 'filter', 'export', 'audit'] },
  },
  scope: {},
  page: { menu: 'lotteryActivity', path: '/marketing/lottery', title: '抽奖活动' },
});

export const lotteryRecordResource = declare({
  name: 'lottery',
  label: '抽奖记录',
  endpoints: lotteryApi,
  fields: {
    recordNo: { label: '抽奖单号', kind: 'code', in: ['list', 'export', 'audit'], width: 180 },
    activityName: { label: '活动', kind: 'text', in: ['list', 'export'] },
    retCode: { label: '门店编码', kind: 'ref', ref: 'shop', nameField: 'retName', in: ['list', 'filter', 'export', 'audit'] },
    retName: { label: '门店名称', kind: 'text', in: ['list', 'export'] },
    prizeName: { label: '结果', kind: 'text', in: ['list', 'export', 'audit'] },
    couponNo: { label: '发放券号', kind: 'code', in: ['list', 'export', 'audit'], width: 170 },
    orderNo: { label: '赠品订单', kind: 'code', in: ['list', 'export', 'audit'], width: 190 },
    note: { label: '说明', kind: 'text', in: ['list', 'export', 'audit'] },
    createTime: { label: '抽奖时间', kind: 'datetime', in: ['list', 'export'] },
  },
  // A draw copies every scope key of its shop, like a coupon.
  scope: { 1: 'retCode', 2: 'spCode', 3: 'platformCode', 5: 'channelCode', 6: 'provinceCode', 7: 'gradeCode' },
  page: { menu: 'lotteryActivity', path: '/marketing/lottery', title: '抽奖活动' },
});
