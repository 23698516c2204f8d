import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { roleMenus } from '../roles/roles.tables.ts';
import { roleHolding, signedInUser } from '../users/system-fixtures.ts';
import { menus } from './menus.tables.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const menu = (over: Record<string, unknown> = {}) => ({
  label: '测试菜单',
  parent: 'system',
  mType: '0',
  showIndex: '9',
  status: '1',
  url: '/testMenu',
  visible: '0',
  icon: 'AppstoreOutlined',
  ...over,
});
const addMenu = async (over: Record<string, unknown> = {}) =>
  (await t.post('/menu/add', menu(over), { token: admin })).body.data.code as string;

describe('session and permission keys', () => {
  it('answers 600008 without a session and 403 without the key; queryAll needs the menu or the role-menu key', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/menu/queryList', { code: 'system' }],
      ['/menu/add', menu()],
      ['/menu/update', { code: 'system', ...menu() }],
      ['/menu/delete', { code: 'system' }],
      ['/menu/status', { code: 'system' }],
    ];
    for (const [url, body] of calls) expect((await t.post(url, body)).body.code, url).toBe(600008);
    expect((await t.get('/menu/queryAll')).body.code).toBe(600008);
    await roleHolding(t, '8101', ['menuManagement.query']);
    const { token } = await signedInUser(t, 'menunokey', '8101');
    for (const [url, body] of calls.slice(1)) expect((await t.post(url, body, { token })).status, url).toBe(403);
    expect((await t.post('/menu/queryList', { code: 'system' }, { token })).body.code).toBe(200);
    expect((await t.get('/menu/queryAll', {}, { token })).body.code).toBe(200);
    await roleHolding(t, '8107', ['roleManagement.menu']);
    const drawer = await signedInUser(t, 'menudrawer', '8107');
    expect((await t.get('/menu/queryAll', {}, { token: drawer.token })).body.code).toBe(200);
    await roleHolding(t, '8108', ['userManagement.query']);
    const other = await signedInUser(t, 'menuother', '8108');
    expect((await t.get('/menu/queryAll', {}, { token: other.token })).status).toBe(403);
  });
});

describe('menu calls', () => {
  it('lists the children of a menu with the parent label, paged, and the whole tree', async () => {
    const res = await t.post('/menu/queryList', { code: 'userManagement', page: 1, pageSize: 5 }, { token: admin });
    expect(res.body.total).toBe(9);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data[0]).toMatchObject({
      code: 'userManagement.query',
      parent: 'userManagement',
      parentLabel: '用户管理',
      mType: '2',
      url: 'userManagement.query',
    });
    expect(res.body.data[0].createtime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const roots = await t.post('/menu/queryList', {}, { token: admin });
    expect(roots.body.data[0]).toMatchObject({ code: 'system', parent: '-1', parentLabel: 'all menus' });
    const tree = await t.get('/menu/queryAll', {}, { token: admin });
    const system = tree.body.data.find((m: { code: string }) => m.code === 'system');
    expect(system.children.map((c: { code: string }) => c.code)).toEqual([
      'userManagement',
      'roleManagement',
      'menuManagement',
      'departmentManagement',
    ]);
  });

  it('adds with every field checked by the specification messages; the super administrator role holds the new entry', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ label: '' }, '请输入菜单名称'],
      [{ icon: '' }, '请选择菜单图标'],
      [{ mType: '5' }, '请选择类型'],
      [{ mType: undefined }, '请选择类型'],
      [{ status: undefined }, '请选择状态'],
      [{ url: '' }, '请输入菜单地址'],
      [{ visible: '3' }, '请选择是否可见'],
      [{ showIndex: 'abc' }, 'display order please enter a number'],
      [{ showIndex: '' }, 'display order please enter a number'],
      [{ showIndex: undefined }, 'display order please enter a number'],
      [{ showIndex: '-1' }, 'display order please enter a number'],
      [{ parent: 'nope' }, '父级菜单不存在'],
      [{ mType: '2', url: '/with/slash' }, '按钮权限的地址不能包含“/”'],
    ];
    for (const [over, message] of cases) {
      const res = await t.post('/menu/add', menu(over), { token: admin });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toBe(message);
    }
    const code = await addMenu({ showIndex: 12 });
    const [row] = await t.db.select().from(menus).where(eq(menus.code, code));
    expect(row).toMatchObject({ label: '测试菜单', parent: 'system', showIndex: 12, platformCode: '0004' });
    const held = await t.db
      .select()
      .from(roleMenus)
      .where(and(eq(roleMenus.roleCode, '0001'), eq(roleMenus.menuCode, code)));
    expect(held).toHaveLength(1);
  });

  it('updates, refusing a parent that is the menu itself or below it', async () => {
    const parent = await addMenu({ label: '父' });
    const child = await addMenu({ label: '子', parent });
    expect((await t.post('/menu/update', { code: parent, ...menu({ label: '父改', parent: '-1' }) }, { token: admin })).body.message).toBe(
      '修改成功',
    );
    expect((await t.post('/menu/update', { code: parent, ...menu({ parent: child }) }, { token: admin })).body.message).toBe(
      '父级菜单不能是自身或其下级菜单',
    );
    expect((await t.post('/menu/update', { code: parent, ...menu({ parent }) }, { token: admin })).body.message).toBe(
      '父级菜单不能是自身或其下级菜单',
    );
    expect((await t.post('/menu/update', { code: 'nope', ...menu() }, { token: admin })).status).toBe(404);
    const [row] = await t.db.select().from(menus).where(eq(menus.code, parent));
    expect(row).toMatchObject({ label: '父改', parent: '-1' });
  });

  it('deletes a leaf, refusing a menu with children', async () => {
    const parent = await addMenu();
    const child = await addMenu({ parent });
    expect((await t.post('/menu/delete', { code: parent }, { token: admin })).body).toMatchObject({
      code: 409,
      message: '该菜单下存在子菜单，不能删除',
    });
    expect((await t.post('/menu/delete', { code: child }, { token: admin })).body).toMatchObject({ code: 200, message: '删除成功' });
    expect((await t.post('/menu/delete', { code: parent }, { token: admin })).body.code).toBe(200);
    expect(await t.db.select().from(roleMenus).where(eq(roleMenus.menuCode, parent))).toEqual([]);
    expect((await t.post('/menu/delete', { code: parent }, { token: admin })).status).toBe(404);
  });

  it("toggles status '1' ↔ '0'; a disabled key stops granting on the holder's next request", async () => {
    await roleHolding(t, '8102', ['departmentManagement.query']);
    const { token } = await signedInUser(t, 'menustatus', '8102');
    expect((await t.get('/department/queryAll', {}, { token })).status).toBe(200);
    const off = await t.post('/menu/status', { code: 'departmentManagement.query' }, { token: admin });
    expect(off.body).toMatchObject({ code: 200, message: '禁用成功', data: { status: '0' } });
    expect((await t.get('/department/queryAll', {}, { token })).status).toBe(403);
    expect((await t.post('/menu/status', { code: 'departmentManagement.query', status: '0' }, { token: admin })).status).toBe(409);
    const on = await t.post('/menu/status', { code: 'departmentManagement.query', status: '1' }, { token: admin });
    expect(on.body).toMatchObject({ message: '启用成功', data: { status: '1' } });
    expect((await t.get('/department/queryAll', {}, { token })).status).toBe(200);
    expect((await t.post('/menu/status', { code: 'nope' }, { token: admin })).status).toBe(404);
  });

  it('menu key hijack: renaming the entry that carries a key, then pointing an own entry at it, both refused', async () => {
    // The attacker's role holds the menu screen's keys and one entry of its own, but not userManagement.add.
    const own = await addMenu({ mType: '2', url: 'attacker.own' });
    await roleHolding(t, '8103', ['system', 'menuManagement', 'menuManagement.query', 'menuManagement.edit', own]);
    const { token } = await signedInUser(t, 'menuedit', '8103');
    const [wanted] = await t.db.select().from(menus).where(eq(menus.url, 'userManagement.add'));

    const rename = await t.post(
      '/menu/update',
      { code: wanted.code, ...menu({ parent: wanted.parent, mType: '2', url: 'parked.key' }) },
      { token },
    );
    expect(rename.body).toMatchObject({ code: 403, message: '不能操作自己没有的菜单' });
    const point = await t.post('/menu/update', { code: own, ...menu({ mType: '2', url: 'userManagement.add' }) }, { token });
    expect(point.body).toMatchObject({ code: 403, message: '不能设置自己没有的权限标识' });

    const [after] = await t.db.select().from(menus).where(eq(menus.code, wanted.code));
    expect(after.url).toBe('userManagement.add');
    const [ownAfter] = await t.db.select().from(menus).where(eq(menus.code, own));
    expect(ownAfter.url).toBe('attacker.own');
    // And the attacker still cannot use the key.
    expect((await t.post('/user/insert', {}, { token })).status).toBe(403);
    // What they hold they may still edit (same key, new label).
    const edit = await t.post('/menu/update', { code: own, ...menu({ mType: '2', url: 'attacker.own', label: '改名' }) }, { token });
    expect(edit.body.code).toBe(200);
  });

  it('menu key hijack through page entries (mType 0/1): a page url the caller does not hold is refused', async () => {
    const page = await addMenu({ mType: '1', url: '/attackerPage' });
    await roleHolding(t, '8105', ['system', 'menuManagement', 'menuManagement.query', 'menuManagement.edit', 'menuManagement.add', page]);
    const { token } = await signedInUser(t, 'menupage', '8105');
    const res = await t.post('/menu/update', { code: page, ...menu({ mType: '1', url: '/roleManagement' }) }, { token });
    expect(res.body).toMatchObject({ code: 403, message: '不能设置自己没有的权限标识' });
    const added = await t.post('/menu/add', menu({ mType: '2', url: 'roleManagement.menu' }), { token });
    expect(added.body).toMatchObject({ code: 403, message: '不能设置自己没有的权限标识' });
    const [{ n }] = await t.db.select({ n: menus.code }).from(menus).where(eq(menus.url, 'roleManagement.menu'));
    expect(n).toBeTruthy();
    expect((await t.db.select().from(menus).where(eq(menus.url, 'roleManagement.menu'))).length).toBe(1);
  });

  it('menu entries the caller does not hold cannot be moved, enabled/disabled or deleted', async () => {
    await roleHolding(t, '8106', [
      'system',
      'menuManagement',
      'menuManagement.query',
      'menuManagement.edit',
      'menuManagement.status',
      'menuManagement.delete',
    ]);
    const { token } = await signedInUser(t, 'menumove', '8106');
    const target = await addMenu({ mType: '2', url: 'victim.key' });
    expect((await t.post('/menu/status', { code: target, status: '0' }, { token })).body.code).toBe(403);
    expect((await t.post('/menu/delete', { code: target }, { token })).body.code).toBe(403);
    expect(
      (await t.post('/menu/update', { code: target, ...menu({ mType: '2', url: 'victim.key', parent: 'system' }) }, { token })).body.code,
    ).toBe(403);
    const [row] = await t.db.select().from(menus).where(eq(menus.code, target));
    expect(row).toMatchObject({ status: '1', url: 'victim.key' });
  });
});
