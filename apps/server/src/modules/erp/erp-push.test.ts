import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { pushOne } from './erp-push.service.ts';
import { erpRuntime } from './erp-runtime.ts';
import { startReceiver } from './erp-receiver.ts';

/** ERP push against the real receiver (a real HTTP server), failing 30 % of the requests on purpose. */

const SECRET = 'erp-test-secret';
const receiver = await startReceiver({ failRate: 0.3, secret: SECRET });
afterAll(() => receiver.close());
// Attempts are plentiful so that a 30 % failure rate never spends them (0.3^40); retries start at once.
const { t, token, f } = await orderTestApp({
  ERP_URL: receiver.url,
  ERP_SECRET: SECRET,
  ERP_MAX_ATTEMPTS: '40',
  ERP_RETRY_BASE_SECONDS: '0',
  ERP_TIMEOUT_SECONDS: '2',
});

type Push = { id: number; orderNo: string; status: number; attempts: number; lastError: string; pushTime: string; nextRetryTime: string };
const pushes = async (q: Record<string, unknown>, as = token) => t.post('/erp/order/queryList', { pageSize: 100, ...q }, { token: as });
const pushOf = async (orderNo: string) => ((await pushes({ orderNo })).body.data as Push[])[0];
const orderStatus = async (id: number) => (await f.detail(id)).data.status as number;

/** Waits for background pushes to settle (a bound, not an assertion on time). */
async function settled(orderNos: string[], done = (p: Push) => p.status === 3 || p.status === 4) {
  for (let i = 0; i < 400; i++) {
    const rows = await Promise.all(orderNos.map(pushOf));
    if (rows.every((p) => p && done(p))) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('pushes did not settle');
}

async function approvedOrders(n: number, shop?: string) {
  const sku = (await f.sku(1000)).code;
  const retCode = shop ?? (await f.shop());
  const out: { id: number; orderNo: string }[] = [];
  for (let i = 0; i < n; i++) {
    const o = await f.order(retCode, [{ skuCode: sku, quantity: 1 + i }]);
    const res = await t.post('/order/opt/approve', {}, { token, query: { id: o.id } });
    expect(res.body.code).toBe(200);
    out.push(o);
  }
  return out;
}

/** A pushed order put back as if its push were waiting after `attempts` attempts, before any instance took it. */
async function waitingAgain(attempts: number) {
  receiver.setFailRate(0);
  const [o] = await approvedOrders(1);
  const [p] = await settled([o.orderNo]);
  await t.db.execute(sql`update erp_push set status = 1, attempts = ${attempts} where id = ${p.id}`);
  await t.db.execute(sql`update order_info set status = 20 where id = ${o.id}`);
  const rt = erpRuntime();
  if (!rt) throw new Error('no runtime');
  return { o, p, rt };
}

describe('ERP push', () => {
  it('every approved order ends 已推送ERP exactly once at the receiver, with its lines, key and signature', async () => {
    const orders = await approvedOrders(12);
    const rows = await settled(orders.map((o) => o.orderNo));
    expect(rows.map((p) => p.status)).toEqual(orders.map(() => 3));
    for (const o of orders) {
      expect(await orderStatus(o.id)).toBe(30);
      const got = receiver.taken.get(o.orderNo);
      expect(got?.count).toBe(1);
      expect(got?.order).toMatchObject({ orderNo: o.orderNo, lines: [{ quantity: expect.any(Number), gift: false }] });
    }
    expect(receiver.stats().maxInFlight).toBe(1);
    // Failures were retried: the attempts add up to what the receiver saw for these orders.
    const p = rows[0];
    expect(p).toMatchObject({ pushTime: expect.stringMatching(/^\d{4}-/), nextRetryTime: '', lastError: '' });
    const log = (await f.detail(orders[0].id)).data.log as { action: string; toStatus: number }[];
    expect(log.map((l) => l.action)).toContain('推送ERP');
  });

  it('a push that fails every attempt ends 失败 with the last error; retry puts it back and it goes through', async () => {
    receiver.setFailRate(1);
    const [o] = await approvedOrders(1);
    const [failed] = await settled([o.orderNo]);
    expect(failed).toMatchObject({ status: 4, attempts: 40, lastError: expect.stringContaining('ERP返回500') });
    expect(await orderStatus(o.id)).toBe(20);
    receiver.setFailRate(0);
    const again = await t.post('/erp/order/retry', { ids: [failed.id] }, { token });
    expect(again.body).toMatchObject({ code: 200, data: { count: 1 } });
    const [ok] = await settled([o.orderNo], (p) => p.status === 3);
    expect(ok.attempts).toBe(1);
    expect(await orderStatus(o.id)).toBe(30);
    // Only a failed push may be retried: 409 naming its status, nothing changed.
    const refused = await t.post('/erp/order/retry', { ids: [failed.id] }, { token });
    expect(refused.body).toMatchObject({ code: 409, message: `订单${o.orderNo}的推送当前状态为「成功」，不能重试` });
    receiver.setFailRate(0.3);
  });

  it('several instances racing for one push send it once; the others do nothing', async () => {
    const { o, p, rt } = await waitingAgain(0);
    receiver.taken.delete(o.orderNo);
    const before = receiver.stats().requests;
    const slow = await startReceiver({ delayMs: 200, secret: SECRET });
    try {
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => pushOne({ ...rt, erp: { ...rt.erp, url: slow.url } }, p.id)));
      expect(outcomes.filter((x) => x === 'sent')).toHaveLength(1);
      expect(outcomes.filter((x) => x === 'skipped')).toHaveLength(9);
      expect(slow.stats()).toMatchObject({ requests: 1, maxInFlight: 1 });
      expect(receiver.stats().requests).toBe(before);
      expect(await orderStatus(o.id)).toBe(30);
    } finally {
      await slow.close();
      receiver.setFailRate(0.3);
    }
  });

  it('a failed attempt waits base × 2^(n−1) seconds; a refused connection is an error like any other', async () => {
    const { o, p, rt } = await waitingAgain(2);
    const sent: number[] = [];
    const queue = {
      ...rt.queue,
      send: async (_n: string, _d: object, opt?: { startAfterSeconds?: number }) => void sent.push(opt?.startAfterSeconds ?? 0),
    };
    const closed = await startReceiver({});
    const url = closed.url;
    await closed.close();
    const outcome = await pushOne({ ...rt, queue, erp: { ...rt.erp, url, retryBaseSeconds: 30 } }, p.id);
    expect(outcome).toBe('retry');
    expect(sent).toEqual([120]);
    const row = await pushOf(o.orderNo);
    expect(row).toMatchObject({ status: 1, attempts: 3, lastError: 'ERP拒绝连接' });
    const [{ wait }] = (
      await t.db.execute<{ wait: number }>(
        sql`select extract(epoch from next_retry_at - now())::int as wait from erp_push where id = ${p.id}`,
      )
    ).rows;
    expect(Number(wait)).toBeGreaterThan(100);
    // Not due yet: no instance takes it.
    expect(await pushOne({ ...rt, queue }, p.id)).toBe('skipped');
  });

  it('lists pushes in the caller’s scope only; retry of a push outside it is 404 and changes nothing', async () => {
    const mine = await f.shop();
    const [o] = await approvedOrders(1, mine);
    await settled([o.orderNo]);
    const outsider = await scopedUser(t, [{ dataType: 1, dataList: 'NO_SUCH_SHOP' }]);
    expect((await pushes({ orderNo: o.orderNo }, outsider)).body).toMatchObject({ code: 200, data: [], total: 0 });
    const [p] = (await pushes({ orderNo: o.orderNo })).body.data as Push[];
    await t.db.execute(sql`update erp_push set status = 4 where id = ${p.id}`);
    expect((await t.post('/erp/order/retry', { ids: [p.id] }, { token: outsider })).body.code).toBe(404);
    expect((await pushOf(o.orderNo)).status).toBe(4);
    const insider = await scopedUser(t, [{ dataType: 1, dataList: mine }]);
    expect(((await pushes({ orderNo: o.orderNo }, insider)).body.data as Push[]).map((r) => r.orderNo)).toEqual([o.orderNo]);
    expect((await pushes({ status: 9 })).body).toMatchObject({ code: 400, message: '推送状态不正确' });
  });
});
