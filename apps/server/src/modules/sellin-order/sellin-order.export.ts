import { type SellinRow, sellinOrderResource, sellinQuery } from '@console/contract/sellin-order';
import type { z } from 'zod';
import { registerDeclaredExport } from '../../shared/declared-export.ts';
import { withTimes } from '../../shared/time.ts';
import { sellinFields, sellinWhere } from './sellin-order-query.service.ts';
import { sellinOrders } from '../../db/schema/sellin-order.ts';

type Fields = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;

/** The sell-in order list as a spreadsheet. */
export function registerSellinOrderExport() {
  registerDeclaredExport<z.output<typeof sellinQuery>, SellinRow, Fields>({
    resource: sellinOrderResource,
    query: sellinQuery,
    table: sellinOrders,
    fields: sellinFields,
    toRow: (r, tz) => withTimes(r, tz) as SellinRow,
    where: sellinWhere,
  });
}
