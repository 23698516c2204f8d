import { channelQuery, channelResource, wmsBaseApi, wmsChannelApi, wmsHistoryApi, wmsInventoryApi } from '@console/contract/wms';
import { poQuery, poResource, wmsPurchaseOrderApi } from '@console/contract/wms-docs';
import type { FastifyInstance } from 'fastify';
import type { RequestCtx } from '../../shared/request-context.ts';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { checksSessionInStatement } from '../../shared/session-check.ts';
import { registerResourceExport } from '../../shared/resource-export.ts';
import { countedBatch, countedEdits } from '../../shared/resource-routes.ts';
import { baseChannels, batchUpdateChannels, listChannels } from './channel.service.ts';
import { adjustInventory, listHistory, listInventory, setInventoryStatus } from './inventory.service.ts';
import { poDetail, poService, receivePo } from './purchase-order.service.ts';
import { allWarehouses, skuOptions, warehouseService } from './warehouse.service.ts';
import { registerWmsExports } from './wms-export.ts';
import { wmsDocRoutes } from './wms-docs.routes.ts';

/** `/wms/*`: every call from the area's contract descriptors; rules live in the services. */
export async function wmsRoutes(app: FastifyInstance) {
  registerWmsExports();
  const warehouse = warehouseService();
  serveAll(app, wmsBaseApi, {
    ...countedEdits(warehouse),
    ...countedBatch(warehouse),
    queryAll: allWarehouses,
    skuOptions: skuOptions,
  });
  // The channel list is not a queryList: its export is registered here, read through the list itself.
  registerResourceExport({ resource: channelResource, query: channelQuery, service: { list: listChannels } });
  serveAll(app, wmsChannelApi, {
    baseChannel: baseChannels,
    queryChannelList: listChannels,
    batchUpdateChannel: batchUpdateChannels,
  });
  serveAll(app, wmsInventoryApi, {
    queryList: listInventory,
    enable: setInventoryStatus(1),
    disable: setInventoryStatus(2),
    adjust: adjustInventory,
  });
  // The stocktake is one statement that carries the session's check: it need not wait for its session read.
  checksSessionInStatement(wmsInventoryApi.adjust);
  serveAll(app, wmsHistoryApi, { queryList: listHistory });
  const po = poService();
  registerResourceExport({ resource: poResource, query: poQuery, service: po });
  const move =
    (name: 'submit' | 'cancel' | 'close') =>
    async ({ id }: { id: number }, ctx: RequestCtx) => {
      await po.transition(name, [id], ctx);
    };
  serveAll(app, wmsPurchaseOrderApi, {
    ...countedEdits(po),
    detail: ({ id }, ctx) => poDetail(po, id, ctx),
    submit: move('submit'),
    receive: receivePo,
    cancel: move('cancel'),
    close: move('close'),
  });
  await app.register(wmsDocRoutes);
}
