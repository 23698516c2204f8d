import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { newUser, roleHolding, signedInUser } from '../users/system-fixtures.ts';
import { roleMenus } from '../../db/schema/roles.ts';

const { t, token: admin } = await signedInTestApp();

const add = async (roleName: string, remark = '') =>
  (await t.post('/roles/add', { roleName, remark }, { token: admin })).body.data.code as string;
const menusOf = async (code: string) =>
  (await t.db.select({ m: roleMenus.menuCode }).from(roleMenus).where(eq(roleMenus.roleCode, code))).map((r) => r.m).sort();

describe('session and permission keys', () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['GET', '/roles/queryList', {}],
    ['POST', '/roles/add', { roleName: 'x' }],
    ['POST', '/roles/update', { code: '0002', roleName: 'x' }],
    ['POST', '/roles/delete', { code: '0002' }],
    ['POST', '/roles/status', { code: '0002', status: 2 }],
    ['POST', '/roles/menu', { code: '0002', menuCode: '' }],
  ];

  it("answers 600008 without a session and 403 without the key (queryAll: the user screen's)", async () => {
    for (const [method, url, body] of [...calls, ['GET', '/roles/queryAll', {}] as [string, string, Record<string, unknown>]]) {
      const res = method === 'GET' ? await t.get(url, body) : await t.post(url, body);
      expect(res.body.code, url).toBe(600008);
    }
    await roleHolding(t, '8001', []);
    const { token } = await signedInUser(t, 'rolenokey', '8001');
    for (const [method, url, body] of calls) {
      const res = method === 'GET' ? await t.get(url, body, { token }) : await t.post(url, body, { token });
      expect(res.status, url).toBe(403);
    }
    // The role dropdown is the user screen's: a signed-in user without its key gets no role list.
    expect((await t.get('/roles/queryAll', {}, { token })).status).toBe(403);
    await roleHolding(t, '8002', ['userManagement.query']);
    const users = await signedInUser(t, 'roleuserscreen', '8002');
    expect((await t.get('/roles/queryAll', {}, { token: users.token })).body.code).toBe(200);
  });
});

describe('role calls', () => {
  it('adds with the next four-digit code, lists by name with menus and times, updates, and checks the name', async () => {
    const code = await add('测试角色甲', '备注甲');
    expect(code).toMatch(/^\d{4}$/);
    const next = await add('测试角色乙');
    expect(Number(next)).toBe(Number(code) + 1);
    expect((await t.post('/roles/add', { roleName: '' }, { token: admin })).body.message).toBe('请输入名称');
    expect((await t.post('/roles/add', { roleName: '测试角色甲' }, { token: admin })).body).toMatchObject({
      code: 409,
      message: '角色名称已存在',
    });

    const list = await t.get('/roles/queryList', { roleName: '测试角色', page: 1, pageSize: 10 }, { token: admin });
    expect(list.body.total).toBe(2);
    expect(list.body.data[0]).toMatchObject({ code, roleName: '测试角色甲', remark: '备注甲', status: 1, menuCode: '' });
    expect(list.body.data[0].updatetime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    expect((await t.post('/roles/update', { code, roleName: '改名角色', remark: '新备注' }, { token: admin })).body.message).toBe(
      '修改成功',
    );
    expect((await t.post('/roles/update', { code, roleName: ' ' }, { token: admin })).body.message).toBe('请输入名称');
    expect((await t.post('/roles/update', { code: '9999', roleName: 'x' }, { token: admin })).status).toBe(404);
    const all = await t.get('/roles/queryAll', {}, { token: admin });
    expect(all.body.data).toEqual(expect.arrayContaining([{ code, roleName: '改名角色', status: 1, remark: '新备注' }]));
  });

  it('switches status 1 ↔ 2 with check-and-set; a disabled role grants nothing from the next request on', async () => {
    const code = await add('状态角色');
    await roleHolding(t, code, ['userManagement.query']);
    const { token } = await signedInUser(t, 'statusrole', code);
    expect((await t.get('/user/queryList', {}, { token })).status).toBe(200);
    expect((await t.post('/roles/status', { code, status: 2 }, { token: admin })).body.message).toBe('禁用成功');
    expect((await t.get('/user/queryList', {}, { token })).status).toBe(403);
    expect((await t.post('/roles/status', { code, status: 2 }, { token: admin })).status).toBe(409);
    expect((await t.post('/roles/status', { code, status: 1 }, { token: admin })).body.message).toBe('启用成功');
    expect((await t.get('/user/queryList', {}, { token })).status).toBe(200);
    expect((await t.post('/roles/status', { code, status: 3 }, { token: admin })).body.message).toBe('请选择状态');
    expect((await t.post('/roles/status', { code: '0001', status: 2 }, { token: admin })).body.message).toBe('不能修改自己所属角色的状态');
  });

  it('refuses deleting a role users hold, deletes it once they are gone, and never deletes the super administrator role', async () => {
    const code = await add('待删角色');
    const user = await t.post('/user/insert', newUser({ roleType: code }), { token: admin });
    const refused = await t.post('/roles/delete', { code }, { token: admin });
    expect(refused.body).toMatchObject({ code: 409, message: '该角色下存在用户，不能删除' });
    await t.post('/user/delete', { code: user.body.data.code }, { token: admin });
    expect((await t.post('/roles/delete', { code }, { token: admin })).body).toMatchObject({ code: 200, message: '删除成功' });
    expect((await t.post('/roles/delete', { code }, { token: admin })).status).toBe(404);
    expect((await t.post('/roles/delete', { code: '0001' }, { token: admin })).body.message).toBe('超级管理员角色不能删除');
  });

  it("sets a role's menus; the change applies to its users on their next request without a new sign-in", async () => {
    const code = await add('菜单角色');
    const { token } = await signedInUser(t, 'menurole', code);
    expect((await t.get('/user/queryList', {}, { token })).status).toBe(403);
    const res = await t.post('/roles/menu', { code, menuCode: 'system,userManagement,userManagement.query' }, { token: admin });
    expect(res.body.code).toBe(200);
    expect(await menusOf(code)).toEqual(['system', 'userManagement', 'userManagement.query']);
    expect((await t.get('/user/queryList', {}, { token })).status).toBe(200);
    await t.post('/roles/menu', { code, menuCode: '' }, { token: admin });
    expect(await menusOf(code)).toEqual([]);
    expect((await t.get('/user/queryList', {}, { token })).status).toBe(403);
    // Each change is in the operation log with the menu codes before and after.
    const log = await t.get('/log/operation/queryList', { module: '角色管理', targetId: code }, { token: admin });
    const menuChanges = log.body.data
      .filter((r: { action: string }) => r.action === '分配菜单')
      .map((r: { changes: unknown[] }) => r.changes);
    expect(menuChanges).toEqual([
      [{ field: 'menus', label: '菜单', from: 'system,userManagement,userManagement.query', to: '' }],
      [{ field: 'menus', label: '菜单', from: '', to: 'system,userManagement,userManagement.query' }],
    ]);
    expect((await t.post('/roles/menu', { code, menuCode: 'nope.menu' }, { token: admin })).body.message).toBe('菜单不存在：nope.menu');
    expect((await t.post('/roles/menu', { code: '0001', menuCode: '' }, { token: admin })).body.message).toBe('不能修改自己所属角色的权限');
  });
});

describe('nobody raises privileges through roles', () => {
  it('a role manager cannot grant menus they do not hold, nor change their own or a stronger role', async () => {
    const mine = [
      'system',
      'roleManagement',
      'roleManagement.query',
      'roleManagement.menu',
      'roleManagement.status',
      'roleManagement.edit',
      'roleManagement.delete',
    ];
    await roleHolding(t, '8010', mine);
    const { token } = await signedInUser(t, 'rolemgr', '8010');
    const target = await add('下级角色');
    const grant = (menuCode: string, code = target) => t.post('/roles/menu', { code, menuCode }, { token });

    expect((await grant('system,roleManagement,roleManagement.query')).body.code).toBe(200);
    expect((await grant('system,userManagement,userManagement.add')).body).toMatchObject({
      code: 403,
      message: '不能分配自己没有的菜单权限',
    });
    expect(await menusOf(target)).toEqual(['roleManagement', 'roleManagement.query', 'system']);
    expect((await grant('roleManagement.query', '8010')).body.message).toBe('不能修改自己所属角色的权限');
    expect((await t.post('/roles/status', { code: '8010', status: 2 }, { token })).body.message).toBe('不能修改自己所属角色的状态');
    await roleHolding(t, '8011', ['userManagement.add']);
    expect((await grant('', '8011')).body.message).toBe('不能操作权限高于自己的角色');
    expect((await t.post('/roles/update', { code: '8011', roleName: '夺权' }, { token })).body.message).toBe('不能操作权限高于自己的角色');
    expect((await t.post('/roles/status', { code: '0001', status: 2 }, { token })).body.message).toBe('超级管理员角色不能停用');
    expect((await t.post('/roles/delete', { code: '0001' }, { token })).body.message).toBe('超级管理员角色不能删除');
  });
});
