import { STALE_MESSAGE } from '@console/contract/resource';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, shopFixtures } from './shop.fixtures.ts';

const { t, token, post, get } = await adminTestApp();
const fx = shopFixtures(t, () => token);

describe('wallet', () => {
  it('recharges and deducts integer cents with a ledger of before/after, operator and reason', async () => {
    const { retCode } = await fx.shop();
    expect((await post('/shop/wall/balance/recharge', { retCode, amount: 10_000, reason: '首充' })).body.data).toEqual({
      balanceBefore: 0,
      balanceAfter: 10_000,
    });
    expect((await post('/shop/wall/balance/deduct', { retCode, amount: 2_550, reason: '订单抵扣' })).body.data).toEqual({
      balanceBefore: 10_000,
      balanceAfter: 7_450,
    });
    const refused = await post('/shop/wall/balance/deduct', { retCode, amount: 7_451, reason: '超额' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('余额不足：当前余额74.50元，扣款74.51元');
    for (const amount of [0, -1, 1.5, '100']) {
      expect((await post('/shop/wall/balance/recharge', { retCode, amount, reason: 'x' })).status).toBe(400);
    }
    const ledger = await get('/shop/wall/balance/ledger', { retCode, page: 1, pageSize: 10 });
    expect(ledger.body.total).toBe(2);
    expect(ledger.body.data[0]).toMatchObject({
      type: 2,
      amount: 2_550,
      balanceBefore: 10_000,
      balanceAfter: 7_450,
      operator: '系统管理员(admin)',
      reason: '订单抵扣',
    });
    const list = await post('/shop/wall/balance/queryList', { retCode, page: 1, pageSize: 10 });
    expect(list.body.data[0]).toMatchObject({ retCode, balance: 7_450 });
  });

  it('parallel deducts never overdraw: exactly balance / amount succeed', async () => {
    const { retCode } = await fx.shop();
    await post('/shop/wall/balance/recharge', { retCode, amount: 1_000, reason: '充值' });
    const results = await Promise.all(
      Array.from({ length: 25 }, () => post('/shop/wall/balance/deduct', { retCode, amount: 100, reason: '并发扣款' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
    const list = await post('/shop/wall/balance/queryList', { retCode, page: 1, pageSize: 10 });
    expect(list.body.data[0].balance).toBe(0);
    const ledger = await get('/shop/wall/balance/ledger', { retCode, page: 1, pageSize: 100 });
    expect(ledger.body.total).toBe(11);
    // Each deduct's before is the previous one's after: the chain has no gaps and no overlaps.
    const deducts = ledger.body.data.filter((l: { type: number }) => l.type === 2);
    expect(deducts.map((l: { balanceAfter: number }) => l.balanceAfter).sort((a: number, b: number) => a - b)).toEqual([
      0, 100, 200, 300, 400, 500, 600, 700, 800, 900,
    ]);
  });

  it('parallel recharges all land', async () => {
    const { retCode } = await fx.shop();
    await Promise.all(Array.from({ length: 10 }, () => post('/shop/wall/balance/recharge', { retCode, amount: 7, reason: '并发充值' })));
    expect((await post('/shop/wall/balance/queryList', { retCode, page: 1, pageSize: 10 })).body.data[0].balance).toBe(70);
  });

  it('a shop with money in its wallet cannot be deleted', async () => {
    const { id, retCode } = await fx.shop();
    await post('/shop/wall/balance/recharge', { retCode, amount: 1, reason: '余额' });
    expect((await post('/shop/info/delete', { ids: [id] })).status).toBe(409);
  });

  it('a repeat with one Idempotency-Key moves the money once, even when repeats race', async () => {
    const { retCode } = await fx.shop();
    const move = (kind: 'recharge' | 'deduct', amount: number, key: string) =>
      t.post(`/shop/wall/balance/${kind}`, { retCode, amount, reason: '重试' }, { token, headers: { 'idempotency-key': key } });
    const [first, ...racing] = await Promise.all(Array.from({ length: 5 }, () => move('recharge', 500, 'r-1')));
    expect(first.body.data).toEqual({ balanceBefore: 0, balanceAfter: 500 });
    for (const r of racing) expect(r.body).toEqual(first.body);
    const deducts = await Promise.all(Array.from({ length: 3 }, () => move('deduct', 200, 'd-1')));
    for (const r of deducts) expect(r.body.data).toEqual({ balanceBefore: 500, balanceAfter: 300 });
    // The same key on the other call is a call of its own; a new key is a new move.
    expect((await move('deduct', 200, 'r-1')).body.data).toEqual({ balanceBefore: 300, balanceAfter: 100 });
    expect((await move('recharge', 500, 'r-2')).body.data).toEqual({ balanceBefore: 100, balanceAfter: 600 });
    expect((await get('/shop/wall/balance/ledger', { retCode, page: 1, pageSize: 10 })).body.total).toBe(4);
    const logs = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sys_operation_log where module = '钱包余额' and target_id = ${retCode}`,
    );
    expect(logs.rows[0].n).toBe(4);
    expect((await move('recharge', 1, 'k'.repeat(81))).status).toBe(400);
  });

  it('a shop delete racing a recharge never drops the fresh credit', async () => {
    const { id, retCode } = await fx.shop();
    await post('/shop/wall/balance/recharge', { retCode, amount: 100, reason: '首充' });
    await post('/shop/wall/balance/deduct', { retCode, amount: 100, reason: '清零' });
    // Hold the recharge between writing the balance and committing (its ledger row waits for this lock),
    // start the delete while it is held, then let the recharge finish.
    const blocker = await t.pool.connect();
    try {
      await blocker.query('begin; lock table shop_wallet_ledger in exclusive mode');
      const recharge = post('/shop/wall/balance/recharge', { retCode, amount: 700, reason: '并发充值' });
      await waitersReach(1);
      const del = post('/shop/info/delete', { ids: [id] });
      await waitersReach(2);
      await blocker.query('commit');
      const [r, d] = await Promise.all([recharge, del]);
      expect(r.status).toBe(200);
      expect(d.status).toBe(409);
      expect(d.body.message).toBe('有1家门店的钱包仍有余额，不能删除');
    } finally {
      blocker.release();
    }
    const list = await post('/shop/wall/balance/queryList', { retCode, page: 1, pageSize: 10 });
    expect(list.body.data).toEqual([expect.objectContaining({ retCode, balance: 700 })]);
  });
});

/** Waits until `n` statements of this database wait for a lock (a point in a race, not a time). */
async function waitersReach(n: number) {
  for (;;) {
    const r = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (r.rows[0].n >= n) return;
    await new Promise((res) => setTimeout(res, 10));
  }
}

describe('work orders', () => {
  it('moves open → processing → resolved → closed, only by allowed steps, with replies', async () => {
    const { retCode } = await fx.shop();
    const id = (await post('/shop/retWorkOrder/add', { retCode, title: '冰柜故障', content: '冰柜不制冷' })).body.data.id;
    const wrong = await post('/shop/retWorkOrder/resolve', { id });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('工单当前状态为「待处理」，只有「处理中」的工单可以标记解决');
    expect((await post('/shop/retWorkOrder/close', { id })).status).toBe(409);
    expect((await post('/shop/retWorkOrder/reply', { id, content: '已安排师傅' })).body.code).toBe(200);
    expect((await post('/shop/retWorkOrder/process', { id })).body.message).toBe('开始处理成功');
    expect((await post('/shop/retWorkOrder/resolve', { id })).body.code).toBe(200);
    const read = (await get('/shop/retWorkOrder/detail', { id })).body.data;
    expect(read).toMatchObject({
      status: 3,
      replyCount: 1,
      replies: [expect.objectContaining({ content: '已安排师傅', operator: '系统管理员(admin)' })],
    });
    expect((await post('/shop/retWorkOrder/close', { id, updateTime: read.updateTime })).body.code).toBe(200);
    const closedReply = await post('/shop/retWorkOrder/reply', { id, content: '还有问题' });
    expect(closedReply.status).toBe(409);
    expect(closedReply.body.message).toBe('工单已关闭，不能回复');
    const list = await post('/shop/retWorkOrder/queryList', { retCode, status: 4, page: 1, pageSize: 10 });
    expect(list.body.data).toEqual([expect.objectContaining({ id, status: 4, title: '冰柜故障' })]);
  });

  it('two parallel clicks on one transition: one wins, the other gets 409', async () => {
    const { retCode } = await fx.shop();
    const id = (await post('/shop/retWorkOrder/add', { retCode, title: '并发', content: '并发' })).body.data.id;
    const results = await Promise.all([1, 2, 3].map(() => post('/shop/retWorkOrder/process', { id })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('a stale updateTime refuses the transition', async () => {
    const { retCode } = await fx.shop();
    const id = (await post('/shop/retWorkOrder/add', { retCode, title: '旧', content: '旧' })).body.data.id;
    const read = (await get('/shop/retWorkOrder/detail', { id })).body.data;
    await post('/shop/retWorkOrder/reply', { id, content: '有人先回复了' });
    const res = await post('/shop/retWorkOrder/process', { id, updateTime: read.updateTime });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(STALE_MESSAGE);
  });
});

describe('customer service records and app settings', () => {
  it('adds, lists, updates (updateTime) and deletes service records', async () => {
    const { retCode } = await fx.shop();
    const id = (await post('/shop/cs/add', { retCode, csType: 2, content: '送货慢' })).body.data.id;
    const row = (await post('/shop/cs/queryList', { retCode, page: 1, pageSize: 10 })).body.data[0];
    expect(row).toMatchObject({ id, csType: 2, content: '送货慢', operator: '系统管理员(admin)' });
    // The shop's name is listed with the record and filters it.
    const byName = (await post('/shop/cs/queryList', { retName: row.retName, page: 1, pageSize: 10 })).body.data;
    expect(row.retName).not.toBe('');
    expect(byName.map((r: { id: number }) => r.id)).toContain(id);
    expect(
      (await post('/shop/cs/update', { id, retCode, csType: 2, content: '送货慢', result: '已协调', updateTime: row.updateTime })).body
        .code,
    ).toBe(200);
    expect((await post('/shop/cs/update', { id, retCode, csType: 2, content: '旧', updateTime: row.updateTime })).status).toBe(409);
    expect((await post('/shop/cs/delete', { ids: [id] })).body.data).toEqual({ count: 1 });
    expect((await post('/shop/cs/add', { retCode: 'NOPE', csType: 1, content: 'x' })).status).toBe(404);
  });

  it('keeps setting keys unique and updates with updateTime', async () => {
    const id = (await post('/shop/app/setting/add', { key: 'order.minAmount', value: '5000', remark: '起订金额（分）' })).body.data.id;
    expect((await post('/shop/app/setting/add', { key: 'order.minAmount', value: '1' })).status).toBe(409);
    expect((await post('/shop/app/setting/add', { key: 'bad key', value: '1' })).body.message).toBe(
      '配置键只能包含字母、数字、下划线、点和中划线',
    );
    const row = (await post('/shop/app/setting/queryList', { key: 'order.', page: 1, pageSize: 10 })).body.data[0];
    expect(row).toEqual({
      id,
      key: 'order.minAmount',
      value: '5000',
      remark: '起订金额（分）',
      createTime: row.createTime,
      updateTime: row.updateTime,
    });
    expect((await post('/shop/app/setting/update', { id, key: row.key, value: '6000', updateTime: row.updateTime })).body.code).toBe(200);
    expect((await post('/shop/app/setting/update', { id, key: row.key, value: '7000', updateTime: row.updateTime })).status).toBe(409);
    expect((await post('/shop/app/setting/delete', { ids: [id] })).body.data).toEqual({ count: 1 });
    // The log names a setting by its key.
    const log = await t.db.execute(
      sql`select action from sys_operation_log where target_type = 'appSetting' and target_id = 'order.minAmount' order by id`,
    );
    expect(log.rows.map((r) => r.action)).toEqual(['新增', '修改', '删除']);
  });
});
