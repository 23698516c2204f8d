import { describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { expectPlansByScope, statementOf } from '../../test/pool-spy.ts';
import { couponFixtures } from './coupon.fixtures.ts';

/**
 * Bench "area lists", 1,000,000 coupons, the administrator's 未使用 tab: its page, planned afresh on every request
 * (an unnamed statement with LIMIT and OFFSET bound), cost as much to plan as to run. The unlimited user's page is
 * a named statement with its page in the text, so that each connection keeps one generic plan.
 */

const { t, token: admin, f } = await orderTestApp();
const cp = couponFixtures(t, () => admin);

describe('coupons list plan', () => {
  it('the unlimited user’s page is kept with its page in the text; a shop scope’s stays bound and planned per run', async () => {
    const shop = await f.shop({ gradeCode: 'A' });
    const nos = [await cp.coupon(shop), await cp.coupon(shop)];
    const gradeA = await scopedUser(t, [{ dataType: 7, dataList: 'A' }]);
    const pageOf = async (token: string) => {
      let body: { code: number; data: { couponNo: string }[] } | undefined;
      const page = await statementOf(
        t,
        async () => {
          body = (await t.get('/coupon/queryList', { status: 1, page: 1, pageSize: 10 }, { token })).body;
        },
        (text) => text.includes('from "coupon"') && text.includes('order by "coupon"."id" desc'),
      );
      expect(body?.code).toBe(200);
      expect(body?.data.map((r) => r.couponNo)).toEqual(expect.arrayContaining(nos));
      return page;
    };
    expectPlansByScope(await pageOf(admin), await pageOf(gradeA));
  });
});
