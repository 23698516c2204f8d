import { appSettingApi, retWorkOrderApi, shopCsApi, walletApi } from '@console/contract/shop-service';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { countedEdits } from '../../shared/resource-routes.ts';
import { csService, settingService } from './cs-setting.service.ts';
import { deduct, ledger, listWallets, recharge } from './wallet.service.ts';
import { addWorkOrder, listWorkOrders, moveWorkOrder, replyWorkOrder, workOrderDetail } from './work-order.service.ts';

/** /shop/cs, /shop/retWorkOrder, /shop/wall/balance, /shop/app/setting. */
export async function shopServiceRoutes(app: FastifyInstance) {
  const cs = csService();
  serveAll(app, shopCsApi, countedEdits(cs));
  serveAll(app, retWorkOrderApi, {
    queryList: listWorkOrders,
    detail: workOrderDetail,
    add: addWorkOrder,
    reply: replyWorkOrder,
    process: moveWorkOrder('process'),
    resolve: moveWorkOrder('resolve'),
    close: moveWorkOrder('close'),
  });
  serveAll(app, walletApi, {
    queryList: listWallets,
    recharge: recharge,
    deduct: deduct,
    ledger: ledger,
  });
  const settings = settingService();
  serveAll(app, appSettingApi, countedEdits(settings));
}
