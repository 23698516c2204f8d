import { eq } from 'drizzle-orm';
import { ADMIN_ROLE_CODE } from '@console/contract/roles';
import { hashPassword } from '../../shared/password.ts';
import { signedInTestApp, type TestApp } from '../../test/build-app.ts';
import { userDataPermissions, users } from '../../db/schema/users.ts';

/** Real GB/T 2260 chains used by the tests. */
export const HANGZHOU_XIHU = { provinceCode: '330000', cityCode: '330100', districtCode: '330106' };
export const HANGZHOU_GONGSHU = { provinceCode: '330000', cityCode: '330100', districtCode: '330105' };
export const GUANGZHOU_TIANHE = { provinceCode: '440000', cityCode: '440100', districtCode: '440106' };

let seq = 0;
export const uid = (p: string) => `${p}${Date.now().toString(36)}${++seq}`.toUpperCase();

/** A valid add-SP body (in Hangzhou Xihu). */
export const spBody = (spCode = uid('SP')) => ({
  spCode,
  spName: `服务商${spCode}`,
  contact: '张三',
  phone: '13800138000',
  ...HANGZHOU_XIHU,
  address: '文三路1号',
});

/** A valid add-shop body: grade A, channel C01, platform 0004, in Hangzhou Xihu. */
/** A shop's work order as the walks and the IDOR fixtures open one. */
export const workOrderBody = (retCode: string) => ({ retCode, title: '收银机故障', content: '问题描述' });

export const shopBody = (retCode = uid('R')) => ({
  retCode,
  retName: `门店${retCode}`,
  ownerName: '李四',
  phone: '0571-88886666',
  ...HANGZHOU_XIHU,
  address: '西湖大道1号',
  gradeCode: 'A',
  retailerType: 'CONVENIENCE',
  channelCode: 'C01',
  platformCode: '0004',
});

/** Test helpers for the shop area: rows made through the API, users with a given data scope. */
export function shopFixtures(t: TestApp, token: () => string) {
  const add = async (path: string, body: object) => {
    const res = await t.post(`${path}/add`, body, { token: token() });
    if (res.body.code !== 200) throw new Error(`${path}/add: ${res.body.message}`);
    return res.body.data.id as number;
  };
  const sp = async (over: Record<string, unknown> = {}) => {
    const spCode = (over.spCode as string) ?? uid('SP');
    const id = await add('/shop/spInfo', { ...spBody(spCode), ...over });
    return { id, spCode };
  };
  const shop = async (over: Record<string, unknown> = {}) => {
    const retCode = (over.retCode as string) ?? uid('R');
    const id = await add('/shop/info', { ...shopBody(retCode), ...over });
    return { id, retCode };
  };
  return { add, sp, shop };
}

/** Gives a user the 99/ALL scope (so the tests hold whatever default the scope has for users without entries). */
export async function grantAll(t: TestApp, loginId = 'admin') {
  const [u] = await t.db.select({ code: users.code }).from(users).where(eq(users.loginId, loginId));
  await t.db.insert(userDataPermissions).values({ userCode: u.code, dataType: 99, dataList: 'ALL' }).onConflictDoNothing();
}

/** A test file's app where admin sees every scope, signed in as admin, with calls as admin; closed after the file. */
export async function adminTestApp() {
  const { t, token } = await signedInTestApp();
  await grantAll(t);
  const post = (path: string, body: object) => t.post(path, body, { token });
  const get = (path: string, q: object) => t.get(path, q as Record<string, unknown>, { token });
  return { t, token, post, get };
}

let scoped = 0;
/** A user of the admin role (every key) limited to `entries`; answers their token. */
export async function scopedUser(t: TestApp, entries: { dataType: number; dataList: string }[]) {
  scoped += 1;
  const loginId = `scoped${scoped}`;
  const code = `U_S${scoped}`;
  await t.db
    .insert(users)
    .values({ code, name: `受限${scoped}`, loginId, pwdHash: await hashPassword('Scoped#123'), roleCode: ADMIN_ROLE_CODE });
  if (entries.length) await t.db.insert(userDataPermissions).values(entries.map((e) => ({ userCode: code, ...e })));
  return t.login(loginId, 'Scoped#123');
}
