import { orderFixtures } from '../modules/order/order.fixtures.ts';
import { grantAll } from '../modules/shop/shop.fixtures.ts';
import type { TestApp } from '../test/build-app.ts';

/**
 * What the operation-log walk's bodies (audit-trail.*-bodies.ts) share: the administrator's token, a call that
 * must succeed, unique codes, and the areas' own fixtures over one warehouse that serves channel C01 (made
 * once for the whole walk).
 */
export type Walk = Awaited<ReturnType<typeof walkKit>>;
/** A route's input, made fresh for each call: the rows it names exist and are in the state it needs. */
export type Bodies = Record<string, () => Promise<object>>;

export async function walkKit(t: TestApp) {
  await grantAll(t);
  const token = await t.login();
  const f = orderFixtures(t, () => token);
  await f.setup();
  let n = 0;
  const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${n++}`;
  /** Calls a route that must succeed (a step of a setup); answers its data. Input in `query` for those that take it there. */
  const made = async (url: string, body: object = {}, query?: Record<string, unknown>) => {
    const res = await t.call('POST', url, body, { token, query });
    if (res.body.code !== 200) throw new Error(`${url}: ${res.body.message}`);
    return res.body.data;
  };
  /** The data of a GET that must succeed. */
  const read = async (url: string, query: object = {}) => {
    const res = await t.get(url, query as Record<string, unknown>, { token });
    if (res.body.code !== 200) throw new Error(`${url}: ${res.body.message}`);
    return res.body.data;
  };
  // One shop of channel C01 on platform 0004 and one SKU sold there, with stock for every order of the walk.
  const retCode = await f.shop();
  const { code: skuCode } = await f.sku(10_000);
  /** A pending order of the walk's shop (one unit of its SKU): { id, orderNo }. */
  const pending = () => f.order(retCode, [{ skuCode, quantity: 1 }]);
  /** An approved order (its line locked in the walk's warehouse). */
  const approved = async () => {
    const order = await pending();
    await made('/order/opt/approve', {}, { id: order.id });
    return order;
  };
  return { t, token, f, uniq, made, read, retCode, skuCode, pending, approved };
}
