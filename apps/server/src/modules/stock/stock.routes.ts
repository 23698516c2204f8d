import { stockTransferApi } from '@console/contract/stock';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerStockExports } from './stock.export.ts';
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
}
