import { type GiftRow, giftOrderResource, giftQuery } from '@console/contract/gift-order';
import { registerListExport } from '../../shared/list-export.ts';
import { giftFields, giftWhere, toGiftRow } from './gift-order-query.service.ts';
import { giftOrders } from '../../db/schema/gift-order.ts';

type Fields = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;

/** The gift-order list as a spreadsheet. */
export function registerGiftOrderExport() {
  registerListExport({
    resource: giftOrderResource,
    query: giftQuery,
    table: giftOrders,
    id: giftOrders.id,
    fields: giftFields,
    toRow: (r: Fields, tz: string) => toGiftRow(r, tz) as GiftRow,
    where: giftWhere,
  });
}
