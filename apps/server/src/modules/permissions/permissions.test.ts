import { describe, expect, it } from 'vitest';
import { loadScope } from '../../shared/data-scope.ts';
import { signedInTestApp } from '../../test/build-app.ts';
import { userDataPermissions } from '../../db/schema/users.ts';
import { adminCode, roleHolding, signedInUser } from '../users/system-fixtures.ts';

const { t, token: admin } = await signedInTestApp();

const save = (userCode: string, dataList: unknown, token = admin) => t.post('/permission/addOrUpdate', { userCode, dataList }, { token });
const read = async (userCode: string, token = admin) => (await t.get('/permission/queryByUserCode', { userCode }, { token })).body;

describe('data permissions', () => {
  it('answers 600008 without a session and 403 without userManagement.permission', async () => {
    expect((await t.get('/permission/queryByUserCode', { userCode: 'x' })).body.code).toBe(600008);
    expect((await t.post('/permission/addOrUpdate', { userCode: 'x', dataList: [] })).body.code).toBe(600008);
    await roleHolding(t, '8301', ['userManagement.query']);
    const { token, code } = await signedInUser(t, 'permnokey', '8301');
    expect((await t.get('/permission/queryByUserCode', { userCode: code }, { token })).status).toBe(403);
    expect((await save(code, [], token)).status).toBe(403);
  });

  it('stores each dimension as comma-joined codes, replaces on save, and drops empty lists', async () => {
    await roleHolding(t, '8302', []);
    const { code } = await signedInUser(t, 'scoped', '8302');
    expect((await read(code)).data).toEqual([]);
    const res = await save(code, [
      { dataType: 1, dataList: 'S001, S002,S001' },
      { dataType: 7, dataList: ['A', 'B'] },
      { dataType: 6, dataList: '' },
    ]);
    expect(res.body).toMatchObject({ code: 200, message: '操作成功' });
    expect((await read(code)).data).toEqual([
      { dataType: 1, dataList: 'S001,S002' },
      { dataType: 7, dataList: 'A,B' },
    ]);
    const scope = await loadScope(t.db, code);
    expect(scope.all).toBe(false);

    await save(code, [{ dataType: 5, dataList: 'C1' }]);
    expect((await read(code)).data).toEqual([{ dataType: 5, dataList: 'C1' }]);
    await save(code, [{ dataType: 99, dataList: 'ALL' }]);
    expect((await read(code)).data).toEqual([{ dataType: 99, dataList: 'ALL' }]);
    expect((await loadScope(t.db, code)).all).toBe(true);
  });

  it('checks the body: ALL alone, known data types, no repeats, an existing user', async () => {
    await roleHolding(t, '8303', []);
    const { code } = await signedInUser(t, 'badbody', '8303');
    const refusal = async (...entries: [number, string][]) =>
      (
        await save(
          code,
          entries.map(([dataType, dataList]) => ({ dataType, dataList })),
        )
      ).body.message;
    expect(await refusal([99, 'ALL'], [1, 'S1'])).toBe('选择全部时只能提交一条 ALL 权限');
    expect(await refusal([99, 'S1'])).toBe('选择全部时只能提交一条 ALL 权限');
    expect(await refusal([8, 'x'])).toBe('数据类型不正确');
    expect(await refusal([1, 'a'], [1, 'b'])).toBe('数据类型重复');
    expect((await save('', [])).body.message).toBe('请选择用户');
    expect((await save('U999999', [])).status).toBe(404);
    expect((await t.get('/permission/queryByUserCode', { userCode: 'U999999' }, { token: admin })).status).toBe(404);
  });

  it('refuses a dimension no area enforces (4 服务商: no scoped row carries it), storing nothing', async () => {
    await roleHolding(t, '8304', []);
    const { code } = await signedInUser(t, 'unenforced', '8304');
    await save(code, [{ dataType: 6, dataList: '330000' }]);
    const res = await save(code, [
      { dataType: 4, dataList: 'V1' },
      { dataType: 6, dataList: '440000' },
    ]);
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 400,
      message: '「服务商」数据权限尚未在任何业务中生效，暂不能设置',
    });
    expect((await read(code)).data).toEqual([{ dataType: 6, dataList: '330000' }]);
  });

  it('nobody changes their own scope or grants wider than their own', async () => {
    expect((await save(await adminCode(t), [{ dataType: 1, dataList: 'S1' }])).body).toMatchObject({
      code: 403,
      message: '不能修改自己的数据权限',
    });
    await roleHolding(t, '8304', ['userManagement.permission']);
    const mgr = await signedInUser(t, 'permmgr', '8304');
    const sub = await signedInUser(t, 'permsub', '8304');
    await t.db.insert(userDataPermissions).values({ userCode: mgr.code, dataType: 7, dataList: 'A,B' });
    expect((await save(sub.code, [{ dataType: 99, dataList: 'ALL' }], mgr.token)).body.message).toBe('不能授予超出自身范围的数据权限');
    expect((await save(sub.code, [{ dataType: 1, dataList: 'S1' }], mgr.token)).body.message).toBe('不能授予超出自身范围的数据权限');
    expect((await save(sub.code, [{ dataType: 7, dataList: 'A,C' }], mgr.token)).body.message).toBe('不能授予超出自身范围的数据权限');
    expect(
      (
        await save(
          sub.code,
          [
            { dataType: 7, dataList: 'B' },
            { dataType: 1, dataList: 'S1' },
          ],
          mgr.token,
        )
      ).body.code,
    ).toBe(200);
    expect((await save(mgr.code, [], mgr.token)).body.message).toBe('不能修改自己的数据权限');
  });
});
