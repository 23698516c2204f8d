import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { nodesInLoops, raceMoves } from '../../test/tree-loops.ts';
import { newUser, roleHolding, signedInUser } from '../users/system-fixtures.ts';
import { departments } from '../../db/schema/departments.ts';

const { t, token: admin } = await signedInTestApp();

const add = async (depName: string, parentCode = '-1') =>
  (await t.post('/department/add', { depName, parentCode }, { token: admin })).body.data.code as string;

describe('session and permission keys', () => {
  it('answers 600008 without a session and 403 without the key', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/department/queryList', {}],
      ['/department/add', { depName: 'x' }],
      ['/department/update', { code: 'D0001', depName: 'x' }],
      ['/department/delete', { code: 'D0001' }],
      ['/department/status', { code: 'D0001', status: 2 }],
    ];
    for (const [url, body] of calls) expect((await t.post(url, body)).body.code, url).toBe(600008);
    expect((await t.get('/department/queryAll')).body.code).toBe(600008);
    await roleHolding(t, '8201', []);
    const { token } = await signedInUser(t, 'depnokey', '8201');
    for (const [url, body] of calls) expect((await t.post(url, body, { token })).status, url).toBe(403);
    expect((await t.get('/department/queryAll', {}, { token })).status).toBe(403);
  });
});

describe('department calls', () => {
  it('adds with the next code, lists paged with the parent name, filters, and answers the tree', async () => {
    const top = await add('测试部门');
    expect(top).toMatch(/^D\d{4}$/);
    const sub = await add('测试子部门', top);
    expect((await t.post('/department/add', { depName: '' }, { token: admin })).body.message).toBe('请输入部门名称');
    expect((await t.post('/department/add', { depName: 'x', parentCode: 'D9999' }, { token: admin })).body.message).toBe('上级部门不存在');
    expect((await t.post('/department/add', { depName: '测试子部门', parentCode: top }, { token: admin })).body.message).toBe(
      '同一上级下已有同名部门',
    );

    const list = await t.post('/department/queryList', { depName: '测试', page: 1, pageSize: 1 }, { token: admin });
    expect(list.body.total).toBe(2);
    expect(list.body.data).toHaveLength(1);
    const children = await t.post('/department/queryList', { parentCode: top }, { token: admin });
    expect(children.body.data).toEqual([
      expect.objectContaining({ code: sub, depName: '测试子部门', parentCode: top, parentName: '测试部门', status: 1 }),
    ]);

    const tree = await t.get('/department/queryAll', {}, { token: admin });
    const node = tree.body.data.find((d: { code: string }) => d.code === top);
    expect(node.children.map((c: { code: string }) => c.code)).toEqual([sub]);
    const hq = tree.body.data.find((d: { code: string }) => d.code === 'D0001');
    expect(hq.children.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['D0002', 'D0005']));
  });

  it('updates, refusing a parent below the department itself', async () => {
    const a = await add('甲部门');
    const b = await add('乙部门', a);
    expect((await t.post('/department/update', { code: a, depName: '甲部门改', parentCode: '-1' }, { token: admin })).body.message).toBe(
      '修改成功',
    );
    expect((await t.post('/department/update', { code: a, depName: '甲', parentCode: b }, { token: admin })).body.message).toBe(
      '上级部门不能是自身或其下级部门',
    );
    expect((await t.post('/department/update', { code: 'D9999', depName: '甲' }, { token: admin })).status).toBe(404);
  });

  it('concurrent moves never close a loop: A under B while B goes under A, and A under b while B goes under a', async () => {
    const move = (code: string, parentCode: string) =>
      t.post('/department/update', { code, parentCode, depName: `移${code}` }, { token: admin });
    // In each round one move wins; the other then sees the loop it would close and is refused.
    expect(await raceMoves(add, move)).toEqual(Array(6).fill(['上级部门不能是自身或其下级部门', '修改成功']));
    const rows = await t.db.select({ code: departments.code, parent: departments.parentCode }).from(departments);
    expect(nodesInLoops(rows)).toEqual([]);
  });

  it('refuses deleting a department with children or users', async () => {
    const a = await add('删部门');
    const b = await add('删子部门', a);
    expect((await t.post('/department/delete', { code: a }, { token: admin })).body).toMatchObject({
      code: 409,
      message: '该部门下存在子部门，不能删除',
    });
    const user = await t.post('/user/insert', newUser({ depCode: b }), { token: admin });
    expect((await t.post('/department/delete', { code: b }, { token: admin })).body).toMatchObject({
      code: 409,
      message: '该部门下存在用户，不能删除',
    });
    await t.post('/user/delete', { code: user.body.data.code }, { token: admin });
    expect((await t.post('/department/delete', { code: b }, { token: admin })).body).toMatchObject({ code: 200, message: '删除成功' });
    expect((await t.post('/department/delete', { code: a }, { token: admin })).body.code).toBe(200);
  });

  it('switches status 1 ↔ 2 with check-and-set', async () => {
    const a = await add('状态部门');
    expect((await t.post('/department/status', { code: a, status: 2 }, { token: admin })).body.message).toBe('禁用成功');
    expect((await t.post('/department/status', { code: a, status: 2 }, { token: admin })).status).toBe(409);
    expect((await t.post('/department/status', { code: a, status: 1 }, { token: admin })).body.message).toBe('启用成功');
    expect((await t.post('/department/status', { code: a, status: 0 }, { token: admin })).body.message).toBe('请选择状态');
    expect((await t.post('/department/status', { code: 'D9999', status: 1 }, { token: admin })).status).toBe(404);
  });
});
