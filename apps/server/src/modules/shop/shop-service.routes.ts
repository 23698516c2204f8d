import { appSettingApi, retWorkOrderApi, shopCsApi, walletApi } from '@console/contract/shop-service';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { addCs, addSetting, deleteCs, deleteSettings, listCs, listSettings, updateCs, updateSetting } from './cs-setting.service.ts';
import { deduct, ledger, listWallets, recharge } from './wallet.service.ts';
import { addWorkOrder, listWorkOrders, moveWorkOrder, replyWorkOrder, workOrderDetail } from './work-order.service.ts';

/** /shop/cs, /shop/retWorkOrder, /shop/wall/balance, /shop/app/setting. */
export async function shopServiceRoutes(app: FastifyInstance) {
  serveAll(app, shopCsApi, {
    queryList: (q, ctx) => listCs(ctx, q),
    add: (b, ctx) => addCs(ctx, b),
    update: (b, ctx) => updateCs(ctx, b),
    delete: ({ ids }, ctx) => deleteCs(ctx, ids),
  });
  serveAll(app, retWorkOrderApi, {
    queryList: (q, ctx) => listWorkOrders(ctx, q),
    detail: ({ id }, ctx) => workOrderDetail(ctx, id),
    add: (b, ctx) => addWorkOrder(ctx, b),
    reply: (b, ctx) => replyWorkOrder(ctx, b),
    process: (b, ctx) => moveWorkOrder(ctx, 'process', b),
    resolve: (b, ctx) => moveWorkOrder(ctx, 'resolve', b),
    close: (b, ctx) => moveWorkOrder(ctx, 'close', b),
  });
  serveAll(app, walletApi, {
    queryList: (q, ctx) => listWallets(ctx, q),
    recharge: (b, ctx) => recharge(ctx, b),
    deduct: (b, ctx) => deduct(ctx, b),
    ledger: (q, ctx) => ledger(ctx, q),
  });
  serveAll(app, appSettingApi, {
    queryList: (q, ctx) => listSettings(ctx, q),
    add: (b, ctx) => addSetting(ctx, b),
    update: (b, ctx) => updateSetting(ctx, b),
    delete: ({ ids }, ctx) => deleteSettings(ctx, ids),
  });
}
