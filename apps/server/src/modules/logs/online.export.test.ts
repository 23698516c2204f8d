import { onlineUserResource } from '@console/contract/api/logs';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/sessions.ts';
import { signedInTestApp } from '../../test/build-app.ts';
import { declaredListAndExport } from '../../test/export-matches-list.ts';
import { PASSWORD, roleHolding, signedInUser } from '../users/system-fixtures.ts';

const { t, token: admin } = await signedInTestApp();

describe('在线用户 exports its list', () => {
  it('the export holds the sessions the list shows under the same filter: who, from where, since when — never a token', async () => {
    await roleHolding(t, '7201', ['userManagement.query']);
    const one = await signedInUser(t, 'online_exp1', '7201');
    const again = await t.login('online_exp1', PASSWORD);
    await signedInUser(t, 'online_other', '7201');
    const { total, list, exported } = await declaredListAndExport(t, admin, onlineUserResource, { loginId: 'online_exp' });
    expect(total).toBe(2);
    expect(exported).toEqual(list);
    expect(exported.header).toEqual(['账号', '姓名', '角色', 'IP', '浏览器', '登录时间', '最近活动']);
    const cells = JSON.stringify(exported.rows);
    for (const secret of [one.token, again, hashToken(one.token), hashToken(again)]) expect(cells).not.toContain(secret);
  });

  it('浏览器: a session keeps the User-Agent it signed in with (trimmed), and both the list and the export show it', async () => {
    await roleHolding(t, '7201', ['userManagement.query']);
    await signedInUser(t, 'online_ua', '7201');
    const agent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36';
    const signIn = (ua: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { loginId: 'online_ua', password: PASSWORD },
        headers: { 'user-agent': ua },
      });
    expect((await signIn(agent)).json().code).toBe(200);
    expect((await signIn(`${agent} ${'x'.repeat(2000)}`)).json().code).toBe(200);
    const { list, exported } = await declaredListAndExport(t, admin, onlineUserResource, { loginId: 'online_ua' });
    expect(exported).toEqual(list);
    const browser = exported.header.indexOf('浏览器');
    // Newest first: the long one, kept to 500 characters; then the plain one (then the fixture's own sign-in).
    expect(exported.rows.slice(0, 2).map((r) => String(r[browser]).length)).toEqual([500, agent.length]);
    expect(exported.rows[1][browser]).toBe(agent);
    const listed = await t.get('/log/online/queryList', { loginId: 'online_ua', page: 1, pageSize: 10 }, { token: admin });
    expect(listed.body.data.map((r: { userAgent: string }) => r.userAgent)).toContain(agent);
  });
});
