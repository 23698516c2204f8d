import { WORDS } from '@console/contract/words';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { autoComplete } from './order-complete.service.ts';

/** Completion (manual and the daily job), and pushes without an ERP address. */

const { t, token, f } = await orderTestApp();
const sku = (await f.sku(1000)).code;
const shop = await f.shop();
const complete = (id: number, as = token, extra: Record<string, unknown> = {}) =>
  t.post('/order/opt/complete', { id, ...extra }, { token: as });
const status = async (id: number) => (await f.detail(id)).data.status as number;

async function shipped(daysAgo = 0) {
  const o = await f.order(shop, [{ skuCode: sku, quantity: 1 }]);
  await t.db.execute(sql`update order_info set status = 40 where id = ${o.id}`);
  await t.db.execute(sql`insert into order_log (order_id, action, from_status, to_status, operator, created_at)
                         values (${o.id}, ${WORDS.ship}, 30, 40, 'test', now() - make_interval(days => ${daysAgo}))`);
  return o;
}

describe('completion', () => {
  it('completes a shipped order once; every other status is refused naming it', async () => {
    const o = await shipped();
    expect((await complete(o.id)).body).toMatchObject({ code: 200, data: { id: o.id, status: 50 } });
    expect(await status(o.id)).toBe(50);
    expect((await complete(o.id)).body).toMatchObject({ code: 409, message: `订单${o.orderNo}当前状态为「已完成」，不能完成` });
    const pending = await f.order(shop, [{ skuCode: sku, quantity: 1 }]);
    expect((await complete(pending.id)).body).toMatchObject({ code: 409, message: `订单${pending.orderNo}当前状态为「待审核」，不能完成` });
    const log = (await f.detail(o.id)).data.log as { action: string; fromStatus: number; toStatus: number }[];
    expect(log.at(-1)).toMatchObject({ action: '完成', fromStatus: 40, toStatus: 50 });
  });

  it('of ten simultaneous completions one succeeds, the others hear 已完成', async () => {
    const o = await shipped();
    const res = await Promise.all(Array.from({ length: 10 }, () => complete(o.id)));
    expect(res.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(res.filter((r) => r.body.code === 409 && r.body.message.includes('已完成'))).toHaveLength(9);
  });

  it('an order outside the caller’s scope is not found; a bad id is refused in Chinese', async () => {
    const o = await shipped();
    const outsider = await scopedUser(t, [{ dataType: 1, dataList: 'NO_SUCH_SHOP' }]);
    expect((await complete(o.id, outsider)).body).toMatchObject({ code: 404 });
    expect(await status(o.id)).toBe(40);
    expect((await t.post('/order/opt/complete', { id: 'x' }, { token })).body).toMatchObject({ code: 400, message: '请选择订单' });
    expect((await complete(o.id, token, { updateTime: '2000-01-01 00:00:00' })).body.code).toBe(409);
    expect(await status(o.id)).toBe(40);
  });

  it('the daily job completes orders shipped more than the configured days ago, and only those', async () => {
    const old = await shipped(8);
    const recent = await shipped(2);
    expect(t.config.orderAutoCompleteDays).toBe(7);
    expect(await autoComplete(t.db, t.config.timeZone, t.config.orderAutoCompleteDays)).toBeGreaterThanOrEqual(1);
    expect(await status(old.id)).toBe(50);
    expect(await status(recent.id)).toBe(40);
    const log = (await f.detail(old.id)).data.log as { action: string; operator: string; remark: string }[];
    expect(log.at(-1)).toMatchObject({ action: '完成', operator: '系统(autoComplete)', remark: '发货超过7天自动完成' });
  });
});

describe('push without an ERP address', () => {
  it('an approved order’s push waits 待推送 with 未配置ERP地址', async () => {
    const o = await f.order(shop, [{ skuCode: sku, quantity: 1 }]);
    expect((await t.post('/order/opt/approve', {}, { token, query: { id: o.id } })).body.code).toBe(200);
    let row: { status: number; lastError: string } | undefined;
    for (let i = 0; i < 100 && row?.lastError !== '未配置ERP地址'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      row = (await t.post('/erp/order/queryList', { orderNo: o.orderNo }, { token })).body.data[0];
    }
    expect(row).toMatchObject({ status: 1, lastError: '未配置ERP地址', attempts: 0 });
    expect(await status(o.id)).toBe(20);
  });
});
