import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderTestApp } from './order.fixtures.ts';

/**
 * Concurrency, as counts (never timings): concurrent clicks on one order give exactly one winner; concurrent
 * approvals never lock more stock than there is; the stock ledger balances afterwards.
 */

const { t, token, f } = await orderTestApp();
const shop = await f.shop();

const opt = (path: string, query: Record<string, unknown>) => t.post(`/order/opt/${path}`, {}, { token, query });
const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);

/** Inventory rows whose quantities are not the sum of their ledger rows, or that went negative. */
const unbalanced = () =>
  n(sql`select count(*)::int as n from wms_inventory i
    left join (select inventory_id, sum(on_hand_delta)::int as d_on, sum(locked_delta)::int as d_locked, max(id) as last
               from wms_stock_ledger group by inventory_id) l on l.inventory_id = i.id
    left join wms_stock_ledger last on last.id = l.last
    where coalesce(l.d_on, 0) <> i.on_hand or coalesce(l.d_locked, 0) <> i.locked
       or last.on_hand_after <> i.on_hand or last.locked_after <> i.locked or i.locked < 0 or i.locked > i.on_hand`);

describe('concurrency', () => {
  it('50 approves and 50 cancels at once on one order, each with the updateTime it saw: exactly one wins', async () => {
    const sku = (await f.sku(20)).code;
    const o = await f.order(shop, [{ skuCode: sku, quantity: 4 }]);
    const seen = (await f.detail(o.id)).data.updateTime as string;
    const clicks = Array.from({ length: 100 }, (_, i) => opt(i % 2 ? 'cancel' : 'approve', { id: o.id, updateTime: seen }));
    const answers = (await Promise.all(clicks)).map((r) => r.body as { code: number; message: string });
    const winners = answers.filter((a) => a.code === 200);
    expect(winners).toHaveLength(1);
    const d = (await f.detail(o.id)).data;
    expect([20, 90]).toContain(d.status);
    // Every loser is told the status the winner left, and nothing else happened.
    const losers = answers.filter((a) => a.code !== 200);
    expect(losers.every((a) => a.code === 409 && a.message.startsWith(`订单${o.orderNo}当前状态为「${d.statusName}」`))).toBe(true);
    expect(d.log).toHaveLength(2);
    expect(await f.inv(sku)).toMatchObject({ onHand: 20, locked: d.status === 20 ? 4 : 0 });
    expect(await unbalanced()).toBe(0);
  });

  it('without updateTime: of 50 approves exactly one locks stock, the rest are told it is approved', async () => {
    const sku = (await f.sku(20)).code;
    const o = await f.order(shop, [{ skuCode: sku, quantity: 3 }]);
    const answers = (await Promise.all(Array.from({ length: 50 }, () => opt('approve', { id: o.id })))).map((r) => r.body);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.message === `订单${o.orderNo}当前状态为「已审核」，不能审核`)).toHaveLength(49);
    expect(await f.inv(sku)).toMatchObject({ locked: 3 });
    expect(await n(sql`select count(*)::int as n from wms_stock_ledger where source_no = ${o.orderNo}`)).toBe(1);
  });

  it('100 approvals at once of 1-unit orders against 10 units: exactly 10 approved, the rest 库存不足', async () => {
    const sku = (await f.sku(10)).code;
    const orders = [];
    for (let i = 0; i < 100; i++) orders.push(await f.order(shop, [{ skuCode: sku, quantity: 1 }]));
    const answers = (await Promise.all(orders.map((o) => opt('approve', { id: o.id })))).map((r) => r.body);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.code === 409 && a.message === `库存不足：${sku}`)).toHaveLength(90);
    const ids = orders.map((o) => o.id);
    expect(await n(sql`select count(*)::int as n from order_info where id in ${ids} and status = 20`)).toBe(10);
    expect(await n(sql`select count(*)::int as n from order_info where id in ${ids} and status = 10`)).toBe(90);
    expect(await f.inv(sku)).toMatchObject({ onHand: 10, locked: 10, available: 0 });
    expect(await n(sql`select count(*)::int as n from wms_order_split where sku_code = ${sku}`)).toBe(10);

    // Cancel the approved ones and approve ten of the others, all at once: still never more than 10 locked.
    const approved = (await Promise.all(ids.map(async (id) => ({ id, status: (await f.detail(id)).data.status as number })))).filter(
      (o) => o.status === 20,
    );
    const pending = ids.filter((id) => !approved.some((a) => a.id === id)).slice(0, 20);
    const mixed = await Promise.all([...approved.map((o) => opt('cancel', { id: o.id })), ...pending.map((id) => opt('approve', { id }))]);
    expect(mixed.slice(0, approved.length).every((r) => r.body.code === 200)).toBe(true);
    const inv = await f.inv(sku);
    expect(inv.locked).toBe(await n(sql`select count(*)::int as n from order_info where id in ${ids} and status = 20`));
    expect(inv.locked).toBeLessThanOrEqual(10);
    expect(await unbalanced()).toBe(0);
  });
});
