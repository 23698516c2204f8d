import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/auth.ts';
import { menus } from '../db/schema/menus.ts';
import { adminCode, grantScope, newUser, roleHolding, signedInUser } from '../modules/users/system-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

/**
 * Every write route outside the business areas, called by a lesser caller: a user manager whose role holds
 * the whole system menu but nothing else, and whose data scope is two shops. Each attack must be refused
 * (403, or 404 for what is someone else's) and change nothing.
 */

let t: TestApp;
let mgr: { code: string; token: string };
let wide: string;
let narrow: string;
let admin: string;
let adminSession: string;
let adminExport: string;

const TABLES = ['sys_user', 'sys_user_data_permission', 'sys_role', 'sys_role_menu', 'sys_menu', 'sys_department', 'sys_export_task'];
// Sessions by whether they ended (every request moves its own session's last-seen time).
const SOURCES = [...TABLES.map((table) => sql.identifier(table)), sql`(select ${sessions.id}, ${sessions.endedAt} from ${sessions})`];
async function fingerprint() {
  const out: string[] = [];
  for (const source of SOURCES) {
    const { rows } = await t.db.execute<{ h: string }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${source} x`,
    );
    out.push(rows[0].h);
  }
  return out;
}

/** The admin's export task, finished (so that nothing moves it while the attacks run). */
async function finishedExport(token: string) {
  const id = (await t.post('/export/create', { resource: 'loginLog', query: {} }, { token })).body.data.id as string;
  for (let i = 0; i < 200; i++) {
    const rows = (await t.get('/export/queryList', {}, { token })).body.data as { id: string; status: string }[];
    if (rows.find((r) => r.id === id)?.status === 'done') return id;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the export did not finish');
}

beforeAll(async () => {
  t = await buildTestApp();
  const system = await t.db.execute<{ code: string }>(sql`
    with recursive sub(code) as (select 'system'::varchar union select m.code from ${menus} m join sub on m.parent = sub.code)
    select code from sub`);
  // The keys of the other routes attacked, so that the guard refuses them, not the key check.
  const others = ['onlineUser.query', 'onlineUser.kick', 'exportTask.query', 'exportTask.delete', 'reportFile.delete'];
  await roleHolding(t, '8701', [...system.rows.map((r) => r.code), ...others], '用户管理员');
  await roleHolding(t, '8702', ['userManagement.query'], '只读');
  mgr = await signedInUser(t, 'lessermgr', '8701');
  await grantScope(t, mgr.code, [[1, 'S1,S2']]);
  wide = (await signedInUser(t, 'widescope', '8702')).code;
  await grantScope(t, wide, [[1, 'S1,S2,S3']]);
  narrow = (await signedInUser(t, 'narrowscope', '8702')).code;
  await grantScope(t, narrow, [[1, 'S1']]);
  admin = await adminCode(t);
  const adminToken = await t.login();
  [{ id: adminSession }] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userCode, admin), isNull(sessions.endedAt)));
  adminExport = await finishedExport(adminToken);
});
afterAll(() => t.close());

const userBody = (code: string, over: Record<string, unknown> = {}) => ({ code, name: '改名', ...over });

type Attack = [name: string, url: string, body: () => Record<string, unknown>, status?: number];
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
  ['end the super administrator’s session', '/log/online/kick', () => ({ id: adminSession })],
  ['export a list one holds no key for', '/export/create', () => ({ resource: 'operationLog', query: {} })],
  ['cancel another user’s export', '/export/cancel', () => ({ id: adminExport }), 404],
  ['remove another user’s report file', '/select/reportFile/remove', () => ({ id: adminExport }), 404],
];

/** Write routes outside the business areas that grant and touch no privilege, each with the reason. */
const NOTHING_TO_RAISE: Record<string, string> = {
  '/user/login': 'signs in with one’s own password',
  '/user/exit': 'ends one’s own session',
  '/user/updatePwdCurr': 'changes one’s own password, given the old one',
  '/user/querySelectData': 'a read',
  '/roles/add': 'creates an empty role: nothing to raise until menus are granted (/roles/menu)',
  '/department/add': 'departments carry no key, role or data scope',
  '/department/update': 'departments carry no key, role or data scope',
  '/department/delete': 'departments carry no key, role or data scope',
  '/department/status': 'departments carry no key, role or data scope',
  '/schedule/job/save': 'a job runs only a handler of the fixed registry (housekeeping), as nobody in particular',
  '/schedule/job/update': 'as /schedule/job/save',
  '/schedule/job/pause': 'as /schedule/job/save',
  '/schedule/job/resume': 'as /schedule/job/save',
  '/schedule/job/run': 'as /schedule/job/save',
  '/schedule/job/remove/:id': 'as /schedule/job/save',
  '/base/file/publicUpload': 'stores a new image under a new name; touches nothing that exists',
  // The per-list key is checked before the file is read: modules/imports/imports.test.ts › "needs <page>.import …".
  '/import/:resource': 'a multipart upload; its key check is held by the imports test',
};

describe('privilege escalation by a lesser user manager', () => {
  it.each(attacks)('%s (%s) is refused and changes nothing', async (_name, url, body, status = 403) => {
    const before = await fingerprint();
    const res = await t.post(url, body(), { token: mgr.token });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(await fingerprint()).toEqual(before);
  });

  it('covers every write route outside the business areas (system, logs, departments, jobs, exports, imports, files)', async () => {
    // Business areas: their writes touch business rows, never a role, menu or user (the IDOR suite attacks them).
    const business =
      /^\/(shop|wms|base|order|ord|product|content|coupon|pay|employee|erp|stock|alloc|sellout|invoice|semiannualReturnOrder|risk|hipac|fsct|dcc|yuou|gift|setMeal|activity|lottery|equity|datax)\//;
    const writes = t.app.routeTable
      .filter((r) => r.method === 'POST' && r.url.startsWith('/api/') && !(r.endpoint as { paged?: boolean } | undefined)?.paged)
      .map((r) => r.url.replace(/^\/api/, ''))
      .filter((u) => !business.test(u) || u.startsWith('/base/file/'));
    const attacked = new Set(attacks.map(([, url]) => url));
    expect(writes.filter((u) => !attacked.has(u) && !(u in NOTHING_TO_RAISE))).toEqual([]);
    expect(Object.keys(NOTHING_TO_RAISE).filter((u) => !writes.includes(u))).toEqual([]);
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
