import { HANGZHOU_GONGSHU, HANGZHOU_XIHU, shopBody, spBody, workOrderBody } from '../modules/shop/shop.fixtures.ts';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for shops, service providers and their areas, customer service, work
 * orders and wallets (/shop): each names a shop or SP made for it through shop.fixtures.ts, in the state
 * the call needs (a disabled row to enable, a work order moved up to the step before, money to deduct).
 */
export function shopBodies({ t, token, f, made, read }: Walk): Bodies {
  const { shops } = f;
  /** An update of a row made from `body`: the same fields, one changed. */
  const renamed = async (path: string, body: object, change: object) => ({ id: await shops.add(path, body), ...body, ...change });
  const shop = async () => (await shops.shop()).retCode;
  /** A new SP serving the district (and its row of the area list). */
  const serving = async (districtCode: string) => {
    const { spCode } = await shops.sp();
    await made('/shop/spArea/add', { spCode, districtCodes: [districtCode] });
    return spCode;
  };
  const workOrder = async (...steps: string[]) => {
    const { id } = await made('/shop/retWorkOrder/add', workOrderBody(await shop()));
    for (const step of steps) await made(`/shop/retWorkOrder/${step}`, { id });
    return id as number;
  };
  const cs = { csType: 1, content: '回访' };

  return {
    '/shop/info/add': async () => shopBody(),
    '/shop/info/update': async () => renamed('/shop/info', shopBody(), { retName: '改名' }),
    '/shop/info/delete': async () => ({ ids: [(await shops.shop()).id] }),
    '/shop/info/enable': async () => ({ ids: [(await shops.shop({ status: 2 })).id] }),
    '/shop/info/disable': async () => ({ ids: [(await shops.shop()).id] }),
    '/shop/spInfo/add': async () => spBody(),
    '/shop/spInfo/update': async () => renamed('/shop/spInfo', spBody(), { spName: '改名' }),
    '/shop/spInfo/delete': async () => ({ ids: [(await shops.sp()).id] }),
    '/shop/spInfo/enable': async () => ({ ids: [(await shops.sp({ status: 2 })).id] }),
    '/shop/spInfo/disable': async () => ({ ids: [(await shops.sp()).id] }),
    '/shop/spArea/add': async () => ({ spCode: (await shops.sp()).spCode, districtCodes: [HANGZHOU_XIHU.districtCode] }),
    '/shop/spArea/delete': async () => {
      const spCode = await serving(HANGZHOU_XIHU.districtCode);
      const rows = await t.post('/shop/spArea/queryList', { spCode, page: 1, pageSize: 10 }, { token });
      return { ids: [rows.body.data[0].id] };
    },
    '/shop/areaMainSp/updateArea': async () => ({
      spCode: await serving(HANGZHOU_GONGSHU.districtCode),
      districtCodes: [HANGZHOU_GONGSHU.districtCode],
    }),
    '/shop/areaMainSp/delete/:id': async () => {
      const spCode = await serving(HANGZHOU_GONGSHU.districtCode);
      await made('/shop/areaMainSp/updateArea', { spCode, districtCodes: [HANGZHOU_GONGSHU.districtCode] });
      const [row] = await read('/shop/areaMainSp/queryList', { spCode });
      return { id: row.id };
    },
    '/shop/cs/add': async () => ({ retCode: await shop(), ...cs }),
    '/shop/cs/update': async () => {
      const retCode = await shop();
      const { id } = await made('/shop/cs/add', { retCode, ...cs });
      return { id, retCode, ...cs, result: '已回访' };
    },
    '/shop/cs/delete': async () => ({ ids: [(await made('/shop/cs/add', { retCode: await shop(), ...cs })).id] }),
    '/shop/retWorkOrder/add': async () => workOrderBody(await shop()),
    '/shop/retWorkOrder/reply': async () => ({ id: await workOrder(), content: '已处理' }),
    '/shop/retWorkOrder/process': async () => ({ id: await workOrder() }),
    '/shop/retWorkOrder/resolve': async () => ({ id: await workOrder('process') }),
    '/shop/retWorkOrder/close': async () => ({ id: await workOrder('process', 'resolve') }),
    '/shop/wall/balance/recharge': async () => ({ retCode: await shop(), amount: 10_000, reason: '充值' }),
    '/shop/wall/balance/deduct': async () => {
      const retCode = await shop();
      await made('/shop/wall/balance/recharge', { retCode, amount: 10_000, reason: '充值' });
      return { retCode, amount: 2_500, reason: '扣款' };
    },
  };
}
