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
    queryAll: ({ status }, ctx) => allSps(ctx, status),
    detail: ({ id }, ctx) => sp.detail(id, ctx),
    add: sp.add,
    update: sp.update,
    ...countedBatch(sp),
  });
  serveAll(app, spAreaApi, {
    queryList: (q, ctx) => listSpAreas(ctx, q),
    add: (b, ctx) => addSpAreas(ctx, b),
    delete: ({ ids }, ctx) => deleteSpAreas(ctx, ids),
  });
  serveAll(app, areaMainSpApi, {
    queryList: (q, ctx) => listAreaMainSps(ctx, q),
    updateArea: (b, ctx) => updateMainArea(ctx, b),
    delete: ({ id }, ctx) => deleteMainArea(ctx, id),
  });
  await app.register(shopServiceRoutes);
  registerShopExport();
}
