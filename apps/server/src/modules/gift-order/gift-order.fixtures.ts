import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/build-app.ts';

/** Sets a shop's monthly gift budget (cents at list price), as the budget page does. */
export const setGiftBudget = async (t: TestApp, token: string, retCode: string, monthlyBudget: number) => {
  const res = await t.post('/gift/order/budget/update', { retCode, monthlyBudget }, { token });
  if (res.body.code !== 200) throw new Error(res.body.message);
};

/** A shop's gift orders: how many, their source (the least) and what they cost the shop in all. */
export const giftOrdersOf = async (t: TestApp, retCode: string) =>
  (
    await t.db.execute<{ n: number; source: number; pay: number }>(
      sql`select count(*)::int n, min(o.source)::int source, coalesce(sum(o.pay_amount), 0)::int pay from order_gift g join order_info o on o.id = g.order_id where g.ret_code = ${retCode}`,
    )
  ).rows[0];
