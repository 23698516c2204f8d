import { afterSaleApi } from '@console/contract/after-sale';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerAfterSaleExport } from './after-sale.export.ts';
import { afterSaleDetail, afterSalesOfOrder, listAfterSales } from './after-sale-query.service.ts';
import { addAfterSale, approveAfterSale, receiveAfterSale, refundAfterSale, rejectAfterSale } from './after-sale.service.ts';

/** `/order/afterSale/*`: every call from the area's descriptor; rules and transactions live in the services. */
export async function afterSaleRoutes(app: FastifyInstance) {
  registerAfterSaleExport();
  serveAll(app, afterSaleApi, {
    queryList: listAfterSales,
    detail: afterSaleDetail,
    byOrder: afterSalesOfOrder,
    add: addAfterSale,
    approve: approveAfterSale,
    reject: rejectAfterSale,
    receive: receiveAfterSale,
    refund: refundAfterSale,
  });
}
