import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../test/build-app.ts';
import { grantAll, scopedUser, shopFixtures } from '../shop/shop.fixtures.ts';
import { creditCodeCheck, isCreditCode } from '@console/contract/tax-no';

/** Invoice titles: every call, the GB 32100-2015 check, one default per shop (also at once), scope on every verb. */

const t = await buildTestApp();
afterAll(() => t.close());
await grantAll(t);
const token = await t.login();
const shops = shopFixtures(t, () => token);
const shop = (await shops.shop()).retCode;

const TAX = '91350100M000100Y43';
type Input = Record<string, unknown>;
const post = (path: string, body: Input, as = token) => t.post(`/invoice/info/${path}`, body, { token: as });
const list = async (q: Input, as = token) => (await t.get('/invoice/info/queryList', { page: 1, pageSize: 50, ...q }, { token: as })).body;
const company = (over: Input = {}) => ({ retCode: shop, titleType: 1, title: '杭州某某商贸有限公司', taxNo: TAX, ...over });
const defaults = async (retCode: string) =>
  Number(
    (await t.db.execute<{ n: number }>(sql`select count(*)::int n from order_invoice_info where ret_code = ${retCode} and is_default`))
      .rows[0].n,
  );

describe('the check character', () => {
  it('accepts real codes and refuses a changed check character', () => {
    for (const code of ['91350100M000100Y43', '91110000600037341L', '9144030071526726XG']) expect(isCreditCode(code)).toBe(true);
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(creditCodeCheck('9135010OM000100Y4')).toBeUndefined();
  });
});

describe('calls', () => {
  it('adds, lists, updates and deletes; a company taxNo failing its check is 400 and writes nothing', async () => {
    const added = await post('add', { ...company(), bankName: '工商银行', bankAccount: '6222020200001234567', phone: '0571-88886666' });
    expect(added.body).toMatchObject({ code: 200, message: '新增成功' });
    const id = added.body.data.id;
    expect((await list({ retCode: shop })).data).toEqual([
      expect.objectContaining({ id, retCode: shop, titleType: 1, taxNo: TAX, bankName: '工商银行', isDefault: false }),
    ]);
    const bad = await post('add', company({ taxNo: '91350100M000100Y44' }));
    expect(bad.body).toMatchObject({ code: 400, message: '纳税人识别号校验失败' });
    expect((await post('add', company({ taxNo: '' }))).body.message).toBe('纳税人识别号校验失败');
    expect((await post('add', { retCode: shop, titleType: 2, title: '张三' })).body.code).toBe(200);
    expect((await list({ retCode: shop })).data).toHaveLength(2);

    const row = (await list({ retCode: shop, titleType: 1 })).data[0];
    const upd = await post('update', { ...company({ title: '杭州新名称有限公司' }), id, updateTime: row.updateTime });
    expect(upd.body).toMatchObject({ code: 200, message: '修改成功' });
    expect((await post('update', { ...company(), id, updateTime: row.updateTime })).body.code).toBe(409);
    expect((await post('update', { ...company({ taxNo: 'X' }), id })).body.message).toBe('纳税人识别号校验失败');
    expect((await post('delete', { id })).body).toMatchObject({ code: 200, message: '删除成功' });
    expect((await list({ retCode: shop, titleType: 1 })).data).toEqual([]);
  });
});

describe('one default per shop', () => {
  it('a new default clears the old one; setDefault moves it', async () => {
    const s = (await shops.shop()).retCode;
    const a = (await post('add', company({ retCode: s, isDefault: true }))).body.data.id;
    const b = (await post('add', company({ retCode: s, title: '第二抬头', isDefault: true }))).body.data.id;
    const rows = (await list({ retCode: s })).data as Input[];
    expect(rows.find((r) => r.id === a)?.isDefault).toBe(false);
    expect(rows.find((r) => r.id === b)?.isDefault).toBe(true);
    expect((await post('setDefault', { id: a })).body).toMatchObject({ code: 200, message: '已设为默认' });
    expect(await defaults(s)).toBe(1);
    expect(((await list({ retCode: s })).data as Input[]).find((r) => r.id === a)?.isDefault).toBe(true);
  });

  it('ten titles made default at once leave exactly one default', async () => {
    const s = (await shops.shop()).retCode;
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await post('add', company({ retCode: s, title: `抬头${i}` }))).body.data.id);
    const replies = await Promise.all(ids.map((id) => post('setDefault', { id })));
    expect(replies.every((r) => r.body.code === 200)).toBe(true);
    expect(await defaults(s)).toBe(1);
  });
});

describe('scope', () => {
  it('a user limited to another shop sees, changes and adds none of this shop’s titles (404)', async () => {
    const id = (await post('add', company({ title: '范围内抬头' }))).body.data.id;
    const other = await scopedUser(t, [{ dataType: 1, dataList: 'OTHER' }]);
    expect((await list({ retCode: shop }, other)).data).toEqual([]);
    expect((await post('update', { ...company(), id }, other)).body.code).toBe(404);
    expect((await post('setDefault', { id }, other)).body.code).toBe(404);
    expect((await post('delete', { id }, other)).body.code).toBe(404);
    expect((await post('add', company(), other)).body).toMatchObject({ code: 404, message: '门店不存在或已被删除' });
    // Limited by the shop's province: the title follows its shop.
    const [{ p }] = (await t.db.execute<{ p: string }>(sql`select province_code p from shop_info where ret_code = ${shop}`)).rows;
    const byProvince = await scopedUser(t, [{ dataType: 6, dataList: p }]);
    expect(((await list({ retCode: shop }, byProvince)).data as Input[]).map((r) => r.id)).toContain(id);
    expect((await post('setDefault', { id }, byProvince)).body.code).toBe(200);
    const elsewhere = await scopedUser(t, [{ dataType: 6, dataList: '440000' }]);
    expect((await list({ retCode: shop }, elsewhere)).data).toEqual([]);
  });
});
