import { STALE_MESSAGE } from '@console/contract/resource';
import { describe, expect, it } from 'vitest';
import { GUANGZHOU_TIANHE, adminTestApp, HANGZHOU_GONGSHU, HANGZHOU_XIHU, shopFixtures, uid } from './shop.fixtures.ts';

const { t, token, post, get } = await adminTestApp();
const fx = shopFixtures(t, () => token);

describe('shops: add, validation, list filters, detail', () => {
  it('adds a shop and lists it with its region, grade, type and SP names', async () => {
    const sp = await fx.sp();
    const { id, retCode } = await fx.shop({ spCode: sp.spCode, gradeCode: 'B' });
    const list = await post('/shop/info/queryList', { retCode, page: 1, pageSize: 10 });
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id,
      retCode,
      provinceName: '浙江省',
      cityName: '杭州市',
      districtName: '西湖区',
      gradeName: 'B级门店',
      retailerTypeName: '便利店',
      spName: `服务商${sp.spCode}`,
      status: 1,
    });
    expect(list.body.data[0].updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = await get('/shop/info/detail', { id });
    expect(detail.body.data).toMatchObject({ id, retCode, districtCode: '330106' });
  });

  it.each([
    [{ phone: '12345' }, '请输入正确的手机号或固定电话（如 13800138000 或 0571-88886666）'],
    [{ retName: '' }, '请输入门店名称'],
    [{ gradeCode: undefined }, '请选择门店等级'],
    [{ provinceCode: '330000', cityCode: '440100', districtCode: '440106' }, '城市不属于所选省份，请重新选择'],
    [{ ...HANGZHOU_XIHU, districtCode: '440106' }, '区县不属于所选城市，请重新选择'],
    [{ provinceCode: '999999' }, '省份不存在，请重新选择'],
    [{ gradeCode: 'Z' }, '门店等级不存在'],
    [{ retailerType: 'NOPE' }, '零售商类型不存在'],
    [{ spCode: 'NO_SUCH_SP' }, '服务商不存在'],
  ])('refuses %j with a Chinese message', async (over, message) => {
    const res = await post('/shop/info/add', {
      retCode: uid('V'),
      retName: '门店',
      ownerName: '王五',
      phone: '13900001111',
      ...HANGZHOU_XIHU,
      address: '地址',
      gradeCode: 'A',
      retailerType: 'GROCERY',
      channelCode: 'C01',
      ...over,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('keeps retCode unique (409)', async () => {
    const { retCode } = await fx.shop();
    await expect(fx.shop({ retCode })).rejects.toThrow('门店编码已存在');
  });

  it('finds shops by province, city and district', async () => {
    const tag = uid('地区');
    await fx.shop({ retName: `${tag}甲`, ...HANGZHOU_XIHU });
    await fx.shop({ retName: `${tag}乙`, ...HANGZHOU_GONGSHU });
    await fx.shop({ retName: `${tag}丙`, ...GUANGZHOU_TIANHE });
    const count = async (q: object) => (await post('/shop/info/queryList', { retName: tag, page: 1, pageSize: 10, ...q })).body.total;
    expect(await count({})).toBe(3);
    expect(await count({ provinceCode: '330000' })).toBe(2);
    expect(await count({ cityCode: '440100' })).toBe(1);
    expect(await count({ districtCode: '330105' })).toBe(1);
    expect(await count({ gradeCode: 'A', status: 1 })).toBe(3);
  });

  it('allows a page size of 1000 (the user screen loads shops so) and no more', async () => {
    expect((await post('/shop/info/queryList', { page: 1, pageSize: 1000 })).status).toBe(200);
    expect((await post('/shop/info/queryList', { page: 1, pageSize: 1001 })).status).toBe(400);
  });
});

describe('shops: update with updateTime, status batches, delete', () => {
  it('updates with the updateTime it read, refuses a stale one with 409 and writes nothing', async () => {
    const { id, retCode } = await fx.shop();
    const read = (await get('/shop/info/detail', { id })).body.data;
    const {
      createTime: _c,
      retailerTypeName: _r,
      provinceName: _p,
      cityName: _ci,
      districtName: _d,
      gradeName: _g,
      spName: _s,
      ...body
    } = read;
    expect((await post('/shop/info/update', { ...body, retCode: `${retCode}X` })).body.message).toBe('门店编码不能修改');
    const ok = await post('/shop/info/update', { ...body, retName: '改名一次' });
    expect(ok.body.code).toBe(200);
    const again = await post('/shop/info/update', { ...body, retName: '基于旧数据' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STALE_MESSAGE);
    expect((await get('/shop/info/detail', { id })).body.data).toMatchObject({ retCode, retName: '改名一次' });
  });

  it('disables and enables all or nothing, check-and-set', async () => {
    const a = await fx.shop();
    const b = await fx.shop();
    expect((await post('/shop/info/disable', { ids: [a.id] })).body.code).toBe(200);
    const both = await post('/shop/info/disable', { ids: [a.id, b.id] });
    expect(both.status).toBe(409);
    expect((await get('/shop/info/detail', { id: b.id })).body.data.status).toBe(1);
    expect((await post('/shop/info/enable', { ids: [a.id] })).body.message).toBe('启用成功');
    expect((await post('/shop/info/enable', { ids: [a.id, 99999999] })).status).toBe(404);
  });

  it('deletes a batch, and refuses a batch with a missing id whole', async () => {
    const a = await fx.shop();
    const b = await fx.shop();
    expect((await post('/shop/info/delete', { ids: [a.id, 99999999] })).status).toBe(404);
    expect((await get('/shop/info/detail', { id: a.id })).status).toBe(200);
    expect((await post('/shop/info/delete', { ids: [a.id, b.id] })).body.data).toEqual({ count: 2 });
    expect((await get('/shop/info/detail', { id: a.id })).status).toBe(404);
  });
});

describe('service providers', () => {
  it('lists, updates and refuses deleting an SP that shops point at (409 with the count)', async () => {
    const sp = await fx.sp({ serviceCodes: ['S01', 'S02'] });
    await fx.shop({ spCode: sp.spCode });
    await fx.shop({ spCode: sp.spCode });
    const list = await post('/shop/spInfo/queryList', { spCode: sp.spCode, page: 1, pageSize: 10 });
    expect(list.body.data[0]).toMatchObject({ spCode: sp.spCode, shopCount: 2, serviceCodes: ['S01', 'S02'], provinceName: '浙江省' });
    const del = await post('/shop/spInfo/delete', { ids: [sp.id] });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('还有2家门店属于所选服务商，不能删除');
    const row = (await get('/shop/spInfo/detail', { id: sp.id })).body.data;
    const upd = await post('/shop/spInfo/update', {
      id: sp.id,
      updateTime: row.updateTime,
      spCode: sp.spCode,
      spName: '新名字',
      contact: '赵六',
      phone: '020-12345678',
      ...GUANGZHOU_TIANHE,
      address: '天河路',
    });
    expect(upd.body.code).toBe(200);
    const empty = await fx.sp();
    expect((await post('/shop/spInfo/disable', { ids: [empty.id] })).body.code).toBe(200);
    expect((await post('/shop/spInfo/delete', { ids: [empty.id] })).body.data).toEqual({ count: 1 });
    const all = await post('/shop/spInfo/queryAll', {});
    expect(all.body.data.some((s: { spCode: string }) => s.spCode === sp.spCode)).toBe(true);
  });
});

describe('service areas and area main SP', () => {
  it('sets a main SP only for districts it serves, lists by region, deletes by id', async () => {
    const sp = await fx.sp();
    const add = await post('/shop/spArea/add', { spCode: sp.spCode, districtCodes: ['330106', '330105'] });
    expect(add.body.data).toEqual({ count: 2 });
    expect((await post('/shop/spArea/add', { spCode: sp.spCode, districtCodes: ['330100'] })).body.message).toBe(
      '以下编码不是区县：330100',
    );
    const areas = await post('/shop/spArea/queryList', { spCode: sp.spCode, page: 1, pageSize: 10 });
    expect(areas.body.data.map((a: { districtName: string }) => a.districtName).sort()).toEqual(['拱墅区', '西湖区'].sort());
    // The search's cascader may stop at a district.
    const one = await post('/shop/spArea/queryList', { spCode: sp.spCode, districtCode: '330106', page: 1, pageSize: 10 });
    expect(one.body.data.map((a: { districtName: string }) => a.districtName)).toEqual(['西湖区']);

    const refused = await post('/shop/areaMainSp/updateArea', { spCode: sp.spCode, districtCodes: ['330106', '440106'] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('440106');
    expect((await post('/shop/areaMainSp/updateArea', { spCode: sp.spCode, districtCodes: ['330106'] })).body.code).toBe(200);
    const mains = await get('/shop/areaMainSp/queryList', { cityCode: '330100', spCode: sp.spCode, page: 1, pageSize: 10 });
    expect(mains.body.data).toEqual([
      expect.objectContaining({
        districtCode: '330106',
        districtName: '西湖区',
        cityName: '杭州市',
        provinceName: '浙江省',
        spCode: sp.spCode,
      }),
    ]);
    // The serving area cannot go while the SP is the district's main SP.
    const xihu = areas.body.data.find((a: { districtCode: string }) => a.districtCode === '330106');
    expect((await post('/shop/spArea/delete', { ids: [xihu.id] })).status).toBe(409);
    // Its input is all in its path: no body needed.
    expect((await t.call('POST', `/shop/areaMainSp/delete/${mains.body.data[0].id}`, undefined, { token })).body.code).toBe(200);
    expect((await post(`/shop/areaMainSp/delete/${mains.body.data[0].id}`, {})).status).toBe(404);
    expect((await post('/shop/spArea/delete', { ids: [xihu.id] })).body.data).toEqual({ count: 1 });
  });
});

describe('permission keys are enforced', () => {
  it('a role with only shopInfo.query can list but not add, edit, delete or toggle', async () => {
    const { roles, roleMenus } = await import('../../db/schema/roles.ts');
    const { users, userDataPermissions } = await import('../../db/schema/users.ts');
    const { hashPassword } = await import('../../shared/password.ts');
    await t.db.insert(roles).values({ code: '9801', roleName: '只读门店', status: 1 });
    await t.db.insert(roleMenus).values({ roleCode: '9801', menuCode: 'shopInfo.query' });
    await t.db
      .insert(users)
      .values({ code: 'U_RO', name: '只读', loginId: 'readonly1', pwdHash: await hashPassword('Readonly#123'), roleCode: '9801' });
    await t.db.insert(userDataPermissions).values({ userCode: 'U_RO', dataType: 99, dataList: 'ALL' });
    const ro = await t.login('readonly1', 'Readonly#123');
    const { id } = await fx.shop();
    expect((await t.post('/shop/info/queryList', { page: 1, pageSize: 10 }, { token: ro })).status).toBe(200);
    for (const [path, body] of [
      ['/shop/info/add', {}],
      ['/shop/info/update', { id }],
      ['/shop/info/delete', { ids: [id] }],
      ['/shop/info/disable', { ids: [id] }],
      ['/shop/spInfo/queryList', {}],
      ['/shop/wall/balance/recharge', {}],
    ] as const)
      expect((await t.post(path, body, { token: ro })).status, path).toBe(403);
  });
});
