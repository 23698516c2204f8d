import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { payFixtures } from './pay.fixtures.ts';

/** Pay channels (apiKey write-only), payment records, the signed callback: forged, replayed, tampered, raced; the wallet channel. */

const { t, token, f } = await orderTestApp();
const p = payFixtures(t, () => token);
const rows = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as T[];
const status = async (payNo: string) =>
  (await rows<{ status: number }>(sql`select status from pay_record where pay_no = ${payNo}`))[0].status;
const lastLog = async (payNo: string) =>
  (
    await rows<{ result: string; reason: string }>(
      sql`select result, reason from pay_notify_log where pay_no = ${payNo} order by id desc limit 1`,
    )
  )[0];

/** A pending order of a new shop (`price` × 1) with a payment started on `channelCode`. */
async function pending(channelCode: string, price = 5000, shop?: string) {
  const { code } = await f.sku(100, price);
  const retCode = shop ?? (await f.shop());
  const order = await f.order(retCode, [{ skuCode: code, quantity: 1 }]);
  return { retCode, orderNo: order.orderNo, ...(await p.start(order.orderNo, channelCode)) };
}

describe('channels', () => {
  it('never answers, exports or logs the apiKey: only whether it is set; an edit without it keeps it', async () => {
    expect((await t.post('/pay/channel/add', { channelCode: 'NOKEY', name: '无密钥', type: 1 }, { token })).body).toMatchObject({
      code: 400,
      message: '请输入密钥',
    });
    const c = await p.channel({ name: '微信支付' });
    const list = await t.get('/pay/channel/queryList', { channelCode: c.channelCode }, { token });
    expect(list.body.data[0]).toMatchObject({ channelCode: c.channelCode, apiKeySet: '已设置' });
    expect(JSON.stringify(list.body)).not.toContain(c.apiKey);
    const row = list.body.data[0];
    const edit = { id: c.id, channelCode: c.channelCode, name: '微信支付（新）', type: 1, updateTime: row.updateTime };
    expect((await t.post('/pay/channel/update', edit, { token })).body.code).toBe(200);
    const { payNo, amount } = await pending(c.channelCode);
    // Still signed with the stored key.
    expect((await p.notify(c.channelCode, { payNo, tradeNo: `T${payNo}`, amount, status: 'SUCCESS' }, c.apiKey)).body.code).toBe(200);
    await t.post('/pay/channel/update', { ...edit, apiKey: 'a-brand-new-key-1', updateTime: undefined }, { token });
    const logs = await rows<{ text: string }>(
      sql`select row_to_json(l)::text as text from sys_operation_log l where target_type = 'payChannel'`,
    );
    expect(logs.length).toBeGreaterThanOrEqual(3);
    expect(logs.map((l) => l.text).join()).not.toMatch(/key-\d+-secret-value|a-brand-new-key-1/);
  });
});

describe('records', () => {
  it('starts one payment per order at what it is due, for orders in scope only', async () => {
    const c = await p.channel();
    const rec = await pending(c.channelCode, 4321);
    expect(rec.amount).toBe(4321);
    expect(await p.record(rec.payNo)).toMatchObject({ orderNo: rec.orderNo, amount: 4321, status: 1, tradeNo: '', paidTime: '' });
    expect((await t.post('/pay/record/add', { orderNo: rec.orderNo, channelCode: c.channelCode }, { token })).body.code).toBe(409);
    const outsider = await scopedUser(t, [{ dataType: 1, dataList: 'NOBODY' }]);
    expect((await t.get('/pay/record/queryList', { orderNo: rec.orderNo }, { token: outsider })).body.total).toBe(0);
    expect((await t.post('/pay/record/add', { orderNo: rec.orderNo, channelCode: c.channelCode }, { token: outsider })).body.code).toBe(
      404,
    );
    const insider = await scopedUser(t, [{ dataType: 1, dataList: rec.retCode }]);
    expect((await t.get('/pay/record/queryList', { orderNo: rec.orderNo }, { token: insider })).body.total).toBe(1);
  });
});

describe('the signed callback', () => {
  it('refuses a forged, tampered or replayed callback, changing nothing and logging why; a valid one pays once', async () => {
    const c = await p.channel();
    const { payNo, amount } = await pending(c.channelCode, 5000);
    const body = { payNo, tradeNo: `WX${payNo}`, amount, status: 'SUCCESS' };
    const forged = await p.notify(c.channelCode, body, 'not-the-key');
    expect(forged.body).toMatchObject({ code: 401, message: '签名无效' });
    expect(await lastLog(payNo)).toEqual({ result: 'refused', reason: '签名无效' });
    // Tampered: the amount changed after signing.
    const signed = JSON.stringify(body);
    const tampered = await t.call('POST', `/pay/notify/${c.channelCode}`, signed.replace('5000', '1'), {
      headers: { 'content-type': 'application/json', 'x-pay-signature': p.sign(c.apiKey, signed) },
    });
    expect(tampered.body.code).toBe(401);
    // Signed properly but for another amount than the record's.
    const wrongAmount = await p.notify(c.channelCode, { ...body, amount: 4999 }, c.apiKey);
    expect(wrongAmount.body).toMatchObject({ code: 400, message: '金额不符：通知¥49.99，支付单¥50.00' });
    expect(await status(payNo)).toBe(1);
    expect((await p.notify(c.channelCode, body, c.apiKey)).body).toMatchObject({ code: 200 });
    expect(await p.record(payNo)).toMatchObject({ status: 2, tradeNo: `WX${payNo}` });
    expect((await p.record(payNo)).paidTime).not.toBe('');
    const replay = await p.notify(c.channelCode, body, c.apiKey);
    expect(replay.body).toMatchObject({ code: 409, message: `渠道流水号WX${payNo}已处理过，重复通知不予处理` });
    expect(await lastLog(payNo)).toEqual({ result: 'refused', reason: `渠道流水号WX${payNo}已处理过，重复通知不予处理` });
    const logged = await rows<{ result: string }>(sql`select result from pay_notify_log where pay_no = ${payNo} order by id`);
    expect(logged.map((l) => l.result)).toEqual(['refused', 'refused', 'refused', 'ok', 'refused']);
    // Unknown channel and unknown record: refused too.
    expect((await p.notify('NOSUCH', body, c.apiKey)).body.code).toBe(404);
    expect((await p.notify(c.channelCode, { ...body, payNo: 'PAYX', tradeNo: 'X1' }, c.apiKey)).body.code).toBe(404);
  });

  it('marks a record paid exactly once when the same callback arrives many times at once', async () => {
    const c = await p.channel();
    const { payNo, amount } = await pending(c.channelCode);
    const body = { payNo, tradeNo: `R${payNo}`, amount, status: 'SUCCESS' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => p.notify(c.channelCode, body, c.apiKey)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 409)).toHaveLength(7);
    const ok = await rows<{ n: number }>(sql`select count(*)::int as n from pay_notify_log where pay_no = ${payNo} and result = 'ok'`);
    expect(ok[0].n).toBe(1);
  });

  it('a FAIL callback marks the record failed, and the order may be paid again', async () => {
    const c = await p.channel();
    const rec = await pending(c.channelCode);
    expect(
      (await p.notify(c.channelCode, { payNo: rec.payNo, tradeNo: `F${rec.payNo}`, amount: rec.amount, status: 'FAIL' }, c.apiKey)).body
        .code,
    ).toBe(200);
    expect(await status(rec.payNo)).toBe(4);
    expect((await p.start(rec.orderNo, c.channelCode)).amount).toBe(rec.amount);
  });
});

describe('the wallet channel', () => {
  it('pays from the shop wallet atomically: never below 0, a short wallet refuses the callback and changes nothing', async () => {
    const wallet = await p.channel({ type: 4, name: '钱包' });
    const retCode = await f.shop();
    await t.post('/shop/wall/balance/recharge', { retCode, amount: 8000, reason: '充值' }, { token });
    const a = await pending(wallet.channelCode, 5000, retCode);
    const b = await pending(wallet.channelCode, 5000, retCode);
    // Two callbacks at once, the wallet covering one: exactly one is paid.
    const answers = await Promise.all(
      [a, b].map((r) =>
        p.notify(wallet.channelCode, { payNo: r.payNo, tradeNo: `W${r.payNo}`, amount: r.amount, status: 'SUCCESS' }, wallet.apiKey),
      ),
    );
    expect(answers.map((x) => x.body.code).sort()).toEqual([200, 409]);
    const [w] = await rows<{ balance: number }>(sql`select balance::int as balance from shop_wallet where ret_code = ${retCode}`);
    expect(w.balance).toBe(3000);
    expect([await status(a.payNo), await status(b.payNo)].sort()).toEqual([1, 2]);
    const refused = answers.find((x) => x.body.code === 409)!;
    expect(refused.body.message).toBe(`门店${retCode}钱包余额不足，需¥50.00`);
    const ledger = await rows<{ n: number }>(
      sql`select count(*)::int as n from shop_wallet_ledger where ret_code = ${retCode} and type = 2`,
    );
    expect(ledger[0].n).toBe(1);
  });
});

describe('reconciliation', () => {
  it('sets the day’s orders against what was paid: 一致, 未支付, 金额不符; scoped as the orders are', async () => {
    const c = await p.channel();
    const pay = async (r: { payNo: string; amount: number }) =>
      p.notify(c.channelCode, { payNo: r.payNo, tradeNo: `K${r.payNo}`, amount: r.amount, status: 'SUCCESS' }, c.apiKey);
    const matched = await pending(c.channelCode, 3000);
    await pay(matched);
    const unpaid = await pending(c.channelCode, 3000);
    const off = await pending(c.channelCode, 3000);
    await pay(off);
    // The order's amount moved after it was paid (an edit by hand): the day's reconciliation shows it.
    await t.db.execute(sql`update order_info set pay_amount = 3100 where order_no = ${off.orderNo}`);
    const list = (await t.get('/pay/reconcile/queryList', { pageSize: 500 }, { token })).body.data as {
      orderNo: string;
      result: number;
      paidAmount: number;
    }[];
    const of = (orderNo: string) => list.find((r) => r.orderNo === orderNo);
    expect(of(matched.orderNo)).toMatchObject({ result: 1, paidAmount: 3000, payNo: matched.payNo, channelCode: c.channelCode });
    expect(of(unpaid.orderNo)).toMatchObject({ result: 2, paidAmount: 0, payNo: '' });
    expect(of(off.orderNo)).toMatchObject({ result: 3, paidAmount: 3000, orderAmount: 3100 });
    const mismatches = (await t.get('/pay/reconcile/queryList', { pageSize: 500, result: 3 }, { token })).body.data as {
      orderNo: string;
    }[];
    expect(mismatches.map((r) => r.orderNo)).toContain(off.orderNo);
    expect(mismatches.map((r) => r.orderNo)).not.toContain(matched.orderNo);
    expect((await t.get('/pay/reconcile/queryList', { date: '2020-01-01' }, { token })).body.total).toBe(0);
    const outsider = await scopedUser(t, [{ dataType: 1, dataList: matched.retCode }]);
    const theirs = (await t.get('/pay/reconcile/queryList', { pageSize: 500 }, { token: outsider })).body.data as { orderNo: string }[];
    expect(theirs.map((r) => r.orderNo)).toEqual([matched.orderNo]);
  });
});
