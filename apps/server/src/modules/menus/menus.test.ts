import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { roleMenus } from '../../db/schema/roles.ts';
import { nodesInLoops, raceMoves } from '../../test/tree-loops.ts';
import { roleHolding, signedInUser } from '../users/system-fixtures.ts';
import { menus } from '../../db/schema/menus.ts';
import { MENU_TREE } from '../../db/menu-tree.ts';
import { menuJsonForRole } from './menu-tree.service.ts';
import { ADMIN_ROLE_CODE } from '@console/contract/roles';

const { t, token: admin } = await signedInTestApp();

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
/** A menu manager's role: the whole menu screen and nothing else. */
const MENU_SCREEN = [
  'system',
  'menuManagement',
  'menuManagement.query',
  'menuManagement.edit',
  'menuManagement.status',
  'menuManagement.delete',
];
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

  it('concurrent moves never close a loop: A under B while B goes under A, and A under b while B goes under a', async () => {
    const add = (label: string, parent?: string) => addMenu(parent ? { label, parent } : { label });
    const move = (code: string, parent: string) => t.post('/menu/update', { code, ...menu({ parent }) }, { token: admin });
    expect(await raceMoves(add, move)).toEqual(Array(6).fill(['修改成功', '父级菜单不能是自身或其下级菜单']));
    expect(nodesInLoops(await t.db.select({ code: menus.code, parent: menus.parent }).from(menus))).toEqual([]);
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

  it('the menu tree is written as JSON once per role and permission version, kept as the bytes sent', async () => {
    const { rows } = await t.db.execute<{ version: number }>(sql`select version::int as version from sys_perm_version`);
    const kept = await menuJsonForRole(t.db, ADMIN_ROLE_CODE, rows[0].version);
    expect(kept).toBeInstanceOf(Buffer);
    expect(await menuJsonForRole(t.db, ADMIN_ROLE_CODE, rows[0].version)).toBe(kept);
    const tree = (await t.get('/user/currentMenu', {}, { token: admin })).body.data.menu;
    expect(JSON.parse(kept.toString())).toEqual(tree);
  });

  it("the holder's menu tree (kept per role and permission version) follows a rename, a disable and a removal at once", async () => {
    const code = await addMenu({ label: '改名前' });
    await roleHolding(t, '8103', ['system', code]);
    const { token } = await signedInUser(t, 'menutree', '8103');
    const pages = async () => {
      const tree = (await t.get('/user/currentMenu', {}, { token })).body.data.menu as { children?: { label: string }[] }[];
      return (tree[0]?.children ?? []).map((m) => m.label);
    };
    expect(await pages()).toEqual(['改名前']);
    expect(await pages()).toEqual(['改名前']);
    await t.post('/menu/update', { code, ...menu({ label: '改名后' }) }, { token: admin });
    expect(await pages()).toEqual(['改名后']);
    await t.post('/menu/status', { code }, { token: admin });
    expect(await pages()).toEqual([]);
    await t.post('/menu/status', { code, status: '1' }, { token: admin });
    expect(await pages()).toEqual(['改名后']);
    await roleHolding(t, '8103', ['system']);
    expect(await pages()).toEqual([]);
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
    await roleHolding(t, '8106', MENU_SCREEN);
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

  it('a lesser menu manager cannot disable the menu screen’s keys (shared with the super administrator role)', async () => {
    await roleHolding(t, '8107', MENU_SCREEN);
    const { token } = await signedInUser(t, 'menulesser', '8107');
    for (const code of ['menuManagement.edit', 'menuManagement.status']) {
      const off = await t.post('/menu/status', { code, status: '0' }, { token });
      expect(off.body).toMatchObject({ code: 403, message: '该菜单也属于权限高于自己的角色，不能停用、删除或修改其权限标识' });
    }
    const [edit] = await t.db.select().from(menus).where(eq(menus.code, 'menuManagement.edit'));
    const rekey = await t.post(
      '/menu/update',
      { code: edit.code, ...menu({ parent: edit.parent, mType: '2', url: 'menuManagement.parked' }) },
      { token },
    );
    expect(rekey.body.code).toBe(403);
    expect((await t.post('/menu/delete', { code: 'menuManagement.delete' }, { token })).body.code).toBe(403);
    const rows = await t.db.select().from(menus).where(eq(menus.parent, 'menuManagement'));
    expect(rows.every((r) => r.status === '1' && r.url.startsWith('menuManagement.'))).toBe(true);
    expect(rows).toHaveLength(MENU_TREE.flatMap((g) => g.pages).find((p) => p.name === 'menuManagement')?.actions.length ?? 0);
    // Still reachable for the super administrator on the next request.
    expect((await t.post('/menu/status', { code: 'productBrand.add', status: '0' }, { token: admin })).body.code).toBe(200);
    expect((await t.post('/menu/status', { code: 'productBrand.add', status: '1' }, { token: admin })).body.code).toBe(200);
  });

  it('an entry shared only with roles the caller manages may be disabled; shared with a stronger role it may not', async () => {
    await t.db.insert(menus).values({ code: 'lesser.own', label: '自有', mType: '2', url: 'lesser.own', parent: 'menuManagement' });
    await roleHolding(t, '8108', ['system', 'menuManagement', 'menuManagement.status', 'lesser.own']);
    await roleHolding(t, '8109', ['lesser.own']);
    const { token } = await signedInUser(t, 'menuowner', '8108');
    expect((await t.post('/menu/status', { code: 'lesser.own', status: '0' }, { token })).body.code).toBe(200);
    expect((await t.post('/menu/status', { code: 'lesser.own', status: '1' }, { token })).body.code).toBe(200);
    await roleHolding(t, '8110', ['lesser.own', 'productBrand.add']);
    expect((await t.post('/menu/status', { code: 'lesser.own', status: '0' }, { token })).body.code).toBe(403);
    const [row] = await t.db.select().from(menus).where(eq(menus.code, 'lesser.own'));
    expect(row.status).toBe('1');
  });

  it('the super administrator role never loses the keys of the menu and role screens', async () => {
    const refused = { code: 403, message: '超级管理员必须保留菜单管理和角色管理的权限' };
    for (const code of ['menuManagement.status', 'roleManagement.menu', 'menuManagement', 'roleManagement']) {
      expect((await t.post('/menu/status', { code }, { token: admin })).body, code).toMatchObject(refused);
    }
    expect((await t.post('/menu/delete', { code: 'menuManagement.edit' }, { token: admin })).body).toMatchObject(refused);
    const [status] = await t.db.select().from(menus).where(eq(menus.code, 'menuManagement.status'));
    const body = { code: status.code, ...menu({ parent: status.parent, mType: '2', url: 'menuManagement.status' }) };
    expect((await t.post('/menu/update', { ...body, url: 'menuManagement.other' }, { token: admin })).body).toMatchObject(refused);
    expect((await t.post('/menu/update', { ...body, status: '0' }, { token: admin })).body).toMatchObject(refused);
    expect((await t.post('/menu/update', { ...body, mType: '0', url: '/x' }, { token: admin })).body).toMatchObject(refused);
    const kept = await t.db.select().from(menus).where(eq(menus.code, 'menuManagement.status'));
    expect(kept[0]).toMatchObject({ status: '1', url: 'menuManagement.status', mType: '2' });
    expect(await t.db.select().from(menus).where(eq(menus.code, 'menuManagement.edit'))).toHaveLength(1);
    // Everything else on the entry may change (label), and the admin still uses the key.
    expect((await t.post('/menu/update', { ...body, label: '切换状态' }, { token: admin })).body.code).toBe(200);
    expect((await t.post('/menu/status', { code: 'menuManagement.status', status: '1' }, { token: admin })).status).toBe(409);
  });
});
