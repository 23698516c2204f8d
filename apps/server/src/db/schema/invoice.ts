import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { code, orEmpty, statusAndTimes } from '../columns.ts';

/**
 * A shop's invoice titles (`/invoice/info`). At most one default per shop, held by a partial unique index
 * behind the service's rule. `status` is the standard resource's column (always 1: a title is not switched off).
 */
export const invoiceTitles = pgTable(
  'order_invoice_info',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    retCode: code(),
    titleType: smallint().notNull(),
    title: varchar({ length: 100 }).notNull(),
    taxNo: orEmpty(20),
    bankName: orEmpty(100),
    bankAccount: orEmpty(32),
    address: orEmpty(200),
    phone: orEmpty(20),
    isDefault: boolean().notNull().default(false),
    ...statusAndTimes(),
  },
  (t) => [
    index('order_invoice_info_ret_idx').on(t.retCode),
    uniqueIndex('order_invoice_info_default_uq').on(t.retCode).where(sql`${t.isDefault}`),
  ],
);
