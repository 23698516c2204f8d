import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { loginThrottle, sessions } from '../../db/schema/auth.ts';
import { adminCode, grantScope, newUser, roleHolding, signedInUser } from './system-fixtures.ts';
import { users } from '../../db/schema/users.ts';

const { t, token: admin } = await signedInTestApp();

const openSessions = async (code: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userCode, code), isNull(sessions.endedAt)))
  ).length;

async function insert(over: Record<string, unknown> = {}, token = admin) {
  const body = newUser(over);
  const res = await t.post('/user/insert', body, { token });
  return { res, body, code: res.body.data?.code as string };
}

describe('session and permission keys', () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['GET', '/user/queryList', {}],
    ['GET', '/user/query', { code: 'U000001' }],
    ['POST', '/user/insert', newUser()],
    ['POST', '/user/update', { code: 'U000001', ...newUser(), pwd: undefined }],
    ['POST', '/user/status', { code: 'U000001', status: 2 }],
    ['POST', '/user/delete', { code: 'U000001' }],
    ['POST', '/user/updatePwd', { code: 'U000001', pwd: 'Abcdef#1' }],
    ['POST', '/user/querySelectData', {}],
  ];

  it('answers 600008 (HTTP 401) to every user call without a session', async () => {
    for (const [method, url, body] of calls) {
      const res = method === 'GET' ? await t.get(url, body) : await t.post(url, body);
      expect(res.status, url).toBe(401);
      expect(res.body.code, url).toBe(600008);
    }
  });

  it('answers 403 to a user whose role lacks the key, even calling the API directly', async () => {
    await roleHolding(t, '7001', ['system', 'userManagement']);
    const { token } = await signedInUser(t, 'nokeys', '7001');
    for (const [method, url, body] of calls) {
      const res = method === 'GET' ? await t.get(url, body, { token }) : await t.post(url, body, { token });
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ code: 403, message: '没有权限执行该操作', data: null });
    }
  });

  it('needs userManagement.delte to delete through the status call as well', async () => {
    await roleHolding(t, '7002', ['userManagement.status', 'userManagement.query']);
    const { token } = await signedInUser(t, 'statusonly', '7002');
    const { code } = await insert({ roleType: '7002' });
    expect((await t.post('/user/status', { code, status: 5 }, { token })).status).toBe(403);
    expect((await t.post('/user/status', { code, status: 2 }, { token })).body).toMatchObject({ code: 200, message: '禁用成功' });
  });
});

describe('POST /user/insert', () => {
  it('creates a user who can sign in, shows in the list and by code', async () => {
    const { res, body, code } = await insert({ name: '李四', roleType: '0034' });
    expect(res.body).toMatchObject({ code: 200, message: '操作成功' });
    expect(code).toMatch(/^U\d{6}$/);
    const one = await t.get('/user/query', { code }, { token: admin });
    expect(one.body.data).toMatchObject({
      code,
      name: '李四',
      loginId: body.loginId,
      roleType: '0034',
      roleName: '坐席',
      status: 1,
      email: 'zs@example.com',
      tel: '021-12345678',
    });
    expect(one.body.data.createtime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(one.body.data).not.toHaveProperty('pwdHash');
    await t.login(body.loginId, body.pwd);
  });

  it('checks every field with the specification messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入名称'],
      [{ name: undefined }, '请输入名称'],
      [{ name: '名'.repeat(51) }, '超出最大字数限制'],
      [{ cellPhone: '' }, '请输入手机号'],
      [{ loginId: ' ' }, '请输入账号'],
      [{ pwd: '' }, '请输入密码'],
      [{ pwd: undefined }, '请输入密码'],
      // Password policy: 8–128 characters, and not one of the most common passwords.
      [{ pwd: 'Ab#1234' }, '密码至少8个字符'],
      [{ pwd: 'x'.repeat(129) }, '密码不能超过128个字符'],
      [{ pwd: 'password1' }, '密码过于简单，请换一个'],
      [{ pwd: 'QWERTYUIOP' }, '密码过于简单，请换一个'],
      [{ roleType: '' }, '请选择角色'],
      [{ status: undefined }, '请选择状态'],
      [{ status: 9 }, '请选择状态'],
      [{ tel: '' }, '请输入联系电话'],
      [{ email: 'not-an-email' }, '邮箱格式不正确'],
    ];
    for (const [over, message] of cases) {
      const { res } = await insert(over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toBe(message);
    }
    expect((await insert({ name: '名'.repeat(50), email: '' })).res.body.code).toBe(200);
    // Any characters, no composition rules: a long phrase of Chinese and an emoji is a fine password.
    expect((await insert({ pwd: '春眠不觉晓处处闻啼鸟🐦' })).res.body.code).toBe(200);
    expect((await insert({ isAdmin: true })).res.status).toBe(400);
    expect((await insert({ roleType: '9999' })).res.body.message).toBe('角色不存在');
  });

  it('refuses a loginId already used by a user not deleted, and frees it on delete', async () => {
    const first = await insert({ loginId: 'dupuser' });
    const dup = await insert({ loginId: 'dupuser' });
    expect(dup.res.status).toBe(409);
    expect(dup.res.body.message).toBe('账号已存在，请更换账号');
    await t.post('/user/delete', { code: first.code }, { token: admin });
    expect((await insert({ loginId: 'dupuser' })).res.body.code).toBe(200);
  });
});

describe('GET /user/queryList', () => {
  it('filters by name, account, phone, status and role, pages with a total, and hides deleted users', async () => {
    const a = await insert({ name: '筛选甲', loginId: 'filter_a', cellPhone: '13700000001', roleType: '0003' });
    await insert({ name: '筛选乙', loginId: 'filter_b', cellPhone: '13700000002', roleType: '0003', status: 2 });
    const gone = await insert({ name: '筛选丙', loginId: 'filter_c', roleType: '0003' });
    await t.post('/user/delete', { code: gone.code }, { token: admin });
    const list = (q: Record<string, unknown>) => t.get('/user/queryList', q, { token: admin });

    expect((await list({ name: '筛选' })).body.total).toBe(2);
    expect((await list({ loginId: 'filter_a' })).body.data.map((u: { code: string }) => u.code)).toEqual([a.code]);
    expect((await list({ cellPhone: '3700000002' })).body.data[0].loginId).toBe('filter_b');
    expect((await list({ name: '筛选', status: 2 })).body.data.map((u: { loginId: string }) => u.loginId)).toEqual(['filter_b']);
    expect((await list({ roleType: '0003', status: '' })).body.total).toBe(2);
    expect((await list({ name: '%' })).body.total).toBe(0);
    const paged = await list({ name: '筛选', page: 2, pageSize: 1 });
    expect(paged.body).toMatchObject({ code: 200, total: 2 });
    expect(paged.body.data).toHaveLength(1);
    expect((await list({ pageSize: 501 })).status).toBe(400);
    expect((await t.get('/user/query', { code: gone.code }, { token: admin })).status).toBe(404);
  });

  it('is not narrowed by the data scope: a manager limited to one grade finds every account (docs/security.md)', async () => {
    const other = await insert({ name: '全量可见', loginId: 'unscoped_a', cellPhone: '13700000009', email: 'a@example.com' });
    await grantScope(t, other.code, [[6, '110000']]);
    await roleHolding(t, '7031', ['userManagement.query']);
    const u = await signedInUser(t, 'gradeBlist', '7031');
    await grantScope(t, u.code, [[7, 'B']]);
    const res = await t.get('/user/queryList', { loginId: 'unscoped_a' }, { token: u.token });
    expect(res.body.data).toEqual([expect.objectContaining({ code: other.code, cellPhone: '13700000009', email: 'a@example.com' })]);
    expect((await t.get('/roles/queryAll', {}, { token: u.token })).body.code).toBe(200);
  });
});

describe('POST /user/update', () => {
  it('changes the fields but never the password, which it refuses to carry', async () => {
    const { code, body } = await insert({ loginId: 'editme' });
    const { pwd: _pwd, ...fields } = body;
    const withPwd = await t.post('/user/update', { code, ...fields, pwd: 'Other#123' }, { token: admin });
    expect(withPwd.status).toBe(400);
    const res = await t.post('/user/update', { code, ...fields, name: '改名后', tel: '0571-1' }, { token: admin });
    expect(res.body).toMatchObject({ code: 200, message: '修改成功' });
    expect((await t.get('/user/query', { code }, { token: admin })).body.data).toMatchObject({ name: '改名后', tel: '0571-1' });
    await t.login('editme', body.pwd);
    expect((await t.post('/user/update', { code, ...fields, name: '' }, { token: admin })).body.message).toBe('请输入名称');
    expect((await t.post('/user/update', { code: 'U999999', ...fields }, { token: admin })).status).toBe(404);
  });

  it("applies a role change on the user's next request without a new sign-in", async () => {
    await roleHolding(t, '7010', ['userManagement.query']);
    await roleHolding(t, '7011', []);
    const { code, body } = await insert({ loginId: 'rolechange', roleType: '7011' });
    const token = await t.login('rolechange', body.pwd);
    expect((await t.get('/user/queryList', {}, { token })).status).toBe(403);
    const { pwd: _p, ...fields } = body;
    await t.post('/user/update', { code, ...fields, roleType: '7010' }, { token: admin });
    expect((await t.get('/user/queryList', {}, { token })).status).toBe(200);
  });

  it('refuses changing one’s own role or status, and the admin account’s role or account', async () => {
    const me = await adminCode(t);
    const self = {
      code: me,
      name: '系统管理员',
      cellPhone: '13800000000',
      loginId: 'admin',
      email: '',
      tel: '1',
      roleType: '0001',
      status: 1,
    };
    expect((await t.post('/user/update', { ...self, roleType: '0002' }, { token: admin })).body).toMatchObject({
      code: 403,
      message: '不能修改自己的角色',
    });
    expect((await t.post('/user/update', { ...self, status: 2 }, { token: admin })).body).toMatchObject({
      code: 403,
      message: '不能修改自己的状态',
    });
    expect((await t.post('/user/update', self, { token: admin })).body.code).toBe(200);

    // A second super administrator still cannot demote, rename, lock or delete the admin account.
    const other = await signedInUser(t, 'admin2', '0001');
    await grantScope(t, other.code, [[99, 'ALL']]);
    const asOther = { token: other.token };
    expect((await t.post('/user/update', { ...self, roleType: '0002' }, asOther)).body.message).toBe('不能修改管理员账号的角色');
    expect((await t.post('/user/update', { ...self, loginId: 'root' }, asOther)).body.message).toBe('管理员账号不能修改账号');
    expect((await t.post('/user/status', { code: me, status: 2 }, asOther)).body).toMatchObject({
      code: 403,
      message: '管理员账号不能锁定或停用',
    });
    expect((await t.post('/user/delete', { code: me }, asOther)).body).toMatchObject({ code: 403, message: '管理员账号不能删除' });
    expect((await t.post('/user/status', { code: other.code, status: 2 }, asOther)).body.message).toBe('不能修改自己的状态');
    expect((await t.post('/user/delete', { code: other.code }, asOther)).body.message).toBe('不能删除自己的账号');
  });
});

describe('POST /user/status and /user/delete', () => {
  it('switches 1 → 2 → 1, gives the second identical click 409, and ends the sessions of a locked user', async () => {
    const { code, body } = await insert({ loginId: 'switchme' });
    const token = await t.login('switchme', body.pwd);
    expect(await openSessions(code)).toBe(1);

    const lock = await t.post('/user/status', { code, status: 2 }, { token: admin });
    expect(lock.body).toMatchObject({ code: 200, message: '禁用成功' });
    expect(await openSessions(code)).toBe(0);
    expect((await t.post('/user/exit', {}, { token })).body.code).toBe(600008);
    expect((await t.post('/user/login', { loginId: 'switchme', password: body.pwd })).body.message).toBe('账号已被锁定，请联系管理员');

    const again = await t.post('/user/status', { code, status: 2 }, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('用户状态已变更，请刷新后重试');
    expect((await t.post('/user/status', { code, status: 1 }, { token: admin })).body.message).toBe('启用成功');
    await t.login('switchme', body.pwd);
    expect((await t.post('/user/status', { code, status: 4 }, { token: admin })).body.message).toBe('状态不正确');
  });

  it('gives one of two concurrent identical clicks the change and the other 409', async () => {
    const { code } = await insert({ loginId: 'racer' });
    const results = await Promise.all([1, 2].map(() => t.post('/user/status', { code, status: 2 }, { token: admin })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('deletes (status 5): sessions end, sign-in fails, the user leaves the list and cannot be changed again', async () => {
    const { code, body } = await insert({ loginId: 'deleteme' });
    const token = await t.login('deleteme', body.pwd);
    expect((await t.post('/user/delete', { code }, { token: admin })).body).toMatchObject({ code: 200, message: '删除成功' });
    expect((await t.post('/user/exit', {}, { token })).body.code).toBe(600008);
    expect((await t.post('/user/login', { loginId: 'deleteme', password: body.pwd })).body.message).toBe('账号或密码错误');
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.code, code));
    expect(row.status).toBe(5);
    expect((await t.post('/user/status', { code, status: 1 }, { token: admin })).status).toBe(404);
    expect((await t.post('/user/delete', { code }, { token: admin })).status).toBe(404);
    await t.db.delete(loginThrottle);
  });
});

describe('POST /user/updatePwd', () => {
  it("sets the new password and ends that user's sessions", async () => {
    const { code, body } = await insert({ loginId: 'resetme' });
    const token = await t.login('resetme', body.pwd);
    expect((await t.post('/user/updatePwd', { code, pwd: '' }, { token: admin })).body.message).toBe('请输入密码');
    const res = await t.post('/user/updatePwd', { code, pwd: 'Brand#New1' }, { token: admin });
    expect(res.body).toMatchObject({ code: 200, message: '修改成功' });
    expect((await t.post('/user/exit', {}, { token })).body.code).toBe(600008);
    await t.login('resetme', 'Brand#New1');
    expect((await t.post('/user/login', { loginId: 'resetme', password: body.pwd })).body.code).toBe(400);
    await t.db.delete(loginThrottle);
  });
});

describe('nobody raises privileges through users', () => {
  it('a limited manager cannot give a role above theirs, nor touch users above them', async () => {
    const keys = [
      'userManagement.query',
      'userManagement.add',
      'userManagement.edit',
      'userManagement.status',
      'userManagement.reset',
      'userManagement.delte',
    ];
    await roleHolding(t, '7020', keys);
    const mgr = await signedInUser(t, 'manager', '7020');
    const asMgr = { token: mgr.token };
    expect((await insert({ roleType: '0001' }, mgr.token)).res.body).toMatchObject({ code: 403, message: '不能分配权限高于自己的角色' });
    const ok = await insert({ roleType: '7020' }, mgr.token);
    expect(ok.res.body.code).toBe(200);
    const adminUser = await adminCode(t);
    expect((await t.post('/user/updatePwd', { code: adminUser, pwd: 'Hijack#123' }, asMgr)).body).toMatchObject({
      code: 403,
      message: '不能操作权限高于自己的用户',
    });
    expect((await t.post('/user/status', { code: adminUser, status: 2 }, asMgr)).body.message).toBe('不能操作权限高于自己的用户');
    const { pwd: _p, ...fields } = ok.body;
    expect((await t.post('/user/update', { code: ok.code, ...fields, roleType: '0001' }, asMgr)).body.message).toBe(
      '不能分配权限高于自己的角色',
    );
    expect((await t.post('/user/update', { code: mgr.code, ...fields, loginId: 'manager', roleType: '0002' }, asMgr)).body.message).toBe(
      '不能修改自己的角色',
    );
    expect((await t.post('/user/updatePwd', { code: ok.code, pwd: 'Fine#1234' }, asMgr)).body.code).toBe(200);
  });
});

describe('POST /user/querySelectData', () => {
  it('answers the enabled roles, the statuses, grades and provinces, and empty lists for areas not built yet', async () => {
    const res = await t.post('/user/querySelectData', {}, { token: admin });
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d.roles).toEqual(
      expect.arrayContaining([
        { code: '0001', roleName: '超级管理员' },
        { code: '0034', roleName: '坐席' },
      ]),
    );
    expect(d.statuses).toEqual([
      { value: 1, label: '正常' },
      { value: 2, label: '锁定' },
      { value: 3, label: '停用' },
    ]);
    expect(d.grades.map((g: { code: string }) => g.code)).toEqual(expect.arrayContaining(['A', 'B']));
    expect(Array.isArray(d.provinces)).toBe(true);
    for (const k of ['shops', 'distributors', 'platforms', 'serviceProviders', 'channels']) expect(Array.isArray(d[k])).toBe(true);
  });

  it("limits the option lists to the caller's own data scope", async () => {
    await roleHolding(t, '7030', ['userManagement.query']);
    const u = await signedInUser(t, 'gradeB', '7030');
    const { userDataPermissions } = await import('../../db/schema/users.ts');
    await t.db.insert(userDataPermissions).values({ userCode: u.code, dataType: 7, dataList: 'B' });
    const res = await t.post('/user/querySelectData', {}, { token: u.token });
    expect(res.body.data.grades.map((g: { code: string }) => g.code)).toEqual(['B']);
  });
});

describe('GET /user/currentMenu', () => {
  it("answers the signed-in user's current menu tree, so a widened role shows without a new sign-in", async () => {
    expect((await t.get('/user/currentMenu')).body.code).toBe(600008);
    await roleHolding(t, '7040', ['system', 'userManagement', 'userManagement.query']);
    const { token } = await signedInUser(t, 'menureader', '7040');
    const before = await t.get('/user/currentMenu', {}, { token });
    expect(before.body.data).toMatchObject({ loginId: 'menureader', roleCode: '7040' });
    expect(before.body.data.menu.map((m: { code: string }) => m.code)).toEqual(['system']);
    expect(before.body.data.menu[0].children.map((m: { code: string }) => m.code)).toEqual(['userManagement']);
    await roleHolding(t, '7040', ['system', 'userManagement', 'userManagement.query', 'roleManagement', 'contentGroup', 'content']);
    const after = await t.get('/user/currentMenu', {}, { token });
    expect(after.body.data.menu.map((m: { code: string }) => m.code)).toEqual(['system', 'contentGroup']);
    expect(after.body.data.menu[0].children.map((m: { code: string }) => m.code)).toEqual(['userManagement', 'roleManagement']);
  });

  it('answers 304 to its own ETag, and the full reply once the user is renamed (the permission version unmoved)', async () => {
    const { code, token } = await signedInUser(t, 'menutagger', '7040');
    const tag = (await t.get('/user/currentMenu', {}, { token })).headers.etag as string;
    expect(tag).toBeTruthy();
    const again = () =>
      t.app.inject({ method: 'GET', url: '/api/user/currentMenu', headers: { authorization: `Bearer ${token}`, 'if-none-match': tag } });
    expect((await again()).statusCode).toBe(304);
    await t.db.update(users).set({ name: '改名的读者' }).where(eq(users.code, code));
    const renamed = await again();
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('改名的读者');
  });
});
