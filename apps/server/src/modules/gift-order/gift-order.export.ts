import { type GiftRow, giftOrderResource, giftQuery } from '@console/contract/gift-order';
import type { z } from 'zod';
import { registerDeclaredExport } from '../../shared/declared-export.ts';
import { giftFields, giftWhere, toGiftRow } from './gift-order-query.service.ts';
import { giftOrders } from '../../db/schema/gift-order.ts';

type Fields = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;

/** The gift-order list as a spreadsheet. */
export function registerGiftOrderExport() {
  registerDeclaredExport<z.output<typeof giftQuery>, GiftRow, Fields>({
    resource: giftOrderResource,
    query: giftQuery,
    table: giftOrders,
    fields: giftFields,
    toRow: (r, tz) => toGiftRow(r, tz) as GiftRow,
    where: giftWhere,
  });
}
