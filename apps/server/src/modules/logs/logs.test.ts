import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import type { WriteEvent } from '../../shared/write-events.ts';
import { newUser, PASSWORD, roleHolding, signedInUser } from '../users/system-fixtures.ts';
import { loginThrottle } from '../../db/schema/auth.ts';
import { ipKey } from '../../platform/throttle.ts';
import { operationLogs } from '../../db/schema/logs.ts';
import { roleMenus } from '../../db/schema/roles.ts';
import { diffChanges } from './operation-log.service.ts';

const { t, token: admin } = await signedInTestApp({ MAX_SESSIONS_PER_USER: '2' });

describe('diffChanges', () => {
  const base: WriteEvent = {
    module: 'm',
    action: '修改',
    targetType: 'x',
    targetId: '1',
    before: { status: 1, remark: '', pwd: 'a', apiToken: 'x', hidden: 1 },
    after: { status: 2, remark: '加急', pwd: 'b', apiToken: 'y', hidden: 2 },
    labels: { status: '状态', remark: '备注', pwd: '密码', apiToken: '令牌' },
    values: { status: { 1: '启用', 2: '停用' } },
    masked: ['pwd'],
  };
  it('lists labelled changed fields with mapped values and masks secrets', () => {
    expect(diffChanges(base)).toEqual([
      { field: 'status', label: '状态', from: '启用', to: '停用' },
      { field: 'remark', label: '备注', from: '', to: '加急' },
      { field: 'pwd', label: '密码', from: '******', to: '******' },
      { field: 'apiToken', label: '令牌', from: '******', to: '******' },
    ]);
  });
  it('skips unchanged fields; an add lists the set fields', () => {
    expect(diffChanges({ ...base, after: base.before })).toEqual([]);
    expect(diffChanges({ ...base, before: null, after: { status: 1, remark: '' } })).toEqual([
      { field: 'status', label: '状态', from: '', to: '启用' },
    ]);
  });
});

describe('operation log', () => {
  it('records a user change with before/after, operator, ip, and never the password', async () => {
    const body = newUser({ pwd: 'Secret#999' });
    const added = await t.post('/user/insert', body, { token: admin });
    const code = added.body.data.code;
    await t.post('/user/update', { ...body, pwd: undefined, code, name: '李四', status: 2 }, { token: admin });
    await t.post('/user/updatePwd', { code, pwd: 'Other#777' }, { token: admin });

    const res = await t.get('/log/operation/queryList', { targetId: code }, { token: admin });
    expect(res.body.code).toBe(200);
    expect(res.body.total).toBe(3);
    const [reset, update, add] = res.body.data;
    expect(add.action).toBe('新增');
    expect(add.module).toBe('用户管理');
    expect(add.operator).toMatch(/\(admin\)$/);
    expect(update.action).toBe('修改');
    expect(update.changes).toEqual([
      { field: 'name', label: '名称', from: '张三', to: '李四' },
      { field: 'status', label: '状态', from: '正常', to: '锁定' },
    ]);
    expect(reset.action).toBe('重置密码');
    expect(reset.changes).toEqual([{ field: 'pwd', label: '密码', from: '******', to: '******' }]);
    const raw = JSON.stringify(await t.db.select().from(operationLogs).where(eq(operationLogs.targetId, code)));
    expect(raw).not.toContain('Secret#999');
    expect(raw).not.toContain('Other#777');
    expect(update.ip).toBeTruthy();
    expect(update.requestId).toBeTruthy();
  });

  it('filters by action and operator; a refused write leaves no entry', async () => {
    const before = (await t.get('/log/operation/queryList', {}, { token: admin })).body.total;
    const dup = await t.post('/user/insert', newUser({ loginId: 'admin' }), { token: admin });
    expect(dup.status).toBe(409);
    expect((await t.get('/log/operation/queryList', {}, { token: admin })).body.total).toBe(before);
    const byAction = await t.get('/log/operation/queryList', { action: '重置密码', operator: 'admi' }, { token: admin });
    expect(byAction.body.data.every((r: { action: string }) => r.action === '重置密码')).toBe(true);
    expect(byAction.body.total).toBeGreaterThan(0);
    const future = await t.get('/log/operation/queryList', { startTime: '2999-01-01' }, { token: admin });
    expect(future.body.total).toBe(0);
  });

  it('needs operationLog.query, and offers no way to change entries', async () => {
    await roleHolding(t, '7101', ['loginLog.query']);
    const { token } = await signedInUser(t, 'oplog_reader', '7101');
    expect((await t.get('/log/operation/queryList', {}, { token })).status).toBe(403);
    expect((await t.get('/log/login/queryList', {}, { token })).status).toBe(200);
    const mutating = t.app.routeTable.filter((r) => r.url.startsWith('/api/log/operation') && r.method !== 'GET');
    expect(mutating).toEqual([]);
  });
});

describe('sign-in log', () => {
  it('writes one row per attempt with its result', async () => {
    await t.post(
      '/user/login',
      { loginId: 'nobody_x', password: 'wrong', platformCode: '0004', ip: '' },
      { headers: { 'user-agent': 'UA-test' } },
    );
    await roleHolding(t, '7102', []);
    await signedInUser(t, 'signin_ok', '7102');
    const res = await t.get('/log/login/queryList', { loginId: 'nobody_x' }, { token: admin });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ loginId: 'nobody_x', result: 'failed', userAgent: 'UA-test' });
    const ok = await t.get('/log/login/queryList', { loginId: 'signin_ok', result: 'success' }, { token: admin });
    expect(ok.body.total).toBe(1);
  });

  it('records throttled and disabled attempts', async () => {
    // A locked address is refused with 429 before any password is checked.
    const lock = { failures: 99, lockedUntil: new Date(Date.now() + 60_000) };
    await t.db
      .insert(loginThrottle)
      .values({ key: ipKey('127.0.0.1'), ...lock })
      .onConflictDoUpdate({ target: loginThrottle.key, set: lock });
    const refused = await t.post('/user/login', { loginId: 'thr_x', password: 'bad', platformCode: '0004', ip: '' });
    await t.db.delete(loginThrottle).where(eq(loginThrottle.key, ipKey('127.0.0.1')));
    expect(refused.status).toBe(429);
    const rows = (await t.get('/log/login/queryList', { loginId: 'thr_x' }, { token: admin })).body.data;
    expect(rows.map((r: { result: string }) => r.result)).toEqual(['throttled']);
    await roleHolding(t, '7103', []);
    const { code } = await signedInUser(t, 'locked_x', '7103');
    await t.post('/user/status', { code, status: 2 }, { token: admin });
    await t.post('/user/login', { loginId: 'locked_x', password: PASSWORD, platformCode: '0004', ip: '' });
    const locked = await t.get('/log/login/queryList', { loginId: 'locked_x', result: 'disabled' }, { token: admin });
    expect(locked.body.total).toBe(1);
  });
});

describe('online sessions', () => {
  it('lists open sessions without tokens; kick ends one (600008 next); own session refused', async () => {
    await roleHolding(t, '7104', ['userManagement.query']);
    const { token: victim } = await signedInUser(t, 'kick_me', '7104');
    const list = await t.get('/log/online/queryList', { loginId: 'kick_me' }, { token: admin });
    expect(list.body.total).toBe(1);
    const row = list.body.data[0];
    expect(row).toMatchObject({ loginId: 'kick_me', name: '用户kick_me', current: false });
    expect(JSON.stringify(list.body)).not.toContain(victim);
    expect((await t.get('/user/queryList', {}, { token: victim })).status).toBe(200);

    const kicked = await t.post('/log/online/kick', { id: row.id }, { token: admin });
    expect(kicked.body).toMatchObject({ code: 200, message: '已强制下线' });
    const after = await t.get('/user/queryList', {}, { token: victim });
    expect(after.body.code).toBe(600008);
    expect((await t.post('/log/online/kick', { id: row.id }, { token: admin })).status).toBe(404);

    const mine = (await t.get('/log/online/queryList', { loginId: 'admin' }, { token: admin })).body.data.find(
      (r: { current: boolean }) => r.current,
    );
    const self = await t.post('/log/online/kick', { id: mine.id }, { token: admin });
    expect(self.status).toBe(400);
    expect(self.body.message).toContain('不能强制下线当前');
  });

  it('needs onlineUser.kick to kick', async () => {
    await roleHolding(t, '7105', ['onlineUser.query']);
    const { token } = await signedInUser(t, 'viewer_x', '7105');
    expect((await t.get('/log/online/queryList', {}, { token })).status).toBe(200);
    expect((await t.post('/log/online/kick', { id: crypto.randomUUID() }, { token })).status).toBe(403);
  });

  it('a session manager ends only sessions of users they could manage, never the admin account’s; each kick is logged', async () => {
    await roleHolding(t, '7107', ['onlineUser.query', 'onlineUser.kick', 'userManagement.query']);
    const { token: kicker } = await signedInUser(t, 'kicker_x', '7107');
    // A role holding every menu the admin role holds is still not the admin role.
    const everything = (await t.db.select({ code: roleMenus.menuCode }).from(roleMenus).where(eq(roleMenus.roleCode, '0001'))).map(
      (r) => r.code,
    );
    await roleHolding(t, '7108', everything);
    const { token: twin } = await signedInUser(t, 'twin_x', '7108');
    await roleHolding(t, '7109', ['userManagement.query']);
    await signedInUser(t, 'peer_x', '7109');
    await roleHolding(t, '7110', ['userManagement.query', 'productBrand.query']);
    await signedInUser(t, 'above_x', '7110');

    const sessionsOf = async (loginId: string, token = admin) =>
      (await t.get('/log/online/queryList', { loginId }, { token })).body.data.filter((r: { loginId: string }) => r.loginId === loginId);
    await t.login();
    const adminOther = (await sessionsOf('admin')).find((r: { current: boolean }) => !r.current);
    for (const token of [kicker, twin]) {
      const res = await t.post('/log/online/kick', { id: adminOther.id }, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    }
    const [above] = await sessionsOf('above_x');
    expect((await t.post('/log/online/kick', { id: above.id }, { token: kicker })).status).toBe(403);
    expect((await sessionsOf('admin')).some((r: { id: string }) => r.id === adminOther.id)).toBe(true);
    expect(await sessionsOf('above_x')).toHaveLength(1);

    const [peer] = await sessionsOf('peer_x');
    const done = await t.post('/log/online/kick', { id: peer.id }, { token: kicker });
    expect(done.body).toMatchObject({ code: 200, message: '已强制下线' });
    expect(await sessionsOf('peer_x')).toHaveLength(0);
    const log = await t.db.select().from(operationLogs).where(eq(operationLogs.targetId, 'peer_x'));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ module: '在线用户', action: '强制下线', operatorLoginId: 'kicker_x' });
    expect(log[0].changes).toEqual([{ field: 'status', label: '状态', from: '在线', to: '已下线' }]);
  });

  it('MAX_SESSIONS_PER_USER ends the oldest session beyond the limit', async () => {
    await roleHolding(t, '7106', ['userManagement.query']);
    const { token: first } = await signedInUser(t, 'many_x', '7106');
    const second = await t.login('many_x', PASSWORD);
    const third = await t.login('many_x', PASSWORD);
    expect((await t.get('/user/queryList', {}, { token: first })).body.code).toBe(600008);
    expect((await t.get('/user/queryList', {}, { token: second })).status).toBe(200);
    expect((await t.get('/user/queryList', {}, { token: third })).status).toBe(200);
  });
});

describe('log exports', () => {
  it('exports the sign-in log with its filter (loginLog.export)', async () => {
    const created = await t.post('/export/create', { resource: 'loginLog', query: { loginId: 'nobody_x' } }, { token: admin });
    expect(created.body.code).toBe(200);
    let task: { status: string; rows: number } | undefined;
    for (let i = 0; i < 100 && task?.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      task = (await t.get('/export/queryList', {}, { token: admin })).body.data.find((r: { id: string }) => r.id === created.body.data.id);
    }
    expect(task).toMatchObject({ status: 'done', rows: 1 });
    // The request's row names the list and its filter; the run's row, once done, how many rows left.
    const log = await t.get('/log/operation/queryList', { module: '导出任务', targetId: created.body.data.id }, { token: admin });
    expect(log.body.data.map((r: { action: string; changes: unknown[] }) => [r.action, r.changes])).toEqual([
      [
        '导出完成',
        [
          { field: 'resource', label: '导出列表', from: '', to: '登录日志' },
          { field: 'rows', label: '导出行数', from: '', to: '1' },
        ],
      ],
      [
        '导出',
        [
          { field: 'resource', label: '导出列表', from: '', to: '登录日志' },
          { field: 'filter', label: '筛选条件', from: '', to: '{"loginId":"nobody_x"}' },
        ],
      ],
    ]);
    const op = await t.post('/export/create', { resource: 'operationLog', query: { module: '用户管理' } }, { token: admin });
    expect(op.body.code).toBe(200);
  });
});
