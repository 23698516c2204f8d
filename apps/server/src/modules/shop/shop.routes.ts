import { shopInfoApi, spInfoApi } from '@console/contract/shop';
import { areaMainSpApi, spAreaApi } from '@console/contract/shop-area';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { countedBatch } from '../../shared/resource-routes.ts';
import { registerShopExport } from './shop-export.ts';
import { shopService } from './shop-info.service.ts';
import { addSpAreas, deleteMainArea, deleteSpAreas, listAreaMainSps, listSpAreas, updateMainArea } from './sp-area.service.ts';
import { allSps, spService } from './sp-info.service.ts';
import { shopServiceRoutes } from './shop-service.routes.ts';

/** Spec "Shops and base data": /shop/info, /shop/spInfo, /shop/spArea, /shop/areaMainSp (+ the service calls). */
export async function shopRoutes(app: FastifyInstance) {
  const shop = shopService();
  serveAll(app, shopInfoApi, {
    queryList: shop.list,
    detail: ({ id }, ctx) => shop.detail(id, ctx),
    add: shop.add,
    update: shop.update,
    ...countedBatch(shop),
  });
  const sp = spService();
  serveAll(app, spInfoApi, {
    queryList: sp.list,
    queryAll: allSps,
    detail: ({ id }, ctx) => sp.detail(id, ctx),
    add: sp.add,
    update: sp.update,
    ...countedBatch(sp),
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
