import { describe, expect, it } from 'vitest';
import { productsTestApp, userWithout } from './products.fixtures.ts';

const { t, token, fx } = await productsTestApp();

type Case = {
  path: string;
  page: string;
  /** A valid create body. */
  body: () => Promise<Record<string, unknown>>;
  /** A field change for update and the list filter that finds it. */
  change: Record<string, unknown>;
  /** An invalid body and the Chinese message it must produce. */
  invalid: [Record<string, unknown>, string];
};

const year = new Date().getFullYear();
const CASES: Case[] = [
  {
    path: '/product/brand',
    page: 'productBrand',
    body: async () => ({ code: fx.uid('B'), name: '品牌甲' }),
    change: { name: '品牌乙' },
    invalid: [{ code: 'B1' }, '请输入品牌名称'],
  },
  {
    path: '/product/category',
    page: 'productCategory',
    body: async () => ({ code: fx.uid('C'), name: '分类甲' }),
    change: { name: '分类乙' },
    invalid: [{ code: 'a b', name: 'x' }, '分类编码只能包含字母、数字、下划线和中划线'],
  },
  {
    path: '/product/property',
    page: 'productProperty',
    body: async () => ({ code: fx.uid('P'), name: '口味', values: ['原味', '辣味'] }),
    change: { name: '风味' },
    invalid: [{ code: 'P1', name: '口味', values: ['a', 'a'] }, '属性值不能重复'],
  },
  {
    path: '/product/label',
    page: 'productLabel',
    body: async () => ({ code: fx.uid('L'), name: '新品', color: '#112233' }),
    change: { name: '爆款' },
    invalid: [{ code: 'L1', name: 'x', color: 'red' }, '颜色格式应为 #RRGGBB'],
  },
  {
    path: '/product/group',
    page: 'productGroup',
    body: async () => ({ code: fx.uid('G'), name: '专区', skuIds: [await fx.sku()] }),
    change: { name: '新专区' },
    invalid: [{ code: 'G1' }, '请输入分组名称'],
  },
  {
    path: '/product/spu',
    page: 'productSpu',
    body: async () => ({ code: fx.uid('S'), name: '矿泉水', brandId: await fx.brand(), categoryId: await fx.category() }),
    change: { name: '纯净水' },
    invalid: [{ code: 'S1', name: 'x', categoryId: 1 }, '请选择品牌'],
  },
  {
    path: '/product/sku',
    page: 'productSku',
    body: async () => ({ code: fx.uid('K'), name: '矿泉水 550ml', spuId: await fx.spu(), unit: '瓶', barcode: '6901234567892' }),
    change: { name: '矿泉水 1.5L' },
    invalid: [{ code: 'K1', name: 'x', spuId: 1 }, '请输入单位'],
  },
  {
    path: '/product/sku/platform',
    page: 'skuPlatform',
    body: async () => ({ skuId: await fx.sku(), platformCode: '0001' }),
    change: { platformCode: '0002' },
    invalid: [{ skuId: 1, platformCode: '9999' }, '请选择平台'],
  },
  {
    path: '/product/sku/price',
    page: 'skuPrice',
    body: async () => ({ skuId: await fx.sku(), platformCode: '0004', price: 1250, validFrom: `${year}-01-01`, validTo: `${year}-06-30` }),
    change: { price: 1399 },
    invalid: [
      { skuId: 1, platformCode: '0004', price: 12.5, validFrom: `${year}-01-01`, validTo: `${year}-06-30` },
      '价格必须以分为单位的整数',
    ],
  },
  {
    path: '/product/sku/rule',
    page: 'skuRule',
    body: async () => ({ code: fx.uid('R'), name: '起订', skuId: await fx.sku(), minQty: 2, maxQty: 20, multiple: 2 }),
    change: { maxQty: 40 },
    invalid: [{ code: 'R1', name: 'x', skuId: 1, minQty: 5, maxQty: 2, multiple: 1 }, '起订量不能大于限购量'],
  },
  {
    path: '/product/sku/ruleConfig',
    page: 'skuRuleConfig',
    body: async () => ({ ruleId: await fx.rule(), scopeType: 7, scopeValue: 'A, B' }),
    change: { scopeType: 99 },
    invalid: [{ ruleId: 1, scopeType: 1 }, '请填写适用对象编码'],
  },
  {
    path: '/product/sku/discount',
    page: 'skuDiscount',
    body: async () => ({
      code: fx.uid('D'),
      name: '满10件95折',
      skuId: await fx.sku(),
      minQty: 10,
      discountRate: 95,
      validFrom: `${year}-01-01`,
      validTo: `${year}-12-31`,
    }),
    change: { discountRate: 90 },
    invalid: [
      { code: 'D1', name: 'x', skuId: 1, minQty: 1, discountRate: 100, validFrom: `${year}-01-01`, validTo: `${year}-12-31` },
      '折扣必须在1到99之间',
    ],
  },
];

const rowOf = async (path: string, id: number) => {
  const res = await t.get(`${path}/queryList`, { page: 1, pageSize: 500 }, { token });
  return (res.body.data as { id: number }[]).find((r) => r.id === id) as Record<string, unknown> | undefined;
};

describe.each(CASES)('$path', (c) => {
  it('adds, lists, updates, disables and enables (batch too), deletes', async () => {
    const body = await c.body();
    const add = await t.post(`${c.path}/add`, body, { token });
    expect(add.body).toMatchObject({ code: 200, message: '新增成功' });
    const id = add.body.data.id as number;

    const row = await rowOf(c.path, id);
    expect(row).toMatchObject({ id, status: 1 });
    expect(row?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const list = await t.get(`${c.path}/queryList`, { page: 1, pageSize: 1 }, { token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.total).toBeGreaterThanOrEqual(1);

    const upd = await t.post(`${c.path}/update`, { ...body, ...c.change, id }, { token });
    expect(upd.body).toMatchObject({ code: 200, message: '修改成功' });
    expect(await rowOf(c.path, id)).toMatchObject(c.change);

    expect((await t.post(`${c.path}/disable`, { ids: [id] }, { token })).body.message).toBe('禁用成功');
    expect((await rowOf(c.path, id))?.status).toBe(2);
    // Check-and-set: a second disable of the same row loses with 409.
    const again = await t.post(`${c.path}/disable`, { id }, { token });
    expect(again.status).toBe(409);
    expect((await t.post(`${c.path}/enable`, { id }, { token })).body.message).toBe('启用成功');
    expect((await rowOf(c.path, id))?.status).toBe(1);
    expect((await t.post(`${c.path}/enable`, { ids: [id, 99999999] }, { token })).status).toBe(404);

    expect((await t.post(`${c.path}/delete`, { id }, { token })).body.message).toBe('删除成功');
    expect(await rowOf(c.path, id)).toBeUndefined();
    expect((await t.post(`${c.path}/delete`, { id }, { token })).status).toBe(404);
  });

  it('validates with Chinese messages and rejects unknown fields', async () => {
    const [bad, message] = c.invalid;
    const res = await t.post(`${c.path}/add`, bad, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const extra = await t.post(`${c.path}/add`, { ...(await c.body()), hacked: 1 }, { token });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain('hacked');
    expect((await t.post(`${c.path}/enable`, {}, { token })).body.message).toBe('请选择要操作的数据');
  });

  it('answers 403 without the key and 600008 without a session', async () => {
    const limited = await userWithout(t, [`${c.page}.add`, `${c.page}.query`], `u${c.page}`.slice(0, 30));
    expect((await t.post(`${c.path}/add`, await c.body(), { token: limited })).status).toBe(403);
    expect((await t.get(`${c.path}/queryList`, {}, { token: limited })).body).toEqual({
      code: 403,
      message: '没有权限执行该操作',
      data: null,
    });
    // Keys the role holds still work.
    expect((await t.post(`${c.path}/enable`, { id: 99999999 }, { token: limited })).status).toBe(404);
    const anon = await t.get(`${c.path}/queryList`);
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(600008);
  });
});
