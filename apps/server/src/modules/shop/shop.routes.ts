import { shopInfoApi, spInfoApi } from '@console/contract/shop';
import { areaMainSpApi, spAreaApi } from '@console/contract/shop-area';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { countedBatch, countedEdits } from '../../shared/resource-routes.ts';
import { registerShopExport } from './shop-export.ts';
import { shopService } from './shop-info.service.ts';
import { addSpAreas, deleteMainArea, deleteSpAreas, listAreaMainSps, listSpAreas, updateMainArea } from './sp-area.service.ts';
import { allSps, spService } from './sp-info.service.ts';
import { shopServiceRoutes } from './shop-service.routes.ts';

/** Spec "Shops and base data": /shop/info, /shop/spInfo, /shop/spArea, /shop/areaMainSp (+ the service calls). */
export async function shopRoutes(app: FastifyInstance) {
  const shop = shopService();
  serveAll(app, shopInfoApi, {
    ...countedEdits(shop),
    ...countedBatch(shop),
    detail: ({ id }, ctx) => shop.detail(id, ctx),
  });
  const sp = spService();
  serveAll(app, spInfoApi, {
    ...countedEdits(sp),
    ...countedBatch(sp),
    queryAll: allSps,
    detail: ({ id }, ctx) => sp.detail(id, ctx),
  });
  serveAll(app, spAreaApi, {
    queryList: listSpAreas,
    add: addSpAreas,
    delete: deleteSpAreas,
  });
  serveAll(app, areaMainSpApi, {
    queryList: listAreaMainSps,
    updateArea: updateMainArea,
    delete: deleteMainArea,
  });
  await app.register(shopServiceRoutes);
  registerShopExport();
}
