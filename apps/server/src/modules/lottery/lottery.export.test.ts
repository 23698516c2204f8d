import { LOTTERY_RECORD_EXPORT } from '@console/contract/lottery';
import { expect, it } from 'vitest';
import { exportedSheet } from '../../test/export-file.ts';
import { orderTestApp, orderUser } from '../order/order.fixtures.ts';

const { t, token, f } = await orderTestApp();

const activity = async (name: string) => {
  const res = await t.post(
    '/lottery/activity/add',
    {
      name,
      startTime: '2020-01-01',
      endTime: '2099-12-31',
      drawsPerShopPerDay: 5,
      prizes: [{ name: '谢谢参与', kind: 3, probability: 1000, stock: 10 }],
    },
    { token },
  );
  if (res.body.code !== 200) throw new Error(res.body.message);
  return res.body.data.id as number;
};
const draw = async (activityId: number, retCode: string) =>
  expect((await t.post('/lottery/activity/draw', { activityId, retCode }, { token })).body.code).toBe(200);

it('exports the draw records with their declared columns, filtered like the list, under lotteryActivity.export', async () => {
  const [a, b] = [await activity('导出抽奖甲'), await activity('导出抽奖乙')];
  const [s1, s2] = [await f.shop(), await f.shop()];
  await draw(a, s1);
  await draw(a, s2);
  await draw(b, s1);
  const { header, rows } = await exportedSheet(t, token, LOTTERY_RECORD_EXPORT, { activityId: a });
  expect(header).toEqual(['抽奖单号', '活动', '门店编码', '门店名称', '结果', '发放券号', '赠品订单', '说明', '抽奖时间']);
  expect(rows.map((r) => r[2]).sort()).toEqual([s1, s2].sort());
  expect(rows.every((r) => r[1] === '导出抽奖甲' && r[4] === '谢谢参与')).toBe(true);
  // The activity list keeps its own export beside the records'.
  expect((await exportedSheet(t, token, 'lotteryActivity', { name: '导出抽奖' })).rows).toHaveLength(2);
  const clerk = await orderUser(t, 'LTNOEXP');
  expect((await t.post('/export/create', { resource: LOTTERY_RECORD_EXPORT, query: {} }, { token: clerk })).status).toBe(403);
});
