import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../modules/menus/menus.tables.ts';
import { adminCode, grantScope, newUser, roleHolding, signedInUser } from '../modules/users/system-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

/**
 * Every system write route, called by a lesser caller: a user manager whose role holds the whole system
 * menu but nothing else, and whose data scope is two shops. Each attack must answer 403 and change nothing.
 */

let t: TestApp;
let mgr: { code: string; token: string };
let wide: string;
let narrow: string;
let admin: string;

const TABLES = ['sys_user', 'sys_user_data_permission', 'sys_role', 'sys_role_menu', 'sys_menu', 'sys_department'];
async function fingerprint() {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await t.db.execute<{ h: string }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(table)} x`,
    );
    out[table] = rows[0].h;
  }
  return out;
}

beforeAll(async () => {
  t = await buildTestApp();
  const system = await t.db.execute<{ code: string }>(sql`
    with recursive sub(code) as (select 'system'::varchar union select m.code from ${menus} m join sub on m.parent = sub.code)
    select code from sub`);
  await roleHolding(
    t,
    '8701',
    system.rows.map((r) => r.code),
    '用户管理员',
  );
  await roleHolding(t, '8702', ['userManagement.query'], '只读');
  mgr = await signedInUser(t, 'lessermgr', '8701');
  await grantScope(t, mgr.code, [[1, 'S1,S2']]);
  wide = (await signedInUser(t, 'widescope', '8702')).code;
  await grantScope(t, wide, [[1, 'S1,S2,S3']]);
  narrow = (await signedInUser(t, 'narrowscope', '8702')).code;
  await grantScope(t, narrow, [[1, 'S1']]);
  admin = await adminCode(t);
});
afterAll(() => t.close());

const userBody = (code: string, over: Record<string, unknown> = {}) => ({ code, name: '改名', ...over });

type Attack = [name: string, url: string, body: () => Record<string, unknown>];
const attacks: Attack[] = [
  ['edit a user who sees more shops', '/user/update', () => userBody(wide)],
  ['lock a user who sees more shops', '/user/status', () => ({ code: wide, status: 2 })],
  ['delete a user who sees more shops', '/user/delete', () => ({ code: wide })],
  ['reset the password of a user who sees more shops', '/user/updatePwd', () => ({ code: wide, pwd: 'Other#Pass2026' })],
  [
    'narrow the scope of a user who sees more shops',
    '/permission/addOrUpdate',
    () => ({ userCode: wide, dataList: [{ dataType: 1, dataList: 'S1' }] }),
  ],
  ['grant ALL', '/permission/addOrUpdate', () => ({ userCode: narrow, dataList: [{ dataType: 99, dataList: 'ALL' }] })],
  [
    'grant a shop outside one’s own scope',
    '/permission/addOrUpdate',
    () => ({ userCode: narrow, dataList: [{ dataType: 1, dataList: 'S3' }] }),
  ],
  [
    'lift a dimension one is limited in',
    '/permission/addOrUpdate',
    () => ({ userCode: narrow, dataList: [{ dataType: 7, dataList: 'A' }] }),
  ],
  ['change one’s own scope', '/permission/addOrUpdate', () => ({ userCode: mgr.code, dataList: [{ dataType: 1, dataList: 'S1,S2,S3' }] })],
  ['create a user with a wider role', '/user/insert', () => newUser({ roleType: '0001' })],
  ['give a user a wider role', '/user/update', () => userBody(narrow, { roleType: '0001' })],
  ['change one’s own role', '/user/update', () => userBody(mgr.code, { roleType: '8702' })],
  ['lock oneself', '/user/status', () => ({ code: mgr.code, status: 2 })],
  ['reset one’s own password as an administrator', '/user/updatePwd', () => ({ code: mgr.code, pwd: 'Mine#Pass2026' })],
  ['edit the super administrator', '/user/update', () => userBody(admin)],
  ['lock the super administrator', '/user/status', () => ({ code: admin, status: 2 })],
  ['reset the super administrator’s password', '/user/updatePwd', () => ({ code: admin, pwd: 'Taken#Over2026' })],
  ['grant a role menus one does not hold', '/roles/menu', () => ({ code: '8702', menuCode: 'userManagement.query,productBrand.add' })],
  ['rename the super administrator role', '/roles/update', () => ({ code: '0001', roleName: '改名', remark: '' })],
  ['disable the super administrator role', '/roles/status', () => ({ code: '0001', status: 2 })],
  ['delete a wider role', '/roles/delete', () => ({ code: '0001' })],
  [
    're-key a menu entry one does not hold',
    '/menu/update',
    () => ({
      code: 'productBrand.add',
      label: 'x',
      parent: 'productBrand',
      mType: '2',
      showIndex: '1',
      status: '1',
      url: 'parked',
      visible: '0',
      icon: 'AppstoreOutlined',
    }),
  ],
  [
    'point an own entry at a key one does not hold',
    '/menu/update',
    () => ({
      code: 'userManagement.add',
      label: 'x',
      parent: 'userManagement',
      mType: '2',
      showIndex: '1',
      status: '1',
      url: 'productBrand.add',
      visible: '0',
      icon: 'AppstoreOutlined',
    }),
  ],
  [
    'add an entry with a key one does not hold',
    '/menu/add',
    () => ({
      label: 'x',
      parent: 'userManagement',
      mType: '2',
      showIndex: '9',
      status: '1',
      url: 'productBrand.delete',
      visible: '0',
      icon: 'AppstoreOutlined',
    }),
  ],
  [
    'add an entry under a branch one does not hold',
    '/menu/add',
    () => ({
      label: 'x',
      parent: 'product',
      mType: '0',
      showIndex: '9',
      status: '1',
      url: '/hijacked',
      visible: '0',
      icon: 'AppstoreOutlined',
    }),
  ],
  ['disable an entry one does not hold', '/menu/status', () => ({ code: 'productBrand', status: '0' })],
  ['delete an entry one does not hold', '/menu/delete', () => ({ code: 'productBrand.add' })],
];

describe('privilege escalation by a lesser user manager', () => {
  it.each(attacks)('%s (%s) is refused with 403 and changes nothing', async (_name, url, body) => {
    const before = await fingerprint();
    const res = await t.post(url, body(), { token: mgr.token });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(await fingerprint()).toEqual(before);
  });

  it('covers every system write route', async () => {
    const selfService = new Set([
      '/api/user/login',
      '/api/user/exit',
      '/api/user/updatePwdCurr',
      '/api/user/querySelectData',
      '/api/menu/queryList',
    ]);
    const writes = t.app.routeTable
      .filter((r) => r.method === 'POST' && /^\/api\/(user|roles|menu|permission)\//.test(r.url) && !selfService.has(r.url))
      .map((r) => r.url.replace(/^\/api/, ''));
    const attacked = new Set(attacks.map(([, url]) => url));
    // Adding a role creates an empty one (nothing to escalate); every other write is attacked above.
    expect(writes.filter((u) => !attacked.has(u) && u !== '/roles/add')).toEqual([]);
  });

  it('still lets the lesser manager do what lies within their own role and scope', async () => {
    expect((await t.post('/user/update', userBody(narrow, { name: '窄范围用户' }), { token: mgr.token })).body.code).toBe(200);
    const grant = await t.post(
      '/permission/addOrUpdate',
      { userCode: narrow, dataList: [{ dataType: 1, dataList: 'S2' }] },
      { token: mgr.token },
    );
    expect(grant.body.code).toBe(200);
    expect((await t.post('/user/updatePwd', { code: narrow, pwd: 'Narrow#Pass2026' }, { token: mgr.token })).body.code).toBe(200);
  });
});
