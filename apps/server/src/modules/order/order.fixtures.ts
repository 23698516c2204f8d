import { afterAll } from 'vitest';
import { flattenMenuTree } from '../../db/menu-tree.ts';
import { hashPassword } from '../../shared/password.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { productFixtures } from '../products/products.fixtures.ts';
import { roleMenus, roles } from '../../db/schema/roles.ts';
import { grantAll, shopFixtures } from '../shop/shop.fixtures.ts';
import { userDataPermissions, users } from '../../db/schema/users.ts';
import { wmsFixtures } from '../wms/wms.fixtures.ts';

/** Test helpers for orders: a warehouse serving channel C01, sellable SKUs with stock, shops, orders via the API. */
export function orderFixtures(t: TestApp, token: () => string) {
  const products = productFixtures(t, token);
  const wms = wmsFixtures(t, token);
  const shops = shopFixtures(t, token);
  let warehouseCode = '';

  /** One warehouse, first for channel C01 (call once per file). */
  const setup = async () => {
    await wms.seedChannels();
    warehouseCode = (await wms.warehouse()).warehouseCode;
    await wms.ok(
      t.post('/wms/channel/batchUpdateChannel', { warehouseCode, channels: [{ channelCode: 'C01', priority: 1 }] }, { token: token() }),
      'channel',
    );
    return warehouseCode;
  };

  /** A SKU sold on platform 0004 at `price` cents (every grade, valid for years) with `stock` units in the warehouse. */
  const sku = async (stock: number, price = 1250) => {
    const code = products.uid('SKU');
    const skuId = await products.sku({ code, name: `商品${code}` });
    await products.add('/product/sku/platform', { skuId, platformCode: '0004' });
    await products.add('/product/sku/price', { skuId, platformCode: '0004', price, validFrom: '2020-01-01', validTo: '2099-12-31' });
    if (stock > 0) await wms.stock(warehouseCode, stock, code);
    return { code, skuId };
  };

  const shop = async (over: Record<string, unknown> = {}) => (await shops.shop(over)).retCode;

  type Line = { skuCode: string; quantity: number };
  const create = (retCode: string, lines: Line[], over: Record<string, unknown> = {}, as = token()) =>
    t.post('/order/opt/create', { retCode, lines, receiver: '王五', phone: '13800138000', address: '西湖大道1号', ...over }, { token: as });

  type Created = { id: number; orderNo: string };
  /** A pending telesales order; answers { id, orderNo }. */
  const order = async (retCode: string, lines: Line[], over: Record<string, unknown> = {}, as = token()) => {
    const res = await create(retCode, lines, over, as);
    if (res.body.code !== 200) throw new Error(`order create: ${res.body.message}`);
    return res.body.data as Created;
  };

  /** SKUs with these stocks, one each (their codes, in order). */
  const skus = async (...stocks: number[]) => {
    const codes: string[] = [];
    for (const stock of stocks) codes.push((await sku(stock)).code);
    return codes;
  };

  /**
   * A SKU with `stock` units and, at a new shop (or `retCode`), a pending one-line order of it per quantity,
   * created in that order: answers [skuCode, retCode, ...orders].
   */
  const ordersOf = async (stock: number, quantities: number[], retCode?: string) => {
    const [code] = await skus(stock);
    const at = retCode ?? (await shop());
    const orders: Created[] = [];
    for (const quantity of quantities) orders.push(await order(at, [{ skuCode: code, quantity }]));
    return [code, at, ...orders] as [string, string, ...Created[]];
  };

  const detail = async (id: number, as = token()) => (await t.get('/order/query/detail', { id }, { token: as })).body;
  const inv = (skuCode: string) => wms.inv(warehouseCode, skuCode);

  return { products, wms, shops, setup, sku, skus, shop, create, order, ordersOf, detail, inv, warehouse: () => warehouseCode };
}

let roleSeq = 0;
/**
 * A user of role `roleCode` (created when missing) holding the order keys `keys` (all order keys when
 * omitted) and the ALL data scope; answers the token.
 */
export async function orderUser(t: TestApp, roleCode: string, keys?: string[]) {
  roleSeq += 1;
  const loginId = `ord${roleCode}_${roleSeq}`;
  await t.db
    .insert(roles)
    .values({ code: roleCode, roleName: `角色${roleCode}`, status: 1 })
    .onConflictDoNothing();
  const all = flattenMenuTree().filter((r) => r.mType === '2' && /^order(List|Dx)\./.test(r.code));
  const chosen = all.filter((r) => !keys || keys.includes(r.code)).map((r) => ({ roleCode, menuCode: r.code }));
  if (chosen.length) await t.db.insert(roleMenus).values(chosen).onConflictDoNothing();
  const code = `U_${loginId}`;
  await t.db.insert(users).values({ code, name: `用户${roleSeq}`, loginId, pwdHash: await hashPassword('Order#123'), roleCode });
  await t.db.insert(userDataPermissions).values({ userCode: code, dataType: 99, dataList: 'ALL' });
  return t.login(loginId, 'Order#123');
}

/**
 * An order test file's app, awaited at the file's top level (`const { t, token, f } = await orderTestApp();`):
 * built (with `env` for the configuration) with every menu key granted, the administrator signed in, fixtures set up, and closed after the file.
 */
export async function orderTestApp(env: Record<string, string> = {}) {
  const t = await buildTestApp(env);
  afterAll(() => t.close());
  await grantAll(t);
  const token = await t.login();
  const f = orderFixtures(t, () => token);
  await f.setup();
  return { t, token, f };
}
