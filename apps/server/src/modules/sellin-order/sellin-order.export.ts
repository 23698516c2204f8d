import { type SellinRow, sellinOrderResource, sellinQuery } from '@console/contract/sellin-order';
import { registerListExport } from '../../shared/list-export.ts';
import { withTimes } from '../../shared/time.ts';
import { sellinFields, sellinWhere } from './sellin-order-query.service.ts';
import { sellinOrders } from '../../db/schema/sellin-order.ts';

type Fields = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;

/** The sell-in order list as a spreadsheet. */
export function registerSellinOrderExport() {
  registerListExport({
    resource: sellinOrderResource,
    query: sellinQuery,
    table: sellinOrders,
    id: sellinOrders.id,
    fields: sellinFields,
    toRow: (r: Fields, tz: string) => withTimes(r, tz) as SellinRow,
    where: sellinWhere,
  });
}
