import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedProducts } from './products.demo.ts';
import { productsTestApp } from './products.fixtures.ts';
import { categories, skuPrices, skus, spus } from '../../db/schema/products.ts';
import { nodesInLoops } from '../../test/tree-loops.ts';

const { t, fx, post, get } = await productsTestApp();

const year = new Date().getFullYear();

describe('catalogue rules', () => {
  it('keeps codes unique', async () => {
    const code = fx.uid('B');
    await fx.brand({ code });
    const dup = await post('/product/brand/add', { code, name: '重复' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('品牌编码已存在');
  });

  it('refuses to delete a brand in use, and allows it once free', async () => {
    const brandId = await fx.brand();
    const spuId = await fx.spu({ brandId });
    const res = await post('/product/brand/delete', { id: brandId });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('该品牌下已有SPU，不能删除');
    await post('/product/spu/delete', { id: spuId });
    expect((await post('/product/brand/delete', { id: brandId })).body.code).toBe(200);
  });

  it('never enables a SKU of a disabled SPU, and disabling an SPU disables its SKUs', async () => {
    const spuId = await fx.spu();
    const skuId = await fx.sku({ spuId });
    expect((await post('/product/spu/disable', { id: spuId })).body.code).toBe(200);
    const sku = (await get('/product/sku/queryList', { spuId })).body.data[0];
    expect(sku).toMatchObject({ id: skuId, status: 2, spuStatus: 2 });
    const enable = await post('/product/sku/enable', { ids: [skuId] });
    expect(enable.status).toBe(409);
    expect(enable.body.message).toBe('所属SPU已停用，SKU不能启用');
    const create = await post('/product/sku/add', { code: fx.uid('K'), name: 'x', spuId, unit: '瓶', status: 1 });
    expect(create.body.message).toBe('所属SPU已停用，SKU不能启用');
    await post('/product/spu/enable', { id: spuId });
    expect((await post('/product/sku/enable', { id: skuId })).body.code).toBe(200);
  });

  it('runs one of two concurrent disables and answers 409 to the other', async () => {
    const skuId = await fx.sku();
    const results = await Promise.all([post('/product/sku/disable', { id: skuId }), post('/product/sku/disable', { id: skuId })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('changes a batch all or nothing', async () => {
    const a = await fx.sku();
    const b = await fx.sku();
    await post('/product/sku/disable', { id: b });
    expect((await post('/product/sku/disable', { ids: [a, b] })).status).toBe(409);
    expect(
      (await get('/product/sku/queryList', { code: '', page: 1, pageSize: 500 })).body.data.find((r: { id: number }) => r.id === a).status,
    ).toBe(1);
  });

  it('builds the category tree three levels deep at most and keeps it whole on delete', async () => {
    const top = await fx.category({ name: '顶级' });
    const mid = await fx.category({ parentId: top });
    const leaf = await fx.category({ parentId: mid });
    const deeper = await post('/product/category/add', { code: fx.uid('C'), name: '第四级', parentId: leaf });
    expect(deeper.body.message).toBe('分类最多3级');
    const tree = (await get('/product/category/queryAll', {})).body.data;
    const node = tree.find((n: { id: number }) => n.id === top);
    expect(node.children[0]).toMatchObject({ id: mid, level: 2, children: [{ id: leaf, level: 3 }] });
    expect((await post('/product/category/delete', { id: top })).body.message).toBe('该分类下有子分类，不能删除');
    expect((await post('/product/category/update', { id: top, code: fx.uid('C'), name: 'x', parentId: leaf })).body.message).toBe(
      '上级分类不能是自己或自己的下级',
    );
    const children = await get('/product/category/queryList', { parentId: top });
    expect(children.body.data.map((r: { id: number }) => r.id)).toEqual([mid]);
  });

  it('two leaves moved under each other at once: one move wins, the other is refused, no loop', async () => {
    for (let round = 0; round < 4; round++) {
      const [a, b] = [await fx.category({ name: `环A${round}` }), await fx.category({ name: `环B${round}` })];
      const move = (id: number, parentId: number) => post('/product/category/update', { id, code: fx.uid('C'), name: `移${id}`, parentId });
      const res = await Promise.all([move(a, b), move(b, a)]);
      expect(res.map((r) => r.body.code).sort()).toEqual([200, 400]);
    }
    const rows = await t.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    expect(nodesInLoops(rows.map((r) => ({ code: String(r.id), parent: String(r.parentId) })))).toEqual([]);
  });

  it('keeps property values a SKU uses', async () => {
    const prop = await post('/product/property/add', { code: fx.uid('P'), name: '口味', values: ['原味', '辣味'] });
    const propId = prop.body.data.id;
    const row = (await get('/product/property/queryList', { code: '', pageSize: 500 })).body.data.find(
      (r: { id: number }) => r.id === propId,
    );
    const spicy = row.values.find((v: { value: string }) => v.value === '辣味');
    await fx.sku({ propertyValueIds: [spicy.id] });
    const drop = await post('/product/property/update', { id: propId, code: row.code, name: '口味', values: ['原味'] });
    expect(drop.status).toBe(409);
    expect(drop.body.message).toBe('属性值已被SKU使用，不能删除：辣味');
    expect((await post('/product/property/update', { id: propId, code: row.code, name: '口味', values: ['辣味', '甜味'] })).body.code).toBe(
      200,
    );
  });

  it('stores prices as integer cents and refuses overlapping validity', async () => {
    const skuId = await fx.sku();
    const base = { skuId, platformCode: '0004', validFrom: `${year}-01-01`, validTo: `${year}-06-30` };
    expect((await post('/product/sku/price/add', { ...base, price: 1250 })).body.code).toBe(200);
    const clash = await post('/product/sku/price/add', { ...base, price: 1300, validFrom: `${year}-06-30`, validTo: `${year}-12-31` });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('有效期重叠');
    expect(
      (await post('/product/sku/price/add', { ...base, price: 1300, validFrom: `${year}-07-01`, validTo: `${year}-12-31` })).body.code,
    ).toBe(200);
    const bad = await post('/product/sku/price/add', { ...base, price: 1, validFrom: `${year}-05-01`, validTo: `${year}-04-01` });
    expect(bad.body.message).toBe('生效日期不能晚于失效日期');
    const rows = await t.db.select({ price: skuPrices.price }).from(skuPrices);
    expect(rows.map((r) => r.price)).toEqual(expect.arrayContaining([1250, 1300]));
  });

  it('logs an edit of a SKU price in the operation log: the changed fields under their Chinese labels', async () => {
    const skuId = await fx.sku();
    const body = { skuId, platformCode: '0004', price: 1250, validFrom: `${year}-01-01`, validTo: `${year}-03-31` };
    const id = (await post('/product/sku/price/add', body)).body.data.id;
    const read = (await get('/product/sku/price/queryList', { skuId })).body.data[0];
    const edit = await post('/product/sku/price/update', { ...body, id, platformCode: '0005', price: 1399, updateTime: read.updateTime });
    expect(edit.body.code).toBe(200);
    const log = await get('/log/operation/queryList', { module: '商品管理', action: '修改', targetId: String(id) });
    const entry = log.body.data.find((r: { targetType: string }) => r.targetType === 'skuPrice');
    expect(entry).toMatchObject({ module: '商品管理', action: '修改', targetId: String(id), operator: expect.stringContaining('admin') });
    expect(entry.changes).toEqual([
      { field: 'platformCode', label: '平台', from: '运营管理后台', to: '小程序商城' },
      { field: 'price', label: '价格（分）', from: '1250', to: '1399' },
    ]);
  });

  it('answers the SKU detail with everything it belongs to', async () => {
    const labelId = await fx.add('/product/label', { code: fx.uid('L'), name: '热销' });
    const skuId = await fx.sku({ labelIds: [labelId] });
    await post('/product/sku/platform/add', { skuId, platformCode: '0001' });
    await post('/product/sku/price/add', { skuId, platformCode: '0001', price: 990, validFrom: `${year}-01-01`, validTo: `${year}-12-31` });
    const d = (await get('/product/sku/queryDetail', { id: skuId })).body.data;
    expect(d).toMatchObject({ id: skuId, brand: { name: '测试品牌' }, spu: { name: '测试SPU' }, labels: [{ id: labelId, name: '热销' }] });
    expect(d.platforms).toEqual([{ platformCode: '0001', platformName: '门店订货APP', status: 1 }]);
    expect(d.prices[0]).toMatchObject({ price: 990, platformCode: '0001' });
    expect(d.categoryPath).toHaveLength(1);
    expect((await get('/product/sku/queryDetail', { id: 99999999 })).status).toBe(404);
  });

  it('lists as sellable only enabled, listed SKUs priced today', async () => {
    const listed = await fx.sku({ name: '可售品' });
    const unlisted = await fx.sku({ name: '可售品未上架' });
    for (const id of [listed, unlisted])
      await post('/product/sku/price/add', {
        skuId: id,
        platformCode: '0002',
        price: 500,
        validFrom: `${year}-01-01`,
        validTo: `${year}-12-31`,
      });
    await post('/product/sku/platform/add', { skuId: listed, platformCode: '0002' });
    const res = await get('/product/sku/spQueryList', { platformCode: '0002', name: '可售品' });
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([listed]);
    expect(res.body.data[0].price).toBe(500);
    await post('/product/sku/disable', { id: listed });
    expect((await get('/product/sku/spQueryList', { platformCode: '0002', name: '可售品' })).body.total).toBe(0);
  });

  it('deletes a SKU with what hangs off it', async () => {
    const ruleId = await fx.rule();
    const skuId = (await get('/product/sku/rule/queryList', { pageSize: 500 })).body.data.find(
      (r: { id: number }) => r.id === ruleId,
    ).skuId;
    await post('/product/sku/ruleConfig/add', { ruleId, scopeType: 99 });
    expect((await post('/product/sku/delete', { id: skuId })).body.code).toBe(200);
    expect((await get('/product/sku/rule/queryList', { pageSize: 500 })).body.data.some((r: { id: number }) => r.id === ruleId)).toBe(
      false,
    );
  });
});

describe('demo catalogue', () => {
  it('has several brands, a category tree, about 50 SPUs and 200 SKUs priced per platform', async () => {
    await t.db
      .transaction(async (tx) => {
        await seedProducts(tx);
        const [spuN] = await tx.select({ n: count() }).from(spus);
        const [skuN] = await tx.select({ n: count() }).from(skus);
        expect(Number(spuN.n)).toBeGreaterThanOrEqual(50);
        expect(Number(skuN.n)).toBeGreaterThanOrEqual(200);
        tx.rollback();
      })
      .catch((e) => {
        if (!String(e).includes('Rollback')) throw e;
      });
  });
});
