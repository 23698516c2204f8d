import { roleMenus, roles } from '../../db/schema/roles.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../shared/password.ts';
import { signedInTestApp, type TestApp } from '../../test/build-app.ts';
import { flattenMenuTree } from '../../db/menu-tree.ts';

/** Test helpers: catalogue rows made through the API, and a user whose role lacks some keys. */
export function productFixtures(t: TestApp, token: () => string) {
  let n = 0;
  const uid = (p: string) => `${p}${Date.now().toString(36)}${++n}`.toUpperCase();
  const add = async (path: string, body: object) => {
    const res = await t.post(`${path}/add`, body, { token: token() });
    if (res.body.code !== 200) throw new Error(`${path}/add: ${res.body.message}`);
    return res.body.data.id as number;
  };
  const brand = (over: object = {}) => add('/product/brand', { code: uid('B'), name: '测试品牌', ...over });
  const category = (over: object = {}) => add('/product/category', { code: uid('C'), name: '测试分类', ...over });
  const spu = async (over: object = {}) =>
    add('/product/spu', { code: uid('SPU'), name: '测试SPU', brandId: await brand(), categoryId: await category(), ...over });
  const sku = async (over: object = {}) =>
    add('/product/sku', { code: uid('SKU'), name: '测试SKU', spuId: await spu(), unit: '瓶', ...over });
  const rule = async (over: object = {}) =>
    add('/product/sku/rule', { code: uid('R'), name: '起订', skuId: await sku(), minQty: 2, maxQty: 10, multiple: 2, ...over });
  return { uid, add, brand, category, spu, sku, rule };
}

// Each test file has a database of its own, so a counter keeps the role codes and accounts of one file apart.
let limitedUsers = 0;

/** A catalogue test file's app, signed in as admin, with its fixtures and calls as admin; closed after the file. */
export async function productsTestApp() {
  const { t, token } = await signedInTestApp();
  const post = (url: string, body: object) => t.post(url, body, { token });
  const get = (url: string, query: object) => t.get(url, query as Record<string, unknown>, { token });
  return { t, token, fx: productFixtures(t, () => token), post, get };
}

/** A user whose role holds every product key except `without`; answers its token. */
export async function userWithout(t: TestApp, without: string[], loginId?: string) {
  limitedUsers += 1;
  const roleCode = String(9000 + limitedUsers);
  loginId ??= `limited${limitedUsers}`;
  await t.db.insert(roles).values({ code: roleCode, roleName: `受限角色${roleCode}`, status: 1 });
  const keys = flattenMenuTree()
    .filter((r) => r.mType === '2' && /^(product|sku)/.test(r.code) && !without.includes(r.code))
    .map((r) => ({ roleCode, menuCode: r.code }));
  await t.db.insert(roleMenus).values(keys);
  await t.db
    .insert(users)
    .values({ code: `U_${loginId}`, name: '受限用户', loginId, pwdHash: await hashPassword('Limited#123'), roleCode });
  return t.login(loginId, 'Limited#123');
}
