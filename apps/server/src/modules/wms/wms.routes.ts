import { wmsBaseApi, wmsChannelApi, wmsHistoryApi, wmsInventoryApi } from '@console/contract/wms';
import { wmsPurchaseOrderApi } from '@console/contract/wms-docs';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { countedBatch } from '../../shared/resource-routes.ts';
import { baseChannels, batchUpdateChannels, listChannels } from './channel.service.ts';
import { adjustInventory, listHistory, listInventory, setInventoryStatus } from './inventory.service.ts';
import { addPo, cancelPo, closePo, deletePos, listPos, poDetail, receivePo, submitPo, updatePo } from './purchase-order.service.ts';
import { allWarehouses, skuOptions, warehouseService } from './warehouse.service.ts';
import { registerWmsExports } from './wms-export.ts';
import { wmsDocRoutes } from './wms-docs.routes.ts';

/** `/wms/*`: every call from the area's contract descriptors; rules live in the services. */
export async function wmsRoutes(app: FastifyInstance) {
  registerWmsExports();
  const warehouse = warehouseService();
  serveAll(app, wmsBaseApi, {
    queryList: warehouse.list,
    queryAll: (q, ctx) => allWarehouses(ctx, q.status),
    skuOptions: (_q, ctx) => skuOptions(ctx),
    add: warehouse.add,
    update: warehouse.update,
    ...countedBatch(warehouse),
  });
  serveAll(app, wmsChannelApi, {
    baseChannel: (_q, ctx) => baseChannels(ctx),
    queryChannelList: (q, ctx) => listChannels(ctx, q),
    batchUpdateChannel: (b, ctx) => batchUpdateChannels(ctx, b),
  });
  serveAll(app, wmsInventoryApi, {
    queryList: (q, ctx) => listInventory(ctx, q),
    enable: (b, ctx) => setInventoryStatus(ctx, b.ids, 1),
    disable: (b, ctx) => setInventoryStatus(ctx, b.ids, 2),
    adjust: (b, ctx) => adjustInventory(ctx, b),
  });
  serveAll(app, wmsHistoryApi, { queryList: (q, ctx) => listHistory(ctx, q) });
  serveAll(app, wmsPurchaseOrderApi, {
    queryList: (q, ctx) => listPos(ctx, q),
    detail: (q, ctx) => poDetail(ctx, q.id),
    add: (b, ctx) => addPo(ctx, b),
    update: (b, ctx) => updatePo(ctx, b),
    delete: (b, ctx) => deletePos(ctx, b.ids),
    submit: (b, ctx) => submitPo(ctx, b.id),
    receive: (b, ctx) => receivePo(ctx, b),
    cancel: (b, ctx) => cancelPo(ctx, b.id),
    close: (b, ctx) => closePo(ctx, b.id),
  });
  await app.register(wmsDocRoutes);
}
