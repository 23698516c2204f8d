import { declare, stateOptions, fields } from '../declaration.ts';
import { PAGES } from './pages.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi, ENABLED_STATES } from './resource.ts';
import { COMMON_LABELS } from '../common-fields.ts';
import { WORDS } from '../words.ts';

/**
 * Lottery activities (抽奖活动, issue 29): prizes with a probability in ‰ (their sum at most 1000; the rest is
 * 未中奖) and a stock each; a shop draws at most `drawsPerShopPerDay` times a day while the activity runs. A
 * draw is one transaction: the day's count and the prize's stock are taken by check-and-set (never beyond
 * either, also when draws race), a coupon prize is issued at once. The activity is brand-wide; its draws
 * copy the shop's scope keys, so the record list is scoped like coupons.
 */

export const PRIZE_KINDS = [
  { value: 1, label: COMMON_LABELS.coupon },
  { value: 2, label: WORDS.gift },
  { value: 3, label: '谢谢参与' },
] as const;
export const NO_PRIZE = '未中奖';
/** The records' tab, list call, declaration and export: one name. */
const RECORDS = '抽奖记录';
/** The export center's name of the draw records (a second list of the lotteryActivity page, under its export key). */
export const LOTTERY_RECORD_EXPORT = 'lotteryRecord';

const s = schemas(() => import('../lottery.ts'));

export const lotteryActivityApi = resourceApi({
  tag: PAGES.lotteryActivity.title,
  path: '/lottery/activity',
  page: PAGES.lotteryActivity.menu,
  label: PAGES.lotteryActivity.title,
  create: s.lotteryCreate,
  update: s.lotteryUpdate,
  query: s.lotteryQuery,
  row: s.lotteryRow,
});

export const lotteryApi = area(PAGES.lotteryActivity.title, {
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
    summary: RECORDS,
    input: s.lotteryRecordQuery,
    output: s.lotteryRecordRow,
    paged: true,
  }),
});

const enabled = stateOptions(ENABLED_STATES);

export const LOTTERY_FIELDS = fields({
  name: { label: COMMON_LABELS.activityName, kind: 'text', in: ['list', 'filter', 'form', 'export', 'audit'] },
  startTime: { label: COMMON_LABELS.startTime, kind: 'datetime', in: ['list', 'form', 'export', 'audit'] },
  endTime: { label: COMMON_LABELS.endTime, kind: 'datetime', in: ['list', 'form', 'export', 'audit'] },
  drawsPerShopPerDay: { label: '每店每天次数', kind: 'quantity', in: ['list', 'form', 'export', 'audit'] },
  prizesText: { label: '奖品（概率‰ / 已中 / 库存）', kind: 'longtext', in: ['list', 'export', 'audit'], width: 360 },
  status: { label: COMMON_LABELS.status, kind: 'enum', options: enabled, in: ['list', 'filter', 'export', 'audit'] },
});

export const lotteryResource = declare({
  name: 'lottery',
  label: PAGES.lotteryActivity.title,
  endpoints: lotteryActivityApi,
  fields: LOTTERY_FIELDS,
  scope: {},
  page: PAGES.lotteryActivity,
});

export const lotteryRecordResource = declare({
  name: 'lottery',
  label: RECORDS,
  endpoints: lotteryApi,
  fields: {
    recordNo: { label: '抽奖单号', kind: 'code', in: ['list', 'export', 'audit'], width: 180 },
    activityName: { label: COMMON_LABELS.activity, kind: 'text', in: ['list', 'export'] },
    retCode: { label: COMMON_LABELS.retCode, kind: 'ref', ref: 'shop', nameField: 'retName', in: ['list', 'filter', 'export', 'audit'] },
    retName: { label: COMMON_LABELS.retName, kind: 'text', in: ['list', 'export'] },
    prizeName: { label: COMMON_LABELS.result, kind: 'text', in: ['list', 'export', 'audit'] },
    couponNo: { label: '发放券号', kind: 'code', in: ['list', 'export', 'audit'], width: 170 },
    orderNo: { label: COMMON_LABELS.giftOrder, kind: 'code', in: ['list', 'export', 'audit'], width: 190 },
    note: { label: COMMON_LABELS.note, kind: 'text', in: ['list', 'export', 'audit'] },
    createTime: { label: '抽奖时间', kind: 'datetime', in: ['list', 'export'] },
  },
  // A draw copies every scope key of its shop, like a coupon.
  scope: { 1: 'retCode', 2: 'spCode', 3: 'platformCode', 5: 'channelCode', 6: 'provinceCode', 7: 'gradeCode' },
  page: PAGES.lotteryActivity,
});
