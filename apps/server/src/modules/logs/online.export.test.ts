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
    expect(exported.header).toEqual(['账号', '姓名', '角色', 'IP', '登录时间', '最近活动']);
    const cells = JSON.stringify(exported.rows);
    for (const secret of [one.token, again, hashToken(one.token), hashToken(again)]) expect(cells).not.toContain(secret);
  });
});
