import { stockTransferApi } from '@console/contract/stock';
import { stockMappingApi, stockOpeningApi, stockSellinApi } from '@console/contract/stock-data';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { mappingService, openingBalance, openingService, sellinService } from './stock-data.service.ts';
import { registerStockExports } from './stock.export.ts';
import './stock.import.ts';
import {
  addTransfer,
  approveTransfer,
  cancelTransfer,
  completeTransfer,
  listTransfers,
  transferDetail,
  updateTransfer,
} from './transfer.service.ts';

/** `/stock/*`: every call from the area's contract descriptors; rules live in the services. */
export async function stockRoutes(app: FastifyInstance) {
  registerStockExports();
  serveAll(app, stockTransferApi, {
    queryList: listTransfers,
    detail: transferDetail,
    add: addTransfer,
    update: updateTransfer,
    approve: approveTransfer,
    complete: completeTransfer,
    cancel: cancelTransfer,
  });
  const done = async (work: Promise<unknown>) => {
    await work;
    return null;
  };
  serveAll(app, stockMappingApi, {
    queryList: (q, ctx) => mappingService.list(q, ctx),
    add: (b, ctx) => mappingService.add(b, ctx),
    update: (b, ctx) => done(mappingService.update(b, ctx)),
    delete: (b, ctx) => done(mappingService.remove(b.id, ctx)),
  });
  serveAll(app, stockSellinApi, {
    queryList: (q, ctx) => sellinService.list(q, ctx),
    add: (b, ctx) => sellinService.add(b, ctx),
    delete: (b, ctx) => done(sellinService.remove(b.id, ctx)),
  });
  serveAll(app, stockOpeningApi, {
    queryList: (q, ctx) => openingService.list(q, ctx),
    add: (b, ctx) => openingService.add(b, ctx),
    update: (b, ctx) => done(openingService.update(b, ctx)),
    delete: (b, ctx) => done(openingService.remove(b.id, ctx)),
    balance: openingBalance,
  });
}
