import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../modules/users/system-fixtures.ts';
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../test/build-app.ts';

/**
 * Passwords, tokens and the Authorization header never reach the log, at the most verbose level, whatever
 * the request does: a login, a failed login, a refused login body, password changes and resets, a request
 * with a forged token, a token put in the address, a failing write. Nor does a query string, which may carry a
 * name, a phone or an address. (ops.test.ts checks the line format.)
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { level: 'trace', stream: sink });
});
afterAll(() => t.close());

const login = (loginId: string, password: string) => t.post('/user/login', { loginId, password, platformCode: '0004', ip: '' });

describe('secrets never in the log', () => {
  it('greps the log of a session’s whole life for every password, token and the Authorization header', async () => {
    const WRONG = 'Wrong#Secret-4711';
    const NEW = 'Changed#Secret-0815';
    const RESET = 'Reset#Secret-9090';
    const FORGED = 'forged-token-abcdef0123456789';
    lines.length = 0;

    const ok = await login('admin', TEST_ADMIN_PASSWORD);
    const token = ok.body.data.token as string;
    expect((await login('admin', WRONG)).body.code).not.toBe(200);
    expect((await login('nobody', WRONG)).body.code).not.toBe(200);
    // A refused body (an unknown field) answers 400: its message names the field, never echoes values.
    const refused = await t.post('/user/login', { loginId: 'admin', password: WRONG, platformCode: '0004', ip: '', extra: WRONG });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).not.toContain(WRONG);

    const other = await signedInUser(t, 'logsecret', '0002');
    expect((await t.post('/user/updatePwd', { code: other.code, pwd: RESET }, { token })).body.code).toBe(200);
    const theirs = await login('logsecret', RESET);
    const theirToken = theirs.body.data.token as string;
    expect((await t.post('/user/updatePwdCurr', { pwd: RESET, newPwd: NEW }, { token: theirToken })).body.code).toBe(200);
    expect((await t.post('/user/updatePwdCurr', { pwd: WRONG, newPwd: NEW }, { token })).body.code).not.toBe(200);

    expect((await t.get('/user/currentMenu', undefined, { token: FORGED })).status).toBe(401);
    await t.app.inject({
      method: 'GET',
      url: `/api/user/currentMenu?token=${token}&access_token=${token}`,
      headers: { authorization: `Bearer ${token}` },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/user/currentMenu',
      headers: { authorization: `Basic ${Buffer.from(`admin:${TEST_ADMIN_PASSWORD}`).toString('base64')}` },
    });
    await t.post('/user/exit', {}, { token });

    const all = lines.join('\n');
    expect(lines.filter((l) => JSON.parse(l).msg === 'request').length).toBeGreaterThanOrEqual(10);
    for (const secret of [
      TEST_ADMIN_PASSWORD,
      WRONG,
      NEW,
      RESET,
      token,
      theirToken,
      FORGED,
      Buffer.from(`admin:${TEST_ADMIN_PASSWORD}`).toString('base64'),
    ])
      expect(all, `leaked ${secret.slice(0, 6)}…`).not.toContain(secret);
    expect(all.toLowerCase()).not.toContain('authorization');
    expect(all.toLowerCase()).not.toContain('bearer');
  });

  it('never logs a query string: the name, phone and address of the specification’s GET address edit stay out', async () => {
    const token = (await login('admin', TEST_ADMIN_PASSWORD)).body.data.token as string;
    const address = { id: 99_999_999, receiver: '查询串收货人', phone: '13912345678', provinceCode: '330000', cityCode: '330100' };
    const personal = { ...address, districtCode: '330106', address: '查询串路77号' };
    lines.length = 0;
    // Refused in the service (no such order), by the schema (a bad phone), and for an unknown field.
    expect((await t.get('/order/opt/editAddress', personal, { token })).status).toBe(404);
    expect((await t.get('/order/opt/editAddress', { ...personal, phone: '1391234567x' }, { token })).status).toBe(400);
    expect((await t.get('/order/opt/editAddress', { ...personal, extra: '查询串多余' }, { token })).status).toBe(400);
    const all = lines.join('\n');
    expect(lines.filter((l) => JSON.parse(l).msg === 'request')).toHaveLength(3);
    for (const value of ['查询串收货人', '13912345678', '1391234567x', '查询串路77号', '查询串多余', 'receiver=', 'editAddress?'])
      expect(all, value).not.toContain(value);
  });
});
