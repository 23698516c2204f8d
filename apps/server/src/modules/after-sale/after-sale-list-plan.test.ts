import { describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { expectPlansByScope, statementOf } from '../../test/pool-spy.ts';

/**
 * Bench "area lists", 1,000,000 after-sales, the administrator's 待审核 tab: its page, planned afresh on every
 * request (an unnamed statement with LIMIT and OFFSET bound), cost the database 225–245 µs of CPU against 115–132
 * µs as a kept generic plan. The unlimited user's page is a named statement with its page in the text; a shop
 * scope's stays unnamed, planned for its own scope.
 */

const { t, token: admin, f } = await orderTestApp();

describe('after-sales list plan', () => {
  it('the unlimited user’s page is kept with its page in the text; a shop scope’s stays bound and planned per run', async () => {
    const shop = await f.shop();
    const limited = await scopedUser(t, [{ dataType: 1, dataList: shop }]);
    const pageOf = async (token: string) => {
      let code: number | undefined;
      const page = await statementOf(
        t,
        async () => {
          code = (await t.post('/order/afterSale/queryList', { status: '10', page: '1', pageSize: '10' }, { token })).body.code;
        },
        (text) => text.includes('from "order_after_sale"') && text.includes('order by "order_after_sale"."id" desc'),
      );
      expect(code).toBe(200);
      return page;
    };
    expectPlansByScope(await pageOf(admin), await pageOf(limited));
  });
});
