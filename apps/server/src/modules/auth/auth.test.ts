import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../app.ts';
import { hashPassword } from '../../shared/password.ts';
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../test/build-app.ts';
import { users } from '../../db/schema/users.ts';
import { loginThrottle, sessions } from '../../db/schema/auth.ts';
import { purgeThrottle, THROTTLE } from '../../platform/throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SESSION_IDLE_MINUTES: '5' });
});
afterAll(() => t.close());

async function addUser(loginId: string, password: string, status = 1) {
  await t.db.insert(users).values({
    code: `U_${loginId}`,
    name: `用户${loginId}`,
    loginId,
    pwdHash: await hashPassword(password),
    roleCode: '0002',
    status,
  });
}

describe('POST /user/login', () => {
  it('answers the token, the user and the menu tree', async () => {
    const res = await t.post('/user/login', { loginId: 'admin', password: TEST_ADMIN_PASSWORD, platformCode: '0004', ip: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 200,
      message: '登录成功',
      data: { loginId: 'admin', name: '系统管理员', roleName: '超级管理员', roleCode: '0001' },
    });
    expect(res.body.data.token).toMatch(/^[\w-]{40,}$/);
    const system = res.body.data.menu.find((m: { code: string }) => m.code === 'system');
    expect(system.parent).toBe('-1');
    const userPage = system.children.find((m: { code: string }) => m.code === 'userManagement');
    expect(userPage).toMatchObject({ mType: '0', url: '/userManagement' });
    expect(userPage.children.map((c: { url: string }) => c.url)).toEqual(
      expect.arrayContaining([
        'userManagement.query',
        'userManagement.reset',
        'userManagement.add',
        'userManagement.edit',
        'userManagement.delte',
      ]),
    );
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login();
    const rows = await t.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('gives an unknown account and a wrong password the same answer', async () => {
    const unknown = await t.post('/user/login', { loginId: 'nobody-here', password: 'whatever1' });
    const wrong = await t.post('/user/login', { loginId: 'admin', password: 'wrong-password' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ code: 400, message: '账号或密码错误', data: null });
    await t.db.delete(loginThrottle);
  });

  it('checks the fields with the specification messages and rejects unknown ones', async () => {
    expect((await t.post('/user/login', { password: 'x' })).body.message).toBe('Please fill in the user loginId');
    expect((await t.post('/user/login', { loginId: 'admin', password: '' })).body.message).toBe('Please fill in the password.');
    const extra = await t.post('/user/login', { loginId: 'admin', password: 'x', isAdmin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain('isAdmin');
  });

  it('refuses locked, disabled and deleted users', async () => {
    await addUser('locked1', 'Passw0rd!', 2);
    await addUser('disabled1', 'Passw0rd!', 3);
    await addUser('deleted1', 'Passw0rd!', 5);
    expect((await t.post('/user/login', { loginId: 'locked1', password: 'Passw0rd!' })).body.message).toBe('账号已被锁定，请联系管理员');
    expect((await t.post('/user/login', { loginId: 'disabled1', password: 'Passw0rd!' })).body.message).toBe('账号已停用，请联系管理员');
    expect((await t.post('/user/login', { loginId: 'deleted1', password: 'Passw0rd!' })).body.message).toBe('账号或密码错误');
    await t.db.delete(loginThrottle);
  });
});

describe('sessions', () => {
  it('answers 600008 with HTTP 401 without a token, with an unknown one, and after logout', async () => {
    const none = await t.post('/user/exit', {});
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(600008);
    expect((await t.post('/user/exit', {}, { token: 'made-up-token' })).body.code).toBe(600008);

    const token = await t.login();
    const exit = await t.post('/user/exit', { token }, { token });
    expect(exit.body).toMatchObject({ code: 200, message: '退出成功' });
    const after = await t.post('/user/exit', {}, { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(600008);
  });

  it('ends a session idle longer than the limit, and one older than the absolute limit', async () => {
    const idle = await t.login();
    await t.db.execute(sql`update sys_session set last_seen_at = now() - interval '6 minutes' where ended_at is null`);
    expect((await t.post('/user/updatePwdCurr', { pwd: 'a', newPwd: 'bbbbbb' }, { token: idle })).body.code).toBe(600008);

    const old = await t.login();
    await t.db.execute(sql`update sys_session set created_at = now() - interval '13 hours' where ended_at is null`);
    expect((await t.post('/user/exit', {}, { token: old })).body.code).toBe(600008);
  });

  it('ends the session of a user who gets locked, on their next request', async () => {
    await addUser('willlock', 'Passw0rd!');
    const token = await t.login('willlock', 'Passw0rd!');
    await t.db.update(users).set({ status: 2 }).where(eq(users.loginId, 'willlock'));
    expect((await t.post('/user/exit', {}, { token })).body.code).toBe(600008);
  });
});

describe('POST /user/updatePwdCurr', () => {
  it('checks the old password, ends the other sessions and keeps this one', async () => {
    await addUser('changer', 'OldPass1!');
    const a = await t.login('changer', 'OldPass1!');
    const b = await t.login('changer', 'OldPass1!');

    const wrongOld = await t.post('/user/updatePwdCurr', { pwd: 'nope-nope', newPwd: 'NewPass1!' }, { token: a });
    expect(wrongOld.body).toMatchObject({ code: 400, message: '原密码错误' });
    expect((await t.post('/user/updatePwdCurr', { pwd: '', newPwd: 'NewPass1!' }, { token: a })).body.message).toBe('请输入原密码');
    expect((await t.post('/user/updatePwdCurr', { pwd: 'OldPass1!', newPwd: '' }, { token: a })).body.message).toBe('请输入新密码');
    const withConfirm = await t.post('/user/updatePwdCurr', { pwd: 'OldPass1!', newPwd: 'NewPass1!', newPwd2: 'NewPass1!' }, { token: a });
    expect(withConfirm.status).toBe(400);

    const res = await t.post('/user/updatePwdCurr', { pwd: 'OldPass1!', newPwd: 'NewPass1!' }, { token: a });
    expect(res.body).toMatchObject({ code: 200, message: '修改成功' });
    expect((await t.post('/user/exit', {}, { token: b })).body.code).toBe(600008);
    expect((await t.post('/user/login', { loginId: 'changer', password: 'OldPass1!' })).body.code).toBe(400);
    await t.login('changer', 'NewPass1!');
    expect((await t.post('/user/exit', {}, { token: a })).body.code).toBe(200);
    await t.db.delete(loginThrottle);
  });
});

describe('login throttling', () => {
  const wrong = { status: 400, code: 400, message: '账号或密码错误' };
  const attempt = async (loginId: string, password: string, remoteAddress = '127.0.0.1') => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { loginId, password }, remoteAddress });
    return { status: res.statusCode, ...(res.json() as { code: number; message: string; data: { retryAfter?: number } | null }) };
  };

  it('throttle race: twenty wrong passwords sent in parallel check exactly the limit', async () => {
    await addUser('racer', 'RightPass1!');
    const { loginStats } = await import('./auth.service.ts');
    const before = loginStats.passwordChecks;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt('racer', `wrong${i}`, `10.1.0.${i}`)));
    expect(loginStats.passwordChecks - before).toBe(THROTTLE.perAccount);
    // Every answer is the same: a locked account looks exactly like a wrong password.
    for (const a of answers) expect(a).toMatchObject(wrong);
    const [row] = await t.db.select().from(loginThrottle).where(eq(loginThrottle.key, 'acct:racer'));
    expect(row.lockLevel).toBe(1);
    // Locked: even the right password answers like a wrong one, and is not checked.
    const checks = loginStats.passwordChecks;
    expect(await attempt('racer', 'RightPass1!', '10.1.1.1')).toMatchObject(wrong);
    expect(loginStats.passwordChecks).toBe(checks);
    await t.db.delete(loginThrottle);
  });

  it('locks for a growing time: 1 minute, then 2, doubling up to 15; a success clears the streak', async () => {
    await addUser('grower', 'RightPass1!');
    const lockSeconds = async () => {
      const [row] = await t.db
        .select({ s: sql<number>`extract(epoch from ${loginThrottle.lockedUntil} - now())::int` })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, 'acct:grower'));
      return Number(row.s);
    };
    const unlock = () =>
      t.db.update(loginThrottle).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(loginThrottle.key, 'acct:grower'));
    const expected = [60, 120, 240, 480, 900, 900];
    for (const seconds of expected) {
      for (let i = 0; i < THROTTLE.perAccount; i++) expect(await attempt('grower', `bad${i}`, '10.2.0.1')).toMatchObject(wrong);
      expect(await lockSeconds()).toBeGreaterThanOrEqual(seconds - 2);
      expect(await lockSeconds()).toBeLessThanOrEqual(seconds);
      await unlock();
      await t.db.delete(loginThrottle).where(eq(loginThrottle.key, 'ip:10.2.0.1'));
    }
    expect((await attempt('grower', 'RightPass1!', '10.2.0.1')).code).toBe(200);
    expect(await t.db.select().from(loginThrottle).where(eq(loginThrottle.key, 'acct:grower'))).toEqual([]);
    await t.db.delete(loginThrottle);
  });

  it('forgets a key after 12 hours without a failure', async () => {
    await addUser('forgetful', 'RightPass1!');
    for (let i = 0; i < THROTTLE.perAccount; i++) await attempt('forgetful', `bad${i}`, '10.3.0.1');
    await t.db
      .update(loginThrottle)
      .set({ lockedUntil: sql`now() - interval '11 hours'`, lastFailureAt: sql`now() - interval '13 hours'` })
      .where(eq(loginThrottle.key, 'acct:forgetful'));
    await attempt('forgetful', 'bad-again', '10.3.0.2');
    const [row] = await t.db.select().from(loginThrottle).where(eq(loginThrottle.key, 'acct:forgetful'));
    expect(row).toMatchObject({ failures: 1, lockLevel: 0 });
    await t.db.delete(loginThrottle);
  });

  it('forgets an address signing in steadily: only a failure dates its history', async () => {
    await addUser('steady', 'RightPass1!');
    const ipRow = async () => (await t.db.select().from(loginThrottle).where(eq(loginThrottle.key, 'ip:10.3.1.1')))[0];
    for (let i = 0; i < 3; i++) await attempt('steady', `bad${i}`, '10.3.1.1');
    await t.db.update(loginThrottle).set({ lastFailureAt: sql`now() - interval '13 hours'` }).where(eq(loginThrottle.key, 'ip:10.3.1.1'));
    for (let i = 0; i < 3; i++) expect((await attempt('steady', 'RightPass1!', '10.3.1.1')).code).toBe(200);
    expect((await ipRow()).lastFailureAt.getTime()).toBeLessThan(Date.now() - 12 * 3600_000);
    await purgeThrottle(t.db);
    expect(await ipRow()).toBeUndefined();

    expect(await attempt('steady', 'bad-now', '10.3.1.1')).toMatchObject(wrong);
    expect((await ipRow()).lastFailureAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await t.db.delete(loginThrottle);
  });

  it('holds across instances: a second app on the same database sees the same lock', async () => {
    await addUser('target', 'RightPass1!');
    for (let i = 0; i < THROTTLE.perAccount; i++) await attempt('target', `wrong${i}`, '10.4.0.1');
    const other = await build({ config: t.config, db: t.db, pool: t.pool });
    const res = await other.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { loginId: 'TARGET', password: 'RightPass1!' },
      remoteAddress: '10.4.0.2',
    });
    expect({ status: res.statusCode, ...res.json() }).toMatchObject(wrong);
    await other.close();
    await t.db.update(loginThrottle).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect((await attempt('target', 'RightPass1!', '10.4.0.3')).code).toBe(200);
    await t.db.delete(loginThrottle);
  });

  it('locks an address that sprays one password over many accounts, with 429 and the time to retry', async () => {
    for (let i = 0; i < THROTTLE.perIp; i++) expect(await attempt(`spray${i}`, 'guess-guess', '10.9.8.7')).toMatchObject(wrong);
    const res = await attempt('admin', TEST_ADMIN_PASSWORD, '10.9.8.7');
    expect(res.status).toBe(429);
    expect(res.message).toMatch(/^登录失败次数过多，请于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 后再试$/);
    expect(res.data?.retryAfter).toBeGreaterThan(50);
    expect((await attempt('admin', TEST_ADMIN_PASSWORD, '10.9.8.8')).status).toBe(200);
    await t.db.delete(loginThrottle);
  });

  it('password change is throttled like sign-in: guesses of the old password lock the account', async () => {
    await addUser('pwdguess', 'RightPass1!');
    const token = await t.login('pwdguess', 'RightPass1!');
    for (let i = 0; i < THROTTLE.perAccount; i++) {
      expect((await t.post('/user/updatePwdCurr', { pwd: `guess${i}`, newPwd: 'NewPass1!x' }, { token })).body.message).toBe('原密码错误');
    }
    // Locked now: even the right old password is refused, and sign-in with it too.
    expect((await t.post('/user/updatePwdCurr', { pwd: 'RightPass1!', newPwd: 'NewPass1!x' }, { token })).body.message).toBe('原密码错误');
    expect(await attempt('pwdguess', 'RightPass1!', '10.5.0.1')).toMatchObject(wrong);
    await t.db.delete(loginThrottle);
  });
});
