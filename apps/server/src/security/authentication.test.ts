import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { seed } from '../seed/seed.ts';
import { loginStats } from '../modules/auth/auth.service.ts';
import { sessions } from '../db/schema/auth.ts';
import { hashToken } from '../platform/sessions.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword, verifyPassword } from '../shared/password.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

/**
 * Authentication attacks the module tests (auth.test.ts, forwarded.test.ts) do not already make: guessing
 * one account from many addresses behind forged address fields, telling accounts apart by their answers,
 * a default password, a stolen session outliving its limits, a token in an address.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SESSION_IDLE_MINUTES: '5', SESSION_ABSOLUTE_MINUTES: '60' });
});
afterAll(() => t.close());

const RIGHT = 'Right#Pass-2026';
async function addUser(loginId: string, status = 1) {
  await t.db.insert(users).values({
    code: `U_${loginId}`,
    name: loginId,
    loginId,
    pwdHash: await hashPassword(RIGHT),
    roleCode: '0002',
    status,
  });
}

/** A sign-in from its own socket address, with a forged body `ip` and X-Forwarded-For (TRUST_PROXY unset). */
let addr = 0;
const attempt = (loginId: string, password: string) => {
  addr++;
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { loginId, password, platformCode: '0004', ip: `203.0.113.${addr % 250}` },
    headers: { 'x-forwarded-for': `198.51.100.${addr % 250}` },
    remoteAddress: `10.20.${Math.floor(addr / 250)}.${addr % 250}`,
  });
};
const bodyOf = (res: Awaited<ReturnType<typeof attempt>>) => res.json() as { code: number; message: string; data: unknown };

describe('authentication attacks', () => {
  it('credential stuffing: guesses at one account from many addresses, under spelling variants, lock it for every address', async () => {
    await addUser('stuffed');
    for (const variant of ['stuffed', 'STUFFED', ' stuffed ', 'Stuffed', '\tstuffed']) {
      expect(bodyOf(await attempt(variant, 'Wrong#Guess-1')).message).toBe('账号或密码错误');
    }
    // Locked: the right password from yet another address answers like a wrong one.
    const locked = await attempt('stuffed', RIGHT);
    expect(locked.statusCode).toBe(400);
    expect(bodyOf(locked).message).toBe('账号或密码错误');
  });

  it('account enumeration: an unknown account, a wrong password, a deleted and a locked-out account answer alike', async () => {
    await addUser('enumvictim');
    await addUser('enumdeleted', 5);
    await addUser('enumlocked');
    for (let i = 0; i < 5; i++) await attempt('enumlocked', `Wrong#Guess-${i}`);

    const answers: Record<string, { status: number; body: string; headers: string; checks: number }> = {};
    for (const [name, loginId] of [
      ['unknown', 'no-such-account'],
      ['wrong password', 'enumvictim'],
      ['deleted', 'enumdeleted'],
      ['locked out', 'enumlocked'],
    ]) {
      const checks = loginStats.passwordChecks;
      const res = await attempt(loginId, 'Wrong#Guess-x');
      const headers = Object.entries(res.headers)
        .filter(([k]) => !['date', 'x-request-id', 'server-timing'].includes(k))
        .map(([k, v]) => `${k}: ${v}`)
        .sort()
        .join('\n');
      answers[name] = { status: res.statusCode, body: res.body, headers, checks: loginStats.passwordChecks - checks };
    }
    const same = (a: (typeof answers)[string]) => ({ status: a.status, body: a.body, headers: a.headers });
    for (const name of ['wrong password', 'deleted', 'locked out']) expect(same(answers[name]), name).toEqual(same(answers.unknown));
    expect(answers.unknown.status).toBe(400);
    // Timing: an unknown or deleted account costs the same password check as a wrong password (a hash of
    // a dummy); a locked-out one checks nothing but waits as long as a check (auth.service.ts likeACheck).
    expect(answers.unknown.checks).toBe(1);
    expect(answers['wrong password'].checks).toBe(1);
    expect(answers.deleted.checks).toBe(1);
    expect(answers['locked out'].checks).toBe(0);
  });

  it('no default password: a first start without ADMIN_PASSWORD makes a random one, and common ones are refused', async () => {
    const printed: string[] = [];
    for (let i = 0; i < 2; i++) {
      // As on a first start: no admin account yet.
      await t.db
        .update(users)
        .set({ loginId: `former-admin-${i}` })
        .where(eq(users.loginId, 'admin'));
      await seed(t.db, loadConfig({ DEMO_DATA: '0' } as NodeJS.ProcessEnv), (m) => {
        const pwd = /初始密码：(\S+)/.exec(m)?.[1];
        if (pwd) printed.push(pwd);
      });
    }
    expect(printed).toHaveLength(2);
    expect(printed[0]).not.toBe(printed[1]);
    expect(printed[1].length).toBeGreaterThanOrEqual(16);
    const [admin] = await t.db.select({ pwdHash: users.pwdHash }).from(users).where(eq(users.loginId, 'admin'));
    expect(await verifyPassword(printed[1], admin.pwdHash)).toBe(true);
    for (const guess of ['admin', 'admin123', 'Admin@123', '123456', '12345678', 'password', 'Passw0rd!', 'admin@2026'])
      expect(await verifyPassword(guess, admin.pwdHash), guess).toBe(false);
    // Nor can a deployer set a common one.
    for (const common of ['12345678', 'password', 'admin123'])
      expect(() => loadConfig({ ADMIN_PASSWORD: common } as NodeJS.ProcessEnv), common).toThrow(/ADMIN_PASSWORD/);
  });

  it('session expiry: activity slides the idle limit, never the absolute one; an expired session stays ended', async () => {
    await addUser('sessionowner');
    const token = bodyOf(await attempt('sessionowner', RIGHT)).data as { token: string };
    const tokenHash = hashToken(token.token);
    const use = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/currentMenu', headers: { authorization: `Bearer ${token.token}` } })).json()
        .code as number;
    const at = (column: 'last_seen_at' | 'created_at', minutesAgo: number) =>
      t.db.execute(
        sql`update sys_session set ${sql.raw(column)} = now() - make_interval(mins => ${minutesAgo}) where token_hash = ${tokenHash}`,
      );

    // Used every 4 minutes (idle limit 5): it lives on.
    for (let i = 0; i < 3; i++) {
      await at('last_seen_at', 4);
      expect(await use()).toBe(200);
    }
    // Busy, but past the absolute limit (60): ended, and putting the clock back does not revive it.
    await at('created_at', 61);
    expect(await use()).toBe(600008);
    await at('created_at', 0);
    expect(await use()).toBe(600008);
    const [row] = await t.db.select({ endedAt: sessions.endedAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row.endedAt).not.toBeNull();

    // Left idle past 5 minutes: ended.
    const idle = (bodyOf(await attempt('sessionowner', RIGHT)).data as { token: string }).token;
    await t.db.execute(sql`update sys_session set last_seen_at = now() - interval '6 minutes' where token_hash = ${hashToken(idle)}`);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/currentMenu', headers: { authorization: `Bearer ${idle}` } });
    expect(res.json().code).toBe(600008);
  });

  it('tokens never in addresses: a token in the query string is no session, and no client source puts one in a URL', async () => {
    await addUser('urltoken');
    const { token } = bodyOf(await attempt('urltoken', RIGHT)).data as { token: string };
    for (const q of ['token', 'access_token', 'authorization', 'Authorization']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/user/currentMenu?${q}=${token}` });
      expect(res.statusCode, q).toBe(401);
    }
    // The sign-in answer carries the token in its body only: no cookie, no redirect.
    const login = await attempt('urltoken', RIGHT);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(login.headers.location).toBeUndefined();

    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (name === 'node_modules' || name === 'dist') continue;
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const text = readFileSync(file, 'utf8');
          if (/[?&](access_)?token=|searchParams\.(set|append)\(\s*['"](access_)?token/i.test(text))
            offenders.push(path.relative(root, file));
        }
      }
    };
    for (const dir of ['apps/console/src', 'apps/business/src', 'packages/web-kit/src']) walk(path.join(root, dir));
    expect(offenders).toEqual([]);
  });
});
