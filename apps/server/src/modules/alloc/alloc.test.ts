import { describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { allocFixtures } from './alloc-test-kit.ts';

const { t, token, f } = await orderTestApp();
const a = allocFixtures(t, () => token);
const post = (path: string, body: object, tok = token) => t.post(path, body, { token: tok });
const approve = (id: number) => t.post('/order/opt/approve', {}, { token, query: { id } });

describe('quota plans', () => {
  it('draft → active → closed by the declared machine; edits and deletes only as a draft; 409 names the state', async () => {
    const sku = (await f.sku(0)).code;
    const { body } = await post('/alloc/plan/add', a.planBody(sku, { total: 50 }));
    expect(body.code).toBe(200);
    const id = body.data.id as number;
    const d = (await t.get('/alloc/plan/detail', { id }, { token })).body.data;
    expect(d).toMatchObject({ planName: '旺季限量', skuCode: sku, dimension: 1, total: 50, allotted: 0, used: 0, status: 1 });
    expect((await post('/alloc/plan/update', { ...a.planBody(sku), id, total: 60, updateTime: d.updateTime })).body.code).toBe(200);
    expect((await post('/alloc/plan/close', { id })).body).toMatchObject({
      code: 409,
      message: '配额计划当前状态为「草稿」，不能关闭，请刷新后重试',
    });
    expect((await post('/alloc/plan/activate', { id })).body.code).toBe(200);
    expect((await post('/alloc/plan/update', { ...a.planBody(sku), id, total: 70 })).body).toMatchObject({
      code: 409,
      message: '配额计划当前状态为「生效中」，不能修改',
    });
    expect((await post('/alloc/plan/delete', { id })).body).toMatchObject({ code: 409, message: '配额计划当前状态为「生效中」，不能删除' });
    const both = await Promise.all([post('/alloc/plan/close', { id }), post('/alloc/plan/close', { id })]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 409]);
    const list = await post('/alloc/plan/queryList', { skuCode: sku });
    expect(list.body.data).toEqual([expect.objectContaining({ id, status: 3, total: 60 })]);
    const draft = await a.plan(sku, [], {}, true);
    expect((await post('/alloc/plan/delete', { id: draft })).body.code).toBe(200);
    expect((await t.get('/alloc/plan/detail', { id: draft }, { token })).body.code).toBe(404);
  });

  it('refuses bad plans with a Chinese message and writes nothing', async () => {
    const sku = (await f.sku(0)).code;
    const before = (await post('/alloc/plan/queryList', {})).body.total;
    expect((await post('/alloc/plan/add', a.planBody(sku, { periodEnd: '2019-01-01' }))).body.message).toBe('结束日期不能早于开始日期');
    expect((await post('/alloc/plan/add', a.planBody(sku, { dimension: 3 }))).body.message).toBe('请选择分配维度');
    expect((await post('/alloc/plan/add', a.planBody(sku, { total: 0 }))).body.message).toBe('计划总量不能小于1');
    expect((await post('/alloc/plan/add', a.planBody('NOSKU'))).body).toMatchObject({ code: 400, message: 'SKU不存在：NOSKU' });
    expect((await post('/alloc/plan/queryList', {})).body.total).toBe(before);
  });

  it('lines: Σ quota ≤ total, codes that exist, replace the plan’s lines; rows answer quota, used and remaining', async () => {
    const sku = (await f.sku(0)).code;
    const [r1, r2] = [await f.shop(), await f.shop()];
    const id = await a.plan(sku, [], { total: 10 }, true);
    const save = async (...lines: [string, number][]) =>
      (await post('/alloc/line/save', { planId: id, lines: lines.map(([code, quota]) => ({ code, quota })) })).body;
    expect(await save([r1, 6], [r2, 5])).toMatchObject({ code: 400, message: '配额合计 11 超过计划总量 10' });
    expect((await save(['R_NONE', 1])).message).toBe('分配对象不存在：R_NONE');
    expect((await save([r1, 1], [r1, 2])).message).toBe('分配对象不能重复');
    expect((await a.lines(id)).data).toEqual([]);
    expect((await save([r1, 6], [r2, 4])).code).toBe(200);
    expect((await save([r2, 3])).code).toBe(200);
    expect((await a.lines(id)).data).toEqual([{ code: r2, name: expect.any(String), quota: 3, used: 0, remaining: 3 }]);
    expect((await a.lines(id)).data[0].name).not.toBe('');
    expect((await t.get('/alloc/plan/detail', { id }, { token })).body.data).toMatchObject({ allotted: 3, used: 0 });
    const d = (await t.get('/alloc/plan/detail', { id }, { token })).body.data;
    expect((await post('/alloc/plan/update', { ...a.planBody(sku), id, total: 2, updateTime: d.updateTime })).body.message).toBe(
      '计划总量不能小于已分配的配额合计 3',
    );
  });

  it('approving consumes the quota of the order’s shop; beyond it 409 超出配额 and nothing changes; cancel gives it back', async () => {
    const [sku, shop, o1, o2] = await f.ordersOf(100, [3, 3]);
    const other = await f.shop();
    const id = await a.plan(sku, [{ code: shop, quota: 5 }]);
    expect((await approve(o1.id)).body.code).toBe(200);
    expect((await a.lines(id)).data[0]).toMatchObject({ quota: 5, used: 3, remaining: 2 });
    expect((await approve(o2.id)).body).toMatchObject({ code: 409, message: `超出配额：${sku}` });
    expect((await f.detail(o2.id)).data.status).toBe(10);
    expect(await f.inv(sku)).toMatchObject({ locked: 3 });
    // A shop without a line in the active plan may order none of the SKU.
    const o3 = await f.order(other, [{ skuCode: sku, quantity: 1 }]);
    expect((await approve(o3.id)).body.message).toBe(`超出配额：${sku}`);
    // A line cannot go below what orders used.
    expect((await post('/alloc/line/save', { planId: id, lines: [{ code: shop, quota: 2 }] })).body).toMatchObject({
      code: 409,
      message: `分配对象 ${shop} 已使用 3，配额不能小于已使用数量`,
    });
    expect((await t.post('/order/opt/cancel', {}, { token, query: { id: o1.id } })).body.code).toBe(200);
    expect((await a.lines(id)).data[0]).toMatchObject({ used: 0, remaining: 5 });
    expect((await approve(o2.id)).body.code).toBe(200);
    // A closed plan no longer limits.
    await post('/alloc/plan/close', { id });
    expect((await approve(o3.id)).body.code).toBe(200);
  });

  it('service-provider and province plans take the order’s SP and province; a plan outside its period does not apply', async () => {
    const sku = (await f.sku(100)).code;
    const sp = await f.shops.sp();
    const shop = await f.shop({ spCode: sp.spCode });
    const spPlan = await a.plan(sku, [{ code: sp.spCode, quota: 2 }], { dimension: 2 });
    const provincePlan = await a.plan(sku, [{ code: '330000', quota: 1 }], { dimension: 6 });
    await a.plan(sku, [], { periodStart: '2020-01-01', periodEnd: '2020-12-31' });
    const o1 = await f.order(shop, [{ skuCode: sku, quantity: 1 }]);
    expect((await approve(o1.id)).body.code).toBe(200);
    expect((await a.lines(spPlan)).data[0]).toMatchObject({ used: 1 });
    expect((await a.lines(provincePlan)).data[0]).toMatchObject({ used: 1 });
    const o2 = await f.order(shop, [{ skuCode: sku, quantity: 1 }]);
    expect((await approve(o2.id)).body.message).toBe(`超出配额：${sku}`);
    expect((await a.lines(spPlan)).data[0]).toMatchObject({ used: 1 });
  });

  it('under concurrency the quota never overflows: 100 approvals of 1-unit orders against a quota of 10 → exactly 10 approved', async () => {
    const sku = (await f.sku(1000)).code;
    const shop = await f.shop();
    const id = await a.plan(sku, [{ code: shop, quota: 10 }]);
    const orders = [];
    for (let i = 0; i < 100; i++) orders.push(await f.order(shop, [{ skuCode: sku, quantity: 1 }]));
    const answers = (await Promise.all(orders.map((o) => approve(o.id)))).map((r) => r.body as { code: number; message: string });
    expect(answers.filter((x) => x.code === 200)).toHaveLength(10);
    expect(answers.filter((x) => x.code === 409 && x.message === `超出配额：${sku}`)).toHaveLength(90);
    expect((await a.lines(id)).data[0]).toMatchObject({ quota: 10, used: 10, remaining: 0 });
    expect(await f.inv(sku)).toMatchObject({ locked: 10 });
    const approved = await t.post('/order/query/list', { retCode: shop, status: 20, pageSize: 200 }, { token });
    expect(approved.body.total).toBe(10);
  });

  it('scope: lines show and save only for codes in the caller’s scope of the plan’s dimension', async () => {
    const sku = (await f.sku(0)).code;
    const [mine, theirs] = [await f.shop(), await f.shop()];
    const id = await a.plan(
      sku,
      [
        { code: mine, quota: 3 },
        { code: theirs, quota: 4 },
      ],
      {},
      true,
    );
    const limited = await scopedUser(t, [{ dataType: 1, dataList: mine }]);
    expect((await a.lines(id, limited)).data.map((l: { code: string }) => l.code)).toEqual([mine]);
    const bySp = await scopedUser(t, [{ dataType: 2, dataList: 'SP_NONE' }]);
    expect((await a.lines(id, bySp)).data).toEqual([]);
    const save = await post('/alloc/line/save', { planId: id, lines: [{ code: mine, quota: 5 }] }, limited);
    expect(save.body.code).toBe(404);
    expect((await a.lines(id)).data).toHaveLength(2);
    const options = await t.get('/alloc/line/codeOptions', { planId: id }, { token: limited });
    expect(options.body.data).toEqual([{ code: mine, name: expect.any(String) }]);
  });
});
